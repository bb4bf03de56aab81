/** What a symbol does: wilds substitute on lines, scatters pay anywhere, high and low pay on lines. */
export type SymbolRole = 'wild' | 'scatter' | 'high' | 'low';

/** Pays for 3, 4 and 5 of a kind on a line, as multiples of the line bet. */
export type LinePays = readonly [three: number, four: number, five: number];

/**
 * The maths a slot needs: symbols, reel strips, paylines and pays. A model and every game made from it
 * share this shape; the analytic RTP and the engine read nothing else.
 */
export interface SlotMaths {
  /** Symbol ids and roles, highest paying first. */
  symbols: readonly { id: string; role: SymbolRole }[];
  /** One strip of symbol ids per reel (5 reels); a reel shows 3 consecutive positions, wrapping. */
  reels: readonly (readonly string[])[];
  /** Per payline, the row (0 top .. 2 bottom) it crosses on each reel. */
  paylines: readonly (readonly number[])[];
  /** Line pays of every high, low and wild symbol. */
  pays: Readonly<Record<string, LinePays>>;
  /** Pays for scatters anywhere on the grid, by count, as multiples of the total stake. */
  scatterPays: Readonly<Record<number, number>>;
}

/** A hand-designed math model, from which every slot game of the catalogue is made. */
export interface SlotModel extends SlotMaths {
  code: string;
  name: string;
  volatility: 'low' | 'medium' | 'high';
  /** The line bets offered; the stakes are these times the number of paylines. */
  lineBetLevelsMinor: readonly number[];
}

export interface SlotSymbol {
  id: string;
  role: SymbolRole;
  /** The game's own name and glyph (an emoji or a short text) for this symbol. */
  name: string;
  glyph: string;
}

/** One catalogue game: its model's maths with its own symbols and its own order of the reel strips. */
export interface SlotGame extends SlotMaths {
  code: string;
  name: string;
  /** The model's code and name ('lines20', '20 lines'). */
  model: string;
  modelName: string;
  volatility: SlotModel['volatility'];
  symbols: readonly SlotSymbol[];
  /** Every stake the game accepts (line bet × paylines), ascending, in minor units. */
  stakeLevelsMinor: readonly number[];
  /** The exact RTP of the game (the model's: reordering a strip keeps it). */
  rtp: number;
}

/** A slot bet: one of the game's stake levels, spread evenly over all its paylines. */
export interface SlotBet {
  stakeMinor: number;
  lineBetMinor: number;
}

export interface SlotLineWin {
  /** The payline's index in the game's paylines. */
  line: number;
  /** The symbol paid (a wild when the wilds alone pay more). */
  symbol: string;
  /** How many reels from the left it covers (3 to 5). */
  count: number;
  winMinor: number;
}

export interface SlotOutcome {
  /** Each reel's stop: the strip position shown on the top row. */
  stops: number[];
  /** The symbols shown, grid[reel][row], 5 reels × 3 rows. */
  grid: string[][];
  lineWins: SlotLineWin[];
  scatterCount: number;
  scatterWinMinor: number;
  totalWinMinor: number;
}
