import { z } from 'zod';
import { defineCall } from '../../define-call';
import { SITE_ERRORS } from '../../shared/error-groups';
import { BET_TYPES } from './bet-types';
import { BY_HOST } from './match-list';

// The odds answer names every league and team once, in tables the prices refer to by code, and leaves out
// what the prices share (the match of a market, the bet type of its selections, an empty side or line).

/** A name in each of the site's languages, by lower-case language code (en, ct, ...). */
export const localisedName = z
  .record(z.string(), z.string())
  .describe('By lower-case language code, one entry per site language (English where it has no translation)');

/**
 * One priced selection of a market (see bet-types.ts for the selections and lines of each bet type):
 * home_away the side (H, D, A, O, U, 1X, ...), criteria1 the line (-0.5, 2.5, 2-1, FIRST, ...); each is
 * left out when empty (the total-goals bands have no side, the result markets no line).
 */
export const oddsSelection = z.object({
  line_id: z.number(),
  home_away: z.string().optional(),
  criteria1: z.string().optional(),
  odds: z.number(),
  suspended: z
    .boolean()
    .optional()
    .describe('true while the price takes no bets (around a goal, kick-off); left out otherwise'),
});

/** A match's prices by bet type (1X2, HDP, ...): only the bet types it has prices in. */
export const oddsMarkets = z
  .partialRecord(z.enum(BET_TYPES), z.array(oddsSelection))
  .describe('The prices of each bet type the match is priced in, by bet type');

/** An upcoming match's markets; its teams and league are named in the answer's tables. */
export const oddsMatch = z.object({
  match_id: z.number(),
  league_code: z.string(),
  home_team_code: z.string(),
  away_team_code: z.string(),
  markets: oddsMarkets,
});

/** A price of a team winning its league (the spec's bet type OR, side W, criteria1 the team code). */
export const outrightPrice = z.object({
  line_id: z.number(),
  team_code: z.string(),
  odds: z.number(),
});

/** A league of the answer: its names and its outright prices (favourite first; none for a filtered answer). */
export const oddsLeague = z.object({
  league_code: z.string(),
  names: localisedName,
  outrights: z.array(outrightPrice),
});

export const oddsTeam = z.object({
  team_code: z.string(),
  names: localisedName,
});

export type LocalisedName = z.infer<typeof localisedName>;
export type OddsSelection = z.infer<typeof oddsSelection>;
export type OddsMarkets = z.infer<typeof oddsMarkets>;
export type OddsMatch = z.infer<typeof oddsMatch>;
export type OutrightPrice = z.infer<typeof outrightPrice>;
export type OddsLeague = z.infer<typeof oddsLeague>;
export type OddsTeam = z.infer<typeof oddsTeam>;

const publicOddsAnswer = z.object({
  /** Soonest kick-off first (home/match_list has the kick-off times); a match without prices is left out. */
  matches: z.array(oddsMatch),
  /** Every league a match or an outright belongs to. */
  leagues: z.array(oddsLeague),
  /** Every team a match or an outright names. */
  teams: z.array(oddsTeam),
});

export type PublicOdds = z.infer<typeof publicOddsAnswer>;

export const publicOdds = defineCall({
  path: 'home/public_odds',
  method: 'GET',
  fallback: 'unavailable',
  tag: 'sportsbook',
  summary: 'Odds of the upcoming matches for every bet type, and the league outrights',
  description: `${BY_HOST} Each league and team is named once, in leagues and teams; matches and outrights refer to them by code.`,
  request: z.object({
    match_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    bet_type: z.enum(BET_TYPES).optional(),
  }),
  answer: publicOddsAnswer,
  errors: SITE_ERRORS,
});
