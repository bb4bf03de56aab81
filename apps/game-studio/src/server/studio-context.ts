import type { RandomSource } from '../engines';
import type { GameSetup } from './game-setup';
import type { SessionGame, SessionStore } from './sessions';
import type { WalletClient } from './wallet-client';

/** What the routes share: the sessions, a wallet client per provider code, the games and the randomness. */
export interface StudioContext {
  sessions: SessionStore;
  /** The wallet client of a provider code, or undefined when the studio has no secret for it. */
  walletFor(provider: string): WalletClient | undefined;
  /** Whether the studio serves that provider code (it has its secret). */
  serves(provider: string): boolean;
  gameSetupFor(game: SessionGame): GameSetup;
  /** The engines' crypto random source: every outcome is drawn from it. */
  random: RandomSource;
  /** How long a round's answer waits for its win to be credited. */
  waitForWinMs: number;
}
