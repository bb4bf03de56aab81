import { createBaccaratEngine, type BaccaratEngine } from './baccarat/baccarat-engine';
import { createCrashEngine, type CrashEngine } from './crash/crash-engine';
import type { EngineKind } from './engine-types';
import { createKenoEngine, type KenoEngine } from './keno/keno-engine';
import { createRouletteEngine, type RouletteEngine } from './roulette/roulette-engine';
import { createSlotEngine, type SlotEngine } from './slot/slot-engine';
import { slotGameFor } from './slot/slot-game';

export type StudioEngine = SlotEngine | RouletteEngine | BaccaratEngine | CrashEngine | KenoEngine;

/** The engine a catalogue game plays, and what its page says about it. */
export interface StudioGame {
  engine: StudioEngine;
  kind: EngineKind;
  /** What the game page shows: 'European roulette', 'Baccarat', '5-reel slot · 20 lines', ... */
  label: string;
  /** The game is not of this kind (a fishing game, sic bo, a sportsbook): the engine stands in for it. */
  nearest: boolean;
  /** For a stand-in, what the page tells the player, e.g. 'Plays as keno'. */
  nearestNote?: string;
}

const NEAREST_NOTES: Readonly<Record<EngineKind, string>> = {
  slot: 'Plays as a 5-reel slot',
  roulette: 'Plays as European roulette',
  baccarat: 'Plays as baccarat (punto banco)',
  crash: 'Plays as crash: pick a cash-out multiplier',
  keno: 'Plays as keno',
};

/** Words in a game's name that point to a kind, for categories the studio has no engine of. */
const NAME_HINTS: readonly [EngineKind, RegExp][] = [
  ['roulette', /roulette|wheel|\bcolou?r\b|odd even|big small/],
  ['baccarat', /baccarat|banker|bac bo|dragon.{0,3}tiger|\bniu\b|sabong|cockfight/],
  ['keno', /keno|bingo|lott|\bballs?\b|\bdraw\b|pick \d/],
  ['crash', /crash|limbo|dice|aviator|rocket|\bjet\b|plinko|mines|tower/],
  ['slot', /slot|spins|reels/],
];

/** The nearest kind for a category without an engine: its name's hint, else the category's default. */
const STAND_IN_DEFAULTS: Readonly<Record<string, EngineKind>> = {
  // Hash games bet on odd/even, big/small digits of a hash: even-money roulette bets.
  hashgame: 'roulette',
  // A cockfight is two sides and a draw, as player, banker and tie.
  sabong: 'baccarat',
  // Backing one runner of a field at fixed odds, as on a number of the wheel.
  horseracing: 'roulette',
  // Home, away or draw at fixed odds, as player, banker or tie.
  sportsbook: 'baccarat',
  // Instant multiplier games (plinko, mines, limbo).
  arcade: 'crash',
};

/**
 * The engine kind a catalogue game plays, and whether it only stands in for the game's own kind (the
 * catalogue answer and every launch use this one choice).
 */
export function engineKindFor(gameType: string, gameName: string): { kind: EngineKind; nearest: boolean } {
  const name = gameName.toLowerCase();
  const says = (pattern: RegExp) => pattern.test(name);
  switch (gameType) {
    case 'slots':
    case 'freeplay':
      return { kind: 'slot', nearest: false };
    case 'fish':
      return { kind: 'slot', nearest: true };
    case 'livecasino':
    case 'table':
    case 'poker':
      if (says(/roulette|wheel/)) return { kind: 'roulette', nearest: !says(/roulette/) || says(/american/) };
      return { kind: 'baccarat', nearest: !says(/baccarat|punto banco/) };
    case 'crash':
      return { kind: 'crash', nearest: false };
    case 'lottery':
    case 'bingo':
      return { kind: 'keno', nearest: !says(/keno/) };
    default: {
      const hinted = NAME_HINTS.find(([, pattern]) => says(pattern))?.[0];
      return { kind: hinted ?? STAND_IN_DEFAULTS[gameType] ?? 'slot', nearest: true };
    }
  }
}

// The engines other than slots hold no per-game state: one of each serves every game.
let shared:
  { roulette: RouletteEngine; baccarat: BaccaratEngine; crash: CrashEngine; keno: KenoEngine } | undefined;

function engineOf(kind: EngineKind, gameCode: string, gameName: string): StudioEngine {
  if (kind === 'slot') return createSlotEngine(slotGameFor(gameCode, gameName));
  shared ??= {
    roulette: createRouletteEngine(),
    baccarat: createBaccaratEngine(),
    crash: createCrashEngine(),
    keno: createKenoEngine(),
  };
  return shared[kind];
}

function labelOf(engine: StudioEngine): string {
  switch (engine.kind) {
    case 'slot':
      return `5-reel slot · ${engine.game.paylines.length} lines`;
    case 'roulette':
      return 'European roulette';
    case 'baccarat':
      return 'Baccarat';
    case 'crash':
      return 'Crash';
    case 'keno':
      return 'Keno';
  }
}

/**
 * The engine of any catalogue game, by its category (game type), name and code: slots, free play and
 * fishing play reel slots (each code its own game); live casino, table and poker games play roulette
 * when the name says Roulette or Wheel, else baccarat; crash plays crash; lottery and bingo play keno.
 * Other categories play the nearest engine, from words of the name or the category, and say so.
 */
export function engineFor(gameType: string, gameName: string, gameCode: string): StudioGame {
  const { kind, nearest } = engineKindFor(gameType, gameName);
  const engine = engineOf(kind, gameCode, gameName);
  const game: StudioGame = { engine, kind, label: labelOf(engine), nearest };
  if (nearest) game.nearestNote = NEAREST_NOTES[kind];
  return game;
}
