export type BaccaratBetType = 'player' | 'banker' | 'tie' | 'playerPair' | 'bankerPair';

export type CardRank = 'A' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | 'J' | 'Q' | 'K';
export type CardSuit = '♠' | '♥' | '♦' | '♣';

export interface Card {
  rank: CardRank;
  suit: CardSuit;
  /** Its baccarat value: ace 1, two to nine their pips, tens and faces 0. */
  value: number;
}

export interface BaccaratBet {
  type: BaccaratBetType;
  stakeMinor: number;
}

/** A round's bets: `{ bets: [{ type, stakeMinor }] }`, each type at most once. */
export interface BaccaratRoundBet {
  bets: readonly BaccaratBet[];
}

export type BaccaratWinner = 'player' | 'banker' | 'tie';

export interface BaccaratOutcome {
  /** The player's and the banker's cards in the order dealt (two, or three with a third card). */
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
  /** The first two cards of a hand share a rank. */
  playerPair: boolean;
  bankerPair: boolean;
  /** Each bet with what it pays back, stake included (0 when lost; the stake on a tie for player or banker). */
  bets: (BaccaratBet & { winMinor: number })[];
}
