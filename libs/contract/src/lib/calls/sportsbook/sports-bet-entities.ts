import { z } from 'zod';
import { currencyAmount } from '../../shared/money';
import { safeString } from '../../shared/safe-string';
import { localisedName } from './public-odds';

/** The most legs a parlay may have; a slip may hold more selections, but a bet takes at most this many. */
export const MAX_PARLAY_LEGS = 10;

/** How the player lets a moved price through when the bet is placed. */
export const PRICE_CHANGE_POLICIES = ['none', 'higher', 'any'] as const;
export type PriceChangePolicy = (typeof PRICE_CHANGE_POLICIES)[number];

/** A bet's life: open until settled (or cashed out). */
export const SPORTS_BET_STATES = ['open', 'won', 'lost', 'void', 'cashed_out'] as const;
export type SportsBetState = (typeof SPORTS_BET_STATES)[number];

/** How a selection was graded (half results are the quarter lines' split stakes). */
export const LEG_RESULTS = ['win', 'halfWin', 'void', 'halfLose', 'lose'] as const;

/** The status of a match as the feed reports it. */
export const MATCH_STATUSES = [
  'scheduled',
  'live',
  'half_time',
  'finished',
  'postponed',
  'abandoned',
] as const;

export const sportsRequestId = safeString()
  .regex(/^[A-Za-z0-9_-]{8,64}$/)
  .describe('Unique per bet, chosen by the client (a UUID); a retry with it answers the first bet');

/** A selection as the slip sends it: the price line and the odds the player saw. */
export const betLegInput = z.object({
  line_id: z.number().int().min(1).max(2_147_483_647),
  odds: z.number().min(1).max(100_000).describe('The decimal odds the player saw on the slip'),
});

/**
 * A selection of a placed bet, with its match as it stands; or an outright (OR: who tops the league's week),
 * with the team backed as home_team, no match or away team, and the week's end.
 */
export const sportsBetLeg = z.object({
  line_id: z.number(),
  match_id: z.number().nullable().describe('null for an outright'),
  kickoff_time: z.string().describe("The match's kick-off, or an outright week's first kick-off"),
  ends_at: z
    .string()
    .nullable()
    .describe("When an outright's week ends (its table then decides it); null for a match"),
  league_code: z.string(),
  league: localisedName,
  home_team: localisedName,
  away_team: localisedName.nullable().describe('null for an outright'),
  bet_type: z.string(),
  home_away: z.string(),
  criteria1: z.string(),
  odds: z.number().describe('The price taken'),
  result: z.enum(LEG_RESULTS).nullable().describe('null until the selection is graded'),
  match_status: z
    .enum(MATCH_STATUSES)
    .describe(
      "An outright's: scheduled until its first kick-off, live until decided, finished, or abandoned when void",
    ),
  score: z
    .object({ home: z.number(), away: z.number() })
    .nullable()
    .describe('The score so far, or the final score; null before kick-off'),
});

/** A sports bet: a single (one leg) or a parlay. Amounts in major units of the site currency. */
export const sportsBet = z.object({
  bet_id: z.string(),
  kind: z.enum(['single', 'parlay']),
  state: z.enum(SPORTS_BET_STATES),
  stake: currencyAmount(),
  odds: z.number().describe('The combined odds taken (the product of the legs, two decimals)'),
  potential_return: currencyAmount('what the bet returns if every leg wins'),
  return: currencyAmount('what the bet returned (settled or cashed out)').nullable(),
  cash_out: currencyAmount('what the player can take now; null when cash out is not offered').nullable(),
  placed_at: z.string(),
  settled_at: z.string().nullable(),
  legs: z.array(sportsBetLeg),
});

export type SportsBet = z.output<typeof sportsBet>;
export type SportsBetLeg = z.output<typeof sportsBetLeg>;

export { currentLine, type CurrentLine } from '../../shared/current-line';
