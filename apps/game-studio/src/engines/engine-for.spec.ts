import { engineFor } from './engine-for';
import type { Engine } from './engine-types';
import { cryptoRandom } from './random-source';

describe('engineFor', () => {
  it.each([
    ['slots', 'Golden Empire', 'slot', false],
    ['freeplay', 'Practice Spins', 'slot', false],
    ['fish', 'Ocean King', 'slot', true],
    ['livecasino', 'Lightning Roulette', 'roulette', false],
    ['livecasino', 'Mega Wheel', 'roulette', true],
    ['table', 'American Roulette', 'roulette', true],
    ['livecasino', 'Speed Baccarat', 'baccarat', false],
    ['table', 'Blackjack', 'baccarat', true],
    ['poker', 'Texas Hold’em', 'baccarat', true],
    ['crash', 'Aviator', 'crash', false],
    ['lottery', 'Keno', 'keno', false],
    ['lottery', 'Mark Six', 'keno', true],
    ['bingo', 'Lucky Bingo', 'keno', true],
    ['hashgame', 'Hash Baccarat', 'baccarat', true],
    ['hashgame', 'Hash Dice', 'crash', true],
    ['hashgame', 'Hash Odd Even', 'roulette', true],
    ['hashgame', 'Hash Lucky Tail', 'roulette', true],
    ['sabong', 'Derby Cockfight', 'baccarat', true],
    ['horseracing', 'Royal Derby', 'roulette', true],
    ['sportsbook', 'Virtual Football', 'baccarat', true],
    ['arcade', 'Keno Rush', 'keno', true],
    ['arcade', 'Plinko', 'crash', true],
    ['arcade', 'Wheel of Luck', 'roulette', true],
    ['something-new', 'Mystery Game', 'slot', true],
  ])('plays %s “%s” as %s (stand-in: %s)', (gameType, gameName, kind, nearest) => {
    const game = engineFor(gameType, gameName, 'XX001');
    expect([game.kind, game.engine.kind, game.nearest]).toEqual([kind, kind, nearest]);
    expect(game.nearestNote === undefined).toBe(!nearest);
    if (nearest) expect(game.nearestNote).toMatch(/^Plays as /);
  });

  it('labels the games for their page', () => {
    expect(engineFor('table', 'European Roulette', 'KM002').label).toBe('European roulette');
    expect(engineFor('livecasino', 'Golden Baccarat', 'EVO003').label).toBe('Baccarat');
    expect(engineFor('crash', 'Jet Rush', 'SPB002').label).toBe('Crash');
    expect(engineFor('lottery', 'Keno', 'JDB001').label).toBe('Keno');
    expect(engineFor('bingo', 'Calaca Bingo', 'KM005').nearestNote).toBe('Plays as keno');
    expect(engineFor('slots', 'Lucky Koi', 'JL002').label).toMatch(/^5-reel slot · \d+ lines$/);
  });

  it('gives every slot code its own game', () => {
    const a = engineFor('slots', 'Lucky Koi', 'JL002').engine;
    const b = engineFor('slots', 'Lucky Koi', 'JL003').engine;
    if (a.kind !== 'slot' || b.kind !== 'slot') throw new Error('not slots');
    expect(a.game.code).toBe('JL002');
    expect(a.game.reels).not.toEqual(b.game.reels);
  });

  it.each([
    ['slots', 'Mega Riches', (levels: readonly number[]) => ({ stakeMinor: levels[0] })],
    ['table', 'European Roulette', () => ({ bets: [{ type: 'red', stakeMinor: 100 }] })],
    ['livecasino', 'Speed Baccarat', () => ({ bets: [{ type: 'banker', stakeMinor: 100 }] })],
    ['crash', 'Aviator', () => ({ stakeMinor: 100, target: 1.5 })],
    ['lottery', 'Keno', () => ({ picks: [1, 2, 3], stakeMinor: 100 })],
  ])('plays a %s round through the kind-blind Engine interface', (gameType, gameName, betFor) => {
    // The studio's server sees only Engine<unknown, unknown>: each engine must fit it.
    const engine: Engine<unknown, unknown> = engineFor(gameType, gameName, 'XX009').engine;
    const bet = engine.parseBet(betFor(engine.stakeLevelsMinor));
    const stake = engine.stakeOf(bet);
    expect(stake).toBeGreaterThan(0);
    expect(engine.rtpOf(bet)).toBeGreaterThan(0.9);
    const { outcome, winMinor } = engine.play(bet, cryptoRandom());
    expect(Number.isInteger(winMinor) && winMinor >= 0).toBe(true);
    // Outcomes go to the game page as JSON.
    expect(JSON.parse(JSON.stringify(outcome))).toEqual(outcome);
  });
});

describe('engineFor hints', () => {
  it.each([
    ['sportsbook', 'Virtual Basketball', 'baccarat'],
    ['arcade', 'Lucky Ball', 'keno'],
    ['arcade', 'Color Game', 'roulette'],
    ['hashgame', 'Hash Niu Niu', 'baccarat'],
  ])('reads words, not parts of words: %s “%s” plays %s', (gameType, gameName, kind) => {
    expect(engineFor(gameType, gameName, 'XX002').kind).toBe(kind);
  });
});
