/** Inside bets name their numbers; dozens and columns a target (1..3); the rest cover fixed halves. */
export type RouletteBetType =
  | 'straight'
  | 'split'
  | 'street'
  | 'corner'
  | 'sixline'
  | 'dozen'
  | 'column'
  | 'red'
  | 'black'
  | 'odd'
  | 'even'
  | 'low'
  | 'high';

export type RouletteColour = 'green' | 'red' | 'black';

export interface RouletteBet {
  type: RouletteBetType;
  /** The pockets the bet covers, ascending (for a dozen, its twelve numbers). */
  numbers: readonly number[];
  /** A dozen's or a column's target, 1..3. */
  target?: number;
  stakeMinor: number;
}

/** A round's bets: `{ bets: [{ type, numbers?, target?, stakeMinor }] }` from the game page. */
export interface RouletteRoundBet {
  bets: readonly RouletteBet[];
}

export interface RouletteBetResult extends RouletteBet {
  /** What this bet pays back, stake included (0 when lost). */
  winMinor: number;
}

export interface RouletteOutcome {
  number: number;
  colour: RouletteColour;
  bets: RouletteBetResult[];
}
