import { DECKS } from './baccarat-shoe';
import { bankerDraws, isNatural, playerDraws } from './baccarat-tableau';
import type { BaccaratBetType } from './baccarat-types';

/**
 * What each bet returns when it wins, in hundredths of the stake, stake included: player 1:1, banker
 * 0.95:1, tie 8:1, pairs 11:1. Whole numbers, so that payouts are counted in integers.
 */
export const BACCARAT_RETURN_HUNDREDTHS: Readonly<Record<BaccaratBetType, number>> = {
  player: 200,
  banker: 195,
  tie: 900,
  playerPair: 1200,
  bankerPair: 1200,
};

/** The coups of a fresh shoe counted exactly, as ordered deals of six cards. */
export interface CoupCounts {
  /** All ordered deals of 6 cards: N(N-1)...(N-5) for N cards. */
  deals: number;
  player: number;
  banker: number;
  tie: number;
}

/**
 * Counts the outcomes of a coup dealt from a fresh shoe of `decks` decks, over every ordered deal of its
 * first six cards (a coup uses four to six; the unused ones multiply in). Cards are grouped by value:
 * 16 per deck are worth 0, 4 per deck each of 1..9. The counts are whole numbers (below 2^53 for eight
 * decks), so the probabilities are exact fractions over `deals`.
 */
export function countCoups(decks = DECKS): CoupCounts {
  const left = Array.from({ length: 10 }, (_, value) => (value === 0 ? 16 : 4) * decks);
  const size = 52 * decks;
  const counts: CoupCounts = { deals: 0, player: 0, banker: 0, tie: 0 };
  counts.deals = [0, 1, 2, 3, 4, 5].reduce((product, i) => product * (size - i), 1);

  /** Ordered ways to deal the unused cards after `used` cards. */
  const rest = (used: number): number => {
    let ways = 1;
    for (let i = used; i < 6; i += 1) ways *= size - i;
    return ways;
  };
  const settle = (ways: number, player: number, banker: number): void => {
    if (player > banker) counts.player += ways;
    else if (banker > player) counts.banker += ways;
    else counts.tie += ways;
  };
  /** Deals one card of every value in turn, weighting by how many are left; restores the shoe after. */
  const eachCard = (ways: number, then: (ways: number, value: number) => void): void => {
    for (let value = 0; value < 10; value += 1) {
      const n = left[value] as number;
      if (n === 0) continue;
      left[value] = n - 1;
      then(ways * n, value);
      left[value] = n;
    }
  };

  eachCard(1, (w1, p1) =>
    eachCard(w1, (w2, b1) =>
      eachCard(w2, (w3, p2) =>
        eachCard(w3, (w4, b2) => {
          const player = (p1 + p2) % 10;
          const banker = (b1 + b2) % 10;
          if (isNatural(player) || isNatural(banker)) return settle(w4 * rest(4), player, banker);
          if (!playerDraws(player)) {
            if (!bankerDraws(banker, null)) return settle(w4 * rest(4), player, banker);
            return eachCard(w4, (w5, b3) => settle(w5 * rest(5), player, (banker + b3) % 10));
          }
          eachCard(w4, (w5, p3) => {
            const playerFinal = (player + p3) % 10;
            if (!bankerDraws(banker, p3)) return settle(w5 * rest(5), playerFinal, banker);
            eachCard(w5, (w6, b3) => settle(w6, playerFinal, (banker + b3) % 10));
          });
        }),
      ),
    ),
  );
  return counts;
}

/**
 * The exact RTP of each bet for a fresh shoe of `decks` decks every round (8: banker 98.94 %, player
 * 98.76 %, tie 85.64 %, each pair 89.64 %). Player and banker bets get their stake back on a tie. A pair
 * bet wins when the hand's first two cards share a rank: they are two cards of the shoe, so its chance
 * is 13 · c(c−1) / (N(N−1)) with c = 4 · decks cards a rank and N cards in all.
 */
export function baccaratRtps(decks = DECKS): Record<BaccaratBetType, number> {
  const c = countCoups(decks);
  const perRank = 4 * decks;
  const size = 52 * decks;
  const pair = (13 * perRank * (perRank - 1)) / (size * (size - 1));
  const returns = (type: BaccaratBetType): number => BACCARAT_RETURN_HUNDREDTHS[type] / 100;
  return {
    player: (returns('player') * c.player + c.tie) / c.deals,
    banker: (returns('banker') * c.banker + c.tie) / c.deals,
    tie: (returns('tie') * c.tie) / c.deals,
    playerPair: returns('playerPair') * pair,
    bankerPair: returns('bankerPair') * pair,
  };
}
