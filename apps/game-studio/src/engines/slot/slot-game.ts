import { hashString, seededRandom, shuffled } from '../seeded-random';
import { SLOT_MODELS } from './slot-models';
import { slotRtp } from './slot-rtp';
import { SLOT_THEMES, type Glyph, type SlotTheme } from './slot-themes';
import type { SlotGame, SlotModel, SlotSymbol } from './slot-types';

const rtpOfModel = new Map<string, number>();

/** A model's exact RTP, counted once per model (a game's reordered strips have the same). */
export function modelRtp(model: SlotModel): number {
  let rtp = rtpOfModel.get(model.code);
  if (rtp === undefined) {
    rtp = slotRtp(model).rtp;
    rtpOfModel.set(model.code, rtp);
  }
  return rtp;
}

/** The model a game code plays: a hash of the code picks one, so a game keeps its maths. */
export function modelFor(gameCode: string): SlotModel {
  return SLOT_MODELS[hashString(`model:${gameCode}`) % SLOT_MODELS.length] as SlotModel;
}

/**
 * The theme of a game: among the themes its name's words call for (all of them when none does), the
 * one a hash of the game code picks.
 */
export function themeFor(gameCode: string, gameName: string): SlotTheme {
  const words = gameName.toLowerCase().split(/[^a-z]+/);
  const called = SLOT_THEMES.filter((theme) => theme.keywords.some((k) => words.includes(k)));
  const pool = called.length > 0 ? called : SLOT_THEMES;
  return pool[hashString(`theme:${gameCode}`) % pool.length] as SlotTheme;
}

/**
 * A game's own strips: on each reel, the symbols other than the scatter are dealt anew among their
 * positions and the strip is turned to a new start. A reel keeps its composition, which is all a line
 * sees, and its scatters keep their spacing, which is all the scatter pays see: the RTP is unchanged.
 */
function reorderedReels(model: SlotModel, gameCode: string): string[][] {
  const random = seededRandom(`reels:${gameCode}`);
  const scatter = model.symbols.find((s) => s.role === 'scatter')?.id;
  return model.reels.map((strip) => {
    const free = strip.flatMap((id, at) => (id === scatter ? [] : [at]));
    const dealt = shuffled(
      free.map((at) => strip[at] as string),
      random,
    );
    const reordered = [...strip];
    free.forEach((at, i) => {
      reordered[at] = dealt[i] as string;
    });
    const start = random.int(strip.length);
    return [...reordered.slice(start), ...reordered.slice(0, start)];
  });
}

/** The game's symbols: the model's ids and roles with glyphs drawn from the theme's pools. */
function themedSymbols(model: SlotModel, theme: SlotTheme, gameCode: string): SlotSymbol[] {
  const random = seededRandom(`glyphs:${gameCode}`);
  const pools: Record<'high' | 'low', Glyph[]> = {
    high: shuffled(theme.high, random),
    low: shuffled(theme.low, random),
  };
  const taken = { high: 0, low: 0 };
  return model.symbols.map(({ id, role }) => {
    let glyph: Glyph;
    if (role === 'wild') glyph = theme.wild;
    else if (role === 'scatter') glyph = theme.scatter;
    else {
      const pool = pools[role];
      glyph = pool[taken[role]++ % pool.length] as Glyph;
    }
    return { id, role, name: glyph[0], glyph: glyph[1] };
  });
}

/** One game of a given model, with the look and the strip order its code and name give it. */
export function buildSlotGame(model: SlotModel, gameCode: string, gameName: string): SlotGame {
  const lines = model.paylines.length;
  return {
    code: gameCode,
    name: gameName,
    model: model.code,
    modelName: model.name,
    volatility: model.volatility,
    symbols: themedSymbols(model, themeFor(gameCode, gameName), gameCode),
    reels: reorderedReels(model, gameCode),
    paylines: model.paylines,
    pays: model.pays,
    scatterPays: model.scatterPays,
    stakeLevelsMinor: model.lineBetLevelsMinor.map((lineBet) => lineBet * lines),
    rtp: modelRtp(model),
  };
}

/** Every catalogue code's own slot game: its model, its symbols and its strip order. */
export function slotGameFor(gameCode: string, gameName: string): SlotGame {
  return buildSlotGame(modelFor(gameCode), gameCode, gameName);
}
