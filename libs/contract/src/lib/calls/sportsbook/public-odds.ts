import { z } from 'zod';
import { defineCall } from '../../define-call';
import { SITE_ERRORS } from '../../shared/error-groups';
import { BET_TYPES } from './bet-types';
import { matchFields, perLanguageNames, type LocalisedMatchNames } from './match-fields';
import { BY_HOST } from './match-list';

/**
 * One priced selection: the bet type (HDP, OU, 1X2, ...), the side and its line value. Outrights (bet_type
 * OR) have no match: match_id and kickoff_time are null, the team is the home team, the away names are empty.
 */
export interface BetLine extends LocalisedMatchNames {
  line_id: number;
  match_id: number | null;
  /** ISO 8601; null for an outright. */
  kickoff_time: string | null;
  bet_type: string;
  home_away: string;
  criteria1: string;
  odds: number;
}

// Typed by BetLine, for the same reason as sportsMatch.
export const betLine = z
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
  .catchall(perLanguageNames)
  .describe(
    "One selection; OR (outright) lines have no match. Also home_name_{lang} and away_name_{lang} for each of the site's languages",
  ) as unknown as z.ZodType<BetLine, BetLine>;

export const publicOdds = defineCall({
  path: 'home/public_odds',
  method: 'GET',
  fallback: 'unavailable',
  tag: 'sportsbook',
  summary: 'Odds of the upcoming matches for every bet type, and the league outrights',
  description: BY_HOST,
  request: z.object({
    match_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    bet_type: z.enum(BET_TYPES).optional(),
  }),
  answer: z.object({ value: z.array(betLine) }),
  errors: SITE_ERRORS,
});
