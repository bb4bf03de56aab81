import type { SportsBet, SportsBetLeg } from '@wl/contract';
import { toMajor } from '@wl/money';
import { namesIn } from '../../sites/sportsbook/localised-names';
import type { BetRow, LegRow } from './bet-records';

type LegResult = NonNullable<SportsBetLeg['result']>;
type MatchStatus = SportsBetLeg['match_status'];
type BetState = SportsBet['state'];

const score = (leg: LegRow) =>
  leg.match?.homeScore == null || leg.match.awayScore === null
    ? null
    : { home: leg.match.homeScore, away: leg.match.awayScore };

/** An outright's state in a match's words: open until its first kick-off, in play until decided. */
function outrightStatus(outright: NonNullable<LegRow['outright']>, at: Date): MatchStatus {
  if (outright.status === 'settled') return 'finished';
  if (outright.status === 'void') return 'abandoned';
  return outright.closesAt > at ? 'scheduled' : 'live';
}

function legWire(leg: LegRow, languages: readonly string[], at: Date): SportsBetLeg {
  return {
    line_id: leg.lineId,
    match_id: leg.match?.id ?? null,
    kickoff_time: (leg.match?.kickoffAt ?? leg.outright?.closesAt ?? at).toISOString(),
    ends_at: leg.outright?.endsAt.toISOString() ?? null,
    league_code: leg.league.code,
    league: namesIn(leg.league.names, languages),
    home_team: namesIn(leg.home, languages),
    away_team: leg.away ? namesIn(leg.away, languages) : null,
    bet_type: leg.betType,
    home_away: leg.homeAway,
    criteria1: leg.criteria1,
    odds: Number(leg.odds),
    result: leg.result as LegResult | null,
    match_status: leg.outright
      ? outrightStatus(leg.outright, at)
      : ((leg.match?.status ?? 'scheduled') as MatchStatus),
    score: score(leg),
  };
}

/** A bet on the wire: amounts in major units of the site currency, names in the site's languages. */
export function betWire(
  bet: BetRow,
  legs: readonly LegRow[],
  languages: readonly string[],
  digits: number,
  cashOutMinor: number | null,
  at: Date,
): SportsBet {
  const major = (minor: number) => toMajor(minor, digits);
  return {
    bet_id: bet.publicId,
    kind: bet.kind === 'parlay' ? 'parlay' : 'single',
    state: bet.state as BetState,
    stake: major(bet.stakeMinor),
    odds: Number(bet.odds),
    potential_return: major(bet.potentialReturnMinor),
    return: bet.returnMinor === null ? null : major(bet.returnMinor),
    cash_out: cashOutMinor === null ? null : major(cashOutMinor),
    placed_at: bet.placedAt.toISOString(),
    settled_at: bet.settledAt?.toISOString() ?? null,
    legs: legs.filter((leg) => leg.betId === bet.id).map((leg) => legWire(leg, languages, at)),
  };
}
