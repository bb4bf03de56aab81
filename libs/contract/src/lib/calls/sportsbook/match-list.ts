import { z } from 'zod';
import { defineCall } from '../../define-call';
import { SITE_ERRORS } from '../../shared/error-groups';
import { matchFields, perLanguageNames, type LocalisedMatchNames } from './match-fields';

/** A match of the list; it also names its league in each of the site's languages (league_name_vi, ...). */
export interface SportsMatch extends LocalisedMatchNames {
  [perLanguage: `league_name_${string}`]: string;
  match_id: number;
  /** ISO 8601. */
  kickoff_time: string;
  /**
   * upcoming before kick-off; live and half_time in play as the match feed reports it; postponed until the
   * time it would have ended. Finished and abandoned matches are not listed.
   */
  status: 'upcoming' | 'live' | 'half_time' | 'postponed';
  /** The match clock in play (1..90 and stoppage), null otherwise. */
  minute: number | null;
  /** The score from kick-off on, null before. */
  home_score: number | null;
  away_score: number | null;
}

// Typed by SportsMatch: the schema's catch-all cannot say which keys carry the per-language names.
export const sportsMatch = z
  .object({
    match_id: z.number(),
    kickoff_time: z.string(),
    status: z.enum(['upcoming', 'live', 'half_time', 'postponed']),
    minute: z.number().nullable(),
    home_score: z.number().nullable(),
    away_score: z.number().nullable(),
    ...matchFields,
  })
  .catchall(perLanguageNames)
  .describe(
    "Also league_name_{lang}, home_name_{lang} and away_name_{lang} for each of the site's languages",
  ) as unknown as z.ZodType<SportsMatch, SportsMatch>;

export const BY_HOST =
  'The site is the one of the Host header (GET, no body). A site that offers no sportsbook gets an empty list.';

export const matchList = defineCall({
  path: 'home/match_list',
  method: 'GET',
  fallback: 'unavailable',
  tag: 'sportsbook',
  summary: 'Upcoming and live matches, soonest first',
  description: BY_HOST,
  request: undefined,
  answer: z.object({ value: z.array(sportsMatch) }),
  errors: SITE_ERRORS,
});
