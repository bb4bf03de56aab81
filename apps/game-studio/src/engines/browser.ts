/**
 * The studio's engines without the crypto random source: plain TypeScript, no Node or DOM API, so that
 * the game pages may import their config and types too. The server imports `./index`.
 */
export { BetError } from './engine-types';
export type { Engine, EngineKind, RandomSource, RoundResult } from './engine-types';
export { CHIP_LEVELS_MINOR, MAX_STAKE_MINOR, WHOLE_UNIT_MINOR } from './bet-input';
export { engineFor, engineKindFor } from './engine-for';
export { hashString, seededRandom } from './seeded-random';
export type { StudioEngine, StudioGame } from './engine-for';

export { createSlotEngine } from './slot/slot-engine';
export type { SlotEngine } from './slot/slot-engine';
export { PAYLINES } from './slot/paylines';
export { SLOT_MODELS } from './slot/slot-models';
export { SLOT_THEMES } from './slot/slot-themes';
export { buildSlotGame, modelFor, slotGameFor } from './slot/slot-game';
export { slotRtp } from './slot/slot-rtp';
export type { SlotRtp } from './slot/slot-rtp';
export type {
  LinePays,
  SlotBet,
  SlotGame,
  SlotLineWin,
  SlotMaths,
  SlotModel,
  SlotOutcome,
  SlotSymbol,
  SymbolRole,
} from './slot/slot-types';

export { createRouletteEngine, ROULETTE_RTP } from './roulette/roulette-engine';
export type { RouletteEngine } from './roulette/roulette-engine';
export { MAX_ROULETTE_BETS } from './roulette/roulette-bets';
export { colourOf, POCKETS } from './roulette/roulette-table';
export type {
  RouletteBet,
  RouletteBetResult,
  RouletteBetType,
  RouletteColour,
  RouletteOutcome,
  RouletteRoundBet,
} from './roulette/roulette-types';

export { createBaccaratEngine } from './baccarat/baccarat-engine';
export type { BaccaratEngine } from './baccarat/baccarat-engine';
export { baccaratRtps, BACCARAT_RETURN_HUNDREDTHS } from './baccarat/baccarat-rtp';
export type {
  BaccaratBet,
  BaccaratBetType,
  BaccaratOutcome,
  BaccaratRoundBet,
  BaccaratWinner,
  Card,
} from './baccarat/baccarat-types';

export { createCrashEngine } from './crash/crash-engine';
export type { CrashEngine } from './crash/crash-engine';
export { CRASH_RTP_HUNDREDTHS, MAX_TARGET_HUNDREDTHS, MIN_TARGET_HUNDREDTHS } from './crash/crash-maths';
export type { CrashBet, CrashOutcome } from './crash/crash-types';

export { createKenoEngine } from './keno/keno-engine';
export type { KenoEngine } from './keno/keno-engine';
export { kenoRtp } from './keno/keno-maths';
export { KENO_DRAWN, KENO_NUMBERS, KENO_PAYTABLE, MAX_PICKS } from './keno/keno-paytable';
export type { KenoBet, KenoOutcome } from './keno/keno-types';
