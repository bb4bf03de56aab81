import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { BACKOFFICE_TAG, STAFF_SESSION_NOTE, STAFF_SITE_ERRORS } from '../backoffice-call';
import { reportAmount, reportPeriod } from './report-period';

/** The most games one report lists (by gross gaming revenue); providers are always all of them. */
export const MAX_REPORT_GAMES = 200;

const gameFigures = {
  rounds: z.number().int(),
  players: z.number().int().describe('Different players'),
  bets: reportAmount.describe('Money staked, less refunds'),
  wins: reportAmount,
  ggr: reportAmount.describe('Bets less wins'),
};

export const gamesReport = defineCall({
  path: 'backoffice/reports/games',
  method: 'POST',
  fallback: 'unavailable',
  tag: BACKOFFICE_TAG,
  summary: "Back office: a site's game rounds over a period by provider and by game",
  description: `${STAFF_SESSION_NOTE} Rounds of the studio games, by the UTC day they started; sportsbook bets are in the daily report.`,
  request: reportPeriod,
  answer: z.object({
    currency: z.string(),
    providers: z.array(z.object({ provider: z.string(), ...gameFigures })),
    games: z.array(z.object({ provider: z.string(), game: z.string(), name: z.string(), ...gameFigures })),
  }),
  errors: [...STAFF_SITE_ERRORS, 'staffForbidden', 'siteNotFound'],
});
