import { countsOf } from './reel-strips';
import { checkSlotMaths } from './slot-check';
import { createSlotEngine } from './slot-engine';
import { buildSlotGame, modelFor, slotGameFor, themeFor } from './slot-game';
import { SLOT_MODELS } from './slot-models';
import { slotRtp } from './slot-rtp';

const sameCounts = (a: readonly string[], b: readonly string[]) =>
  [...countsOf(a).entries()].sort().join() === [...countsOf(b).entries()].sort().join();

describe('slotGameFor', () => {
  const codes = Array.from({ length: 60 }, (_, i) => `JL${String(i + 1).padStart(3, '0')}`);

  it('gives a code the same game every time', () => {
    expect(slotGameFor('JL007', 'Golden Tiger')).toEqual(slotGameFor('JL007', 'Golden Tiger'));
  });

  it('spreads the catalogue over every model', () => {
    const models = new Set(codes.map((code) => modelFor(code).code));
    expect(models).toEqual(new Set(SLOT_MODELS.map((m) => m.code)));
  });

  it.each(SLOT_MODELS.map((model) => [model.code, model] as const))(
    '%s: every game has its own strips, with the model composition and exactly its RTP',
    (_, model) => {
      const games = ['PG001', 'PG002', 'PG003'].map((code) => buildSlotGame(model, code, 'Mega Koi'));
      expect(new Set(games.map((g) => JSON.stringify(g.reels))).size).toBe(3);
      const exact = slotRtp(model);
      for (const game of games) {
        expect(checkSlotMaths(game)).toEqual([]);
        game.reels.forEach((strip, reel) => {
          expect(strip).not.toEqual(model.reels[reel]);
          expect(sameCounts(strip, model.reels[reel] ?? [])).toBe(true);
        });
        // Not close: the same whole numbers of ways.
        const own = slotRtp(game);
        expect([own.lineWays, own.scatterWays]).toEqual([exact.lineWays, exact.scatterWays]);
        expect(game.rtp).toBe(exact.rtp);
        expect(game.stakeLevelsMinor).toEqual(model.lineBetLevelsMinor.map((b) => b * model.paylines.length));
      }
    },
  );

  it('draws each game its own glyphs from the theme its name calls for', () => {
    expect(themeFor('JL001', 'Panda Koi').code).toBe('orient');
    expect(themeFor('JL001', 'Pharaoh Temple').code).toBe('egypt');
    expect(['candy', 'cosmic']).toContain(themeFor('JL002', 'Candy Rush').code);
    expect(themeFor('FC003', 'Ocean King').code).toBe('ocean');

    const looks = codes.map((code) => {
      const game = slotGameFor(code, 'Lucky Dragon');
      const glyphs = game.symbols.map((s) => s.glyph);
      expect(new Set(glyphs).size).toBe(glyphs.length);
      expect(game.symbols.map((s) => [s.id, s.role])).toEqual(
        modelFor(code).symbols.map((s) => [s.id, s.role]),
      );
      return glyphs.join(' ');
    });
    // One theme, but the high and low symbols differ from game to game.
    expect(new Set(looks).size).toBeGreaterThan(codes.length / 2);
  });

  it('plays a catalogue game with its own symbols', () => {
    const game = slotGameFor('JL042', 'Neon Storm');
    const engine = createSlotEngine(game);
    const ids = new Set(game.symbols.map((s) => s.id));
    const { outcome } = engine.play(engine.parseBet({ stakeMinor: game.stakeLevelsMinor[0] }), {
      int: (max) => max - 1,
    });
    expect(outcome.grid.flat().every((id) => ids.has(id))).toBe(true);
  });
});
