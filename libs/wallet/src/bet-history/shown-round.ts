import type { BetRound, RoundDetailResponse } from '@wl/api';
import { currencyDigits, fromMajor, type MinorUnits } from '@wl/money';

/** A round as the history shows it: the wire's major units held as minor units of the site currency. */
export interface ShownRound {
  /** provider and round id: unique over providers. */
  key: string;
  round_id: string;
  provider_code: string;
  provider_name: string;
  game_code: string;
  game_name: string;
  game_type: string;
  bet: MinorUnits;
  win: MinorUnits;
  refund: MinorUnits;
  net: MinorUnits;
  status: 'open' | 'closed';
  started_at: string;
  ended_at: string | null;
}

type WireMove = NonNullable<RoundDetailResponse['moves']>[number];

/** One wallet call of a round: a bet, a win or a rollback (the refund of a bet). */
export interface ShownMove {
  kind: WireMove['kind'];
  transaction_id: string;
  amount: MinorUnits;
  created_at: string;
}

export const roundKey = (round: Pick<BetRound, 'provider_code' | 'round_id'>): string =>
  `${round.provider_code}\u0000${round.round_id}`;

/** The wire's round in minor units of `currency` (converted once, here). */
export function shownRound(round: BetRound, currency: string): ShownRound {
  const digits = currencyDigits(currency);
  return {
    ...round,
    key: roundKey(round),
    bet: fromMajor(round.bet, digits),
    win: fromMajor(round.win, digits),
    refund: fromMajor(round.refund, digits),
    net: fromMajor(round.net, digits),
  };
}

export function shownMove(move: WireMove, currency: string): ShownMove {
  return { ...move, amount: fromMajor(move.amount, currencyDigits(currency)) };
}
