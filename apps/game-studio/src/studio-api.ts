/**
 * The JSON between a game page and the studio's server (not the platform's wallet protocol): the
 * launch the page is served with, its session, its rounds and the errors. Types only: the page's
 * bundle and the server both read them.
 */
import type { EngineKind } from './engines/browser';

/** The launch parameters the page is served with (docs/wallet-protocol.md, Launch). */
export interface Launch {
  provider: string;
  token?: string;
  game: string;
  type: string;
  name: string;
  currency: string;
  lang: string;
  mode: 'real' | 'fun';
  /** The site's lobby and deposit pages (absolute http(s) URLs), when the site gave them. */
  lobby?: string;
  cashier?: string;
}

export interface SlotSymbolInfo {
  id: string;
  role: 'wild' | 'scatter' | 'high' | 'low';
  name: string;
  glyph: string;
}

/** A slot's look and paytable: what the reels and the paytable view draw. */
export interface SlotInfo {
  symbols: readonly SlotSymbolInfo[];
  /** One strip of symbol ids per reel; the reels show 3 rows from each stop. */
  reels: readonly (readonly string[])[];
  /** Per payline, the row (0 top .. 2 bottom) on each reel. */
  paylines: readonly (readonly number[])[];
  /** Pays for 3, 4 and 5 on a line, in line bets. */
  pays: Readonly<Record<string, readonly number[]>>;
  /** Pays for scatters anywhere, by count, in total stakes. */
  scatterPays: Readonly<Record<string, number>>;
  modelName: string;
  volatility: string;
}

/** What the page needs to draw its game. */
export interface GameInfo {
  code: string;
  name: string;
  type: string;
  kind: EngineKind;
  /** The engine's name for the player ('European Roulette', '5-reel slot'). */
  label: string;
  /** Set when the engine is the nearest substitute for the game (a crash engine for an aviator game). */
  note?: string;
  declaredRtp: number;
  /** Stakes (slots) or chip values (other games) offered, in minor units, ascending. */
  stakeLevelsMinor: readonly number[];
  /** Decimal places of the currency's minor unit. */
  digits: number;
  slot?: SlotInfo;
  /** Keno: what a ticket returns by pick count and hits, in hundredths of the stake (380 is 3.8×). */
  keno?: {
    paytable: Readonly<Record<string, readonly number[]>>;
    maxPicks: number;
    numbers: number;
    drawn: number;
  };
  /** Baccarat: what each bet returns when it wins, stake included, in hundredths (195 is 1.95×). */
  baccarat?: { returnsHundredths: Readonly<Record<string, number>> };
  /** Crash: the auto cash-out multipliers accepted. */
  crash?: { minTarget: number; maxTarget: number };
}

/**
 * Free rounds the platform granted the player in this game (real mode, slot games only): each is played
 * with `{ free: true }` at `stakeMinor`, and takes nothing from the balance.
 */
export interface FreeRoundsInfo {
  /** Rounds left, at least 1. */
  left: number;
  /** The stake each free round is played at, in minor units: one of the game's stake levels. */
  stakeMinor: number;
  /** ISO 8601: rounds left after this time are gone. */
  expiresAt: string;
}

export interface SessionAnswer {
  session: string;
  mode: 'real' | 'fun';
  balance: number;
  currency: string;
  game: GameInfo;
  /** Null when there are none (always in fun mode and in games other than slots). */
  freeRounds: FreeRoundsInfo | null;
}

/** What the page sends to play a round; `free: true` plays one of the free rounds (the bet's stake is
 * then ignored: the round is played at the free rounds' stake). */
export interface RoundRequest {
  session: string;
  bet: unknown;
  free?: boolean;
}

export interface RoundAnswer<Outcome = unknown> {
  roundId: string;
  outcome: Outcome;
  stakeMinor: number;
  winMinor: number;
  /** The balance after the round, in minor units, as the platform last answered. */
  balance: number;
  /** The win is still being credited: `balance` does not hold it yet. */
  pending?: boolean;
  message?: string;
  /** A free round: nothing was staked from the balance (`stakeMinor` is the stake it was played at). */
  free?: true;
  /** After a free round: the free rounds now, their count left (null after the last one). */
  freeRounds?: FreeRoundsInfo | null;
}

export interface BalanceAnswer {
  balance: number;
  currency: string;
  freeRounds: FreeRoundsInfo | null;
}

/** Every refusal of the studio's API. */
export interface ApiError {
  error: string;
  message: string;
  balance?: number;
  /** The session is over: the page stops playing and asks the player to launch again. */
  sessionEnded?: boolean;
}
