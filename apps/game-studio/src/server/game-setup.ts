import {
  BACCARAT_RETURN_HUNDREDTHS,
  type Engine,
  type EngineKind,
  KENO_DRAWN,
  KENO_NUMBERS,
  KENO_PAYTABLE,
  MAX_PICKS,
  MAX_TARGET_HUNDREDTHS,
  MIN_TARGET_HUNDREDTHS,
  type StudioEngine,
  engineFor,
} from '../engines';
import type { GameInfo } from '../studio-api';
import { currencyDigits } from './currencies';
import type { SessionGame } from './sessions';

/** A game as the studio serves it: the engine that plays its rounds and what its page draws. */
export interface GameSetup {
  kind: EngineKind;
  engine: Engine<unknown, unknown>;
  /** GameInfo without the currency's digits, which depend on the session. */
  info: Omit<GameInfo, 'digits'>;
}

/** What the page needs besides the engine's kind: a slot's symbols and paytable, keno's paytable, ... */
function extrasOf(engine: StudioEngine): Partial<GameInfo> {
  switch (engine.kind) {
    case 'slot': {
      const { game } = engine;
      return {
        slot: {
          symbols: game.symbols,
          reels: game.reels,
          paylines: game.paylines,
          pays: game.pays,
          scatterPays: game.scatterPays,
          modelName: game.modelName,
          volatility: game.volatility,
        },
      };
    }
    case 'keno':
      return {
        keno: { paytable: KENO_PAYTABLE, maxPicks: MAX_PICKS, numbers: KENO_NUMBERS, drawn: KENO_DRAWN },
      };
    case 'baccarat':
      return { baccarat: { returnsHundredths: BACCARAT_RETURN_HUNDREDTHS } };
    case 'crash':
      return { crash: { minTarget: MIN_TARGET_HUNDREDTHS / 100, maxTarget: MAX_TARGET_HUNDREDTHS / 100 } };
    case 'roulette':
      return {};
  }
}

// A slot game is built from its code (strips, glyphs): kept, so that each round does not rebuild it.
const MAX_KEPT = 2_000;
const kept = new Map<string, GameSetup>();

/** The engine and page description of a catalogue game, by its type, name and code. */
export function gameSetupFor(game: SessionGame): GameSetup {
  const key = `${game.type}\u0000${game.name}\u0000${game.code}`;
  const known = kept.get(key);
  if (known) return known;
  const chosen = engineFor(game.type, game.name, game.code);
  const setup: GameSetup = {
    kind: chosen.kind,
    engine: chosen.engine as Engine<unknown, unknown>,
    info: {
      code: game.code,
      name: game.name,
      type: game.type,
      kind: chosen.kind,
      label: chosen.label,
      note: chosen.nearestNote,
      declaredRtp: chosen.engine.declaredRtp,
      stakeLevelsMinor: chosen.engine.stakeLevelsMinor,
      ...extrasOf(chosen.engine),
    },
  };
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(key, setup);
  return setup;
}

/** The page's GameInfo for a session in a currency. */
export function gameInfoFor(game: SessionGame, currency: string): GameInfo {
  return { ...gameSetupFor(game).info, digits: currencyDigits(currency) };
}
