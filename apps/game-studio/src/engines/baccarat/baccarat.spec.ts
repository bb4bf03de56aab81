import { BetError, type RandomSource } from '../engine-types';
import { seededRandom } from '../seeded-random';
import { createBaccaratEngine } from './baccarat-engine';
import { baccaratRtps, countCoups } from './baccarat-rtp';
import { freshShoe } from './baccarat-shoe';
import { bankerDraws, playerDraws } from './baccarat-tableau';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/**
 * A random source that deals the given ranks (spades of the first deck, then of the next decks for a
 * repeated rank) from a fresh shoe: it answers each draw with the index of the wanted card among the
 * cards still in the shoe.
 */
function dealing(...ranks: string[]): RandomSource {
  const dealt: number[] = [];
  const used = new Map<string, number>();
  let next = 0;
  return {
    int() {
      const rank = ranks[next++];
      if (rank === undefined) throw new Error('no more cards to force');
      const copy = used.get(rank) ?? 0;
      used.set(rank, copy + 1);
      const position = copy * 52 + RANKS.indexOf(rank); // the copy-th deck's spade
      const index = position - dealt.filter((p) => p < position).length;
      dealt.push(position);
      return index;
    },
  };
}

const engine = createBaccaratEngine();
const allBets = engine.parseBet({
  bets: [
    { type: 'player', stakeMinor: 100 },
    { type: 'banker', stakeMinor: 200 },
    { type: 'tie', stakeMinor: 100 },
    { type: 'playerPair', stakeMinor: 100 },
    { type: 'bankerPair', stakeMinor: 100 },
  ],
});
const payouts = (random: RandomSource) => {
  const { outcome, winMinor } = engine.play(allBets, random);
  return { outcome, winMinor, byType: Object.fromEntries(outcome.bets.map((b) => [b.type, b.winMinor])) };
};

describe('baccarat tableau', () => {
  it('draws for the player on 0 to 5', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(playerDraws)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('draws for the banker by its total and the player’s third card', () => {
    const draws = (total: number) =>
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((third) => bankerDraws(total, third)).join('');
    expect([0, 1, 2].map(draws)).toEqual(['0123456789', '0123456789', '0123456789']);
    expect(draws(3)).toBe('012345679');
    expect(draws(4)).toBe('234567');
    expect(draws(5)).toBe('4567');
    expect(draws(6)).toBe('67');
    expect(draws(7)).toBe('');
    expect([5, 6].map((total) => bankerDraws(total, null))).toEqual([true, false]);
  });
});

describe('baccarat shoe', () => {
  it('deals the forced cards and never the same card twice', () => {
    const shoe = freshShoe(dealing('K', 'K', '9'));
    expect([shoe.deal(), shoe.deal(), shoe.deal()].map((c) => `${c.rank}${c.suit}${c.value}`)).toEqual([
      'K♠0',
      'K♠0',
      '9♠9',
    ]);
    const random = seededRandom('shoe');
    const small = freshShoe(random, 1);
    const cards = Array.from({ length: 52 }, () => small.deal()).map((c) => `${c.rank}${c.suit}`);
    expect(new Set(cards).size).toBe(52);
  });
});

describe('baccarat rounds', () => {
  it('stands on naturals: player 9 beats banker 8, a banker pair', () => {
    // Dealt player, banker, player, banker: player 4 5, banker 4 4.
    const { outcome, byType, winMinor } = payouts(dealing('4', '4', '5', '4'));
    expect([outcome.playerTotal, outcome.bankerTotal, outcome.winner]).toEqual([9, 8, 'player']);
    expect([outcome.player.length, outcome.banker.length]).toEqual([2, 2]);
    expect(byType).toEqual({ player: 200, banker: 0, tie: 0, playerPair: 0, bankerPair: 1200 });
    expect(winMinor).toBe(1400);
  });

  it('pays banker 0.95:1 and the player pair 11:1', () => {
    // Player 2 2 (4) draws a 7 (1); banker 7 K (7) stands.
    const { outcome, byType } = payouts(dealing('2', '7', '2', 'K', '7'));
    expect(outcome.player.map((c) => c.rank)).toEqual(['2', '2', '7']);
    expect(outcome.banker.map((c) => c.rank)).toEqual(['7', 'K']);
    expect(outcome.winner).toBe('banker');
    expect(byType).toEqual({ player: 0, banker: 390, tie: 0, playerPair: 1200, bankerPair: 0 });
  });

  it('follows the banker rule on 3 against a player’s third 8', () => {
    // Player A 4 (5) draws an 8 (3); banker 3 K (3) stands on a player 8: a tie at 3.
    const { outcome, byType } = payouts(dealing('A', '3', '4', 'K', '8'));
    expect(outcome.banker).toHaveLength(2);
    expect(outcome.winner).toBe('tie');
    // A tie pays 8:1 and gives player and banker their stakes back.
    expect(byType).toEqual({ player: 100, banker: 200, tie: 900, playerPair: 0, bankerPair: 0 });
  });

  it('draws for the banker on 4 against a player’s third 2', () => {
    // Player 10 3 (3) draws a 2 (5); banker 4 K (4) draws a 6: banker 0, player wins.
    const { outcome } = payouts(dealing('10', '4', '3', 'K', '2', '6'));
    expect([outcome.playerTotal, outcome.bankerTotal, outcome.banker.length]).toEqual([5, 0, 3]);
    expect(outcome.winner).toBe('player');
  });

  it('lets the banker draw on 5 when the player stood on 6', () => {
    const { outcome } = payouts(dealing('3', '2', '3', '3', 'A'));
    expect(outcome.player).toHaveLength(2);
    expect([outcome.playerTotal, outcome.bankerTotal]).toEqual([6, 6]);
    expect(outcome.winner).toBe('tie');
  });
});

describe('baccarat bets', () => {
  it('takes several bets and stakes them', () => {
    expect(engine.stakeOf(allBets)).toBe(600);
  });

  it.each([
    ['no bets', { bets: [] }],
    ['a malformed round', { bets: 'banker' }],
    ['an unknown type', { bets: [{ type: 'dragon', stakeMinor: 100 }] }],
    [
      'the same type twice',
      {
        bets: [
          { type: 'tie', stakeMinor: 100 },
          { type: 'tie', stakeMinor: 100 },
        ],
      },
    ],
    ['a stake in cents', { bets: [{ type: 'banker', stakeMinor: 150 }] }],
    ['a zero stake', { bets: [{ type: 'banker', stakeMinor: 0 }] }],
    ['a negative stake', { bets: [{ type: 'banker', stakeMinor: -100 }] }],
    ['a fractional stake', { bets: [{ type: 'banker', stakeMinor: 100.5 }] }],
    ['a stake over the maximum', { bets: [{ type: 'banker', stakeMinor: 1_000_100 }] }],
    ['not an object', 'banker'],
  ])('refuses %s', (_, input) => {
    expect(() => engine.parseBet(input)).toThrow(BetError);
  });
});

describe('baccarat RTP', () => {
  it('counts every deal of a fresh 8-deck shoe exactly', () => {
    const counts = countCoups();
    expect(counts.deals).toBe(416 * 415 * 414 * 413 * 412 * 411);
    expect(counts.player + counts.banker + counts.tie).toBe(counts.deals);
    // The published 8-deck chances: banker 0.458597, player 0.446247, tie 0.095156.
    expect(counts.banker / counts.deals).toBeCloseTo(0.458597, 6);
    expect(counts.player / counts.deals).toBeCloseTo(0.446247, 6);
    expect(counts.tie / counts.deals).toBeCloseTo(0.095156, 6);
  });

  it('gives the published RTPs per bet', () => {
    const rtps = baccaratRtps();
    expect(rtps.banker).toBeCloseTo(0.9894, 4);
    expect(rtps.player).toBeCloseTo(0.9876, 4);
    expect(rtps.tie).toBeCloseTo(0.8564, 4);
    expect(rtps.playerPair).toBe((12 * 13 * 32 * 31) / (416 * 415));
    expect(engine.declaredRtp).toBe(rtps.banker);
    expect(engine.rtpOf(allBets)).toBeCloseTo(
      (100 * rtps.player + 200 * rtps.banker + 100 * rtps.tie + 200 * rtps.playerPair) / 600,
      12,
    );
  });

  it('measures the exact chances over 100,000 dealt coups within 4 standard errors', () => {
    const counts = countCoups();
    const random = seededRandom('baccarat-monte-carlo');
    const n = 100_000;
    const seen = { player: 0, banker: 0, tie: 0, playerPair: 0 };
    for (let i = 0; i < n; i += 1) {
      const { outcome } = engine.play(allBets, random);
      seen[outcome.winner] += 1;
      if (outcome.playerPair) seen.playerPair += 1;
    }
    const within = (hits: number, p: number) =>
      expect(Math.abs(hits / n - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
    within(seen.banker, counts.banker / counts.deals);
    within(seen.player, counts.player / counts.deals);
    within(seen.tie, counts.tie / counts.deals);
    within(seen.playerPair, (13 * 32 * 31) / (416 * 415));
  });
});
