import { z } from 'zod';
import { ok } from '../../http/envelope';
import { requestHost, type ZodApp } from '../../http/zod-app';
import type { Platform } from '../../platform';
import { BET_TYPES } from '../sportsbook/bet-types';
import { SITE_FAILURES, siteAnswer } from './route-schemas';

const names = z.string();
const matchFields = {
  league_code: z.string(),
  league_name: z.string(),
  home_team_name: z.string(),
  away_team_name: z.string(),
};
const matchItem = z
  .object({
    match_id: z.number(),
    kickoff_time: z.string(),
    status: z.enum(['upcoming', 'live']),
    ...matchFields,
  })
  .catchall(names)
  .describe(
    "Also league_name_{lang}, home_name_{lang} and away_name_{lang} for each of the site's languages",
  );
const oddsLine = z
  .object({
    line_id: z.number(),
    match_id: z.number().nullable(),
    kickoff_time: z.string().nullable(),
    bet_type: z.enum(BET_TYPES),
    home_away: z.string(),
    criteria1: z.string(),
    odds: z.number(),
    ...matchFields,
  })
  .catchall(names)
  .describe(
    "One selection; OR (outright) lines have no match. Also home_name_{lang} and away_name_{lang} for each of the site's languages",
  );

const BY_HOST =
  'The site is the one of the Host header (GET, no body). A site that offers no sportsbook gets an empty list. ' +
  SITE_FAILURES;

export function registerSportsbookRoutes(api: ZodApp, platform: Platform): void {
  api.get(
    '/home/match_list',
    {
      schema: {
        tags: ['sportsbook'],
        summary: 'Upcoming and live matches, soonest first',
        description: BY_HOST,
        response: { 200: siteAnswer({ value: z.array(matchItem) }) },
      },
    },
    async (request) => {
      const site = await platform.sites.open({ domainName: requestHost(request) });
      return ok({ value: await platform.sites.sportsbook.matchList(site.id) });
    },
  );

  api.get(
    '/home/public_odds',
    {
      schema: {
        tags: ['sportsbook'],
        summary: 'Odds of the upcoming matches for every bet type, and the league outrights',
        description: BY_HOST,
        querystring: z.object({
          match_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
          bet_type: z.enum(BET_TYPES).optional(),
        }),
        response: { 200: siteAnswer({ value: z.array(oddsLine) }) },
      },
    },
    async (request) => {
      const site = await platform.sites.open({ domainName: requestHost(request) });
      const { match_id: matchId, bet_type: betType } = request.query;
      return ok({ value: await platform.sites.sportsbook.publicOdds(site.id, { matchId, betType }) });
    },
  );
}
