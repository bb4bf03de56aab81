import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { BACKOFFICE_TAG, STAFF_SESSION_NOTE, STAFF_SITE_ERRORS } from '../backoffice-call';
import { reportAmount, reportPeriod } from './report-period';

const dailyFigures = z.object({
  deposits: reportAmount.describe('Deposits credited'),
  withdrawals: reportAmount.describe('Withdrawals paid out'),
  bets: reportAmount.describe('Money staked, less refunded bets (casino and sportsbook)'),
  wins: reportAmount.describe('Money won, less wins taken back by corrections'),
  ggr: reportAmount.describe('Gross gaming revenue: bets less wins'),
  bonus_cost: reportAmount.describe(
    'Bonus money that became cash: rewards, prizes, commissions, released bonuses',
  ),
  adjustments: reportAmount.describe('Staff and operator balance adjustments: credits less debits'),
  new_players: z.number().int().describe('Accounts opened'),
  active_players: z.number().int().describe('Players who placed at least one bet'),
});

export type DailyFigures = z.infer<typeof dailyFigures>;

export const dailyReport = defineCall({
  path: 'backoffice/reports/daily',
  method: 'POST',
  fallback: 'unavailable',
  tag: BACKOFFICE_TAG,
  summary: "Back office: a site's money and players per UTC day over a period, with the period's totals",
  description: `${STAFF_SESSION_NOTE} Every day of the period has its row (zeros when nothing happened). Totals count a player active on two days once.`,
  request: reportPeriod,
  answer: z.object({
    currency: z.string(),
    days: z.array(dailyFigures.extend({ day: z.string() })),
    totals: dailyFigures,
  }),
  errors: [...STAFF_SITE_ERRORS, 'staffForbidden', 'siteNotFound'],
});
