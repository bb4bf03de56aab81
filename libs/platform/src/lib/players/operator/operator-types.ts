import type { Asset, HistoryEntry, HistoryQuery, LedgerService, Posting } from '../ledger';
import type { PlayerRow, PlayerStatus } from '../player-records';
import type { NewPlayer } from '../auth/player-registration';
import type { FavouriteView, VipLevelInput } from '../player-types';
import type { ProtectionOverview } from '../protection/limits-service';
import type { ExclusionRow } from '../protection/protection-records';

export interface InboxMessageInput {
  title: string;
  body: string;
  reward?: { asset: Asset; amountMinor: number };
  expiresAt?: Date | null;
}

/** What the operator command lists of a player. */
export interface PlayerSummary {
  accountId: string;
  fullName: string;
  contactPhone: string;
  contactEmail: string;
  status: PlayerStatus;
  phoneVerified: boolean;
  createdAt: Date;
  lastLoginAt: Date | null;
  gameBalanceMinor: number;
  /** Bonus money of a promotion in progress, apart from the game balance. */
  bonusGameMinor: number;
  tokens: number;
  frozenTokens: number;
}

export interface OutboxMessage {
  id: number;
  siteKey: string;
  phone: string;
  text: string;
  createdAt: Date;
}

export interface PurgeResult {
  sessions: number;
  codes: number;
  rateLimits: number;
  /** Sign-in attempts older than the security policy keeps them. */
  signInAttempts: number;
}

/** A player's protection as the operator sees it: the player's own overview and every exclusion. */
export interface ProtectionReport {
  overview: ProtectionOverview;
  /** Every time-out and self-exclusion, newest first. */
  exclusions: ExclusionRow[];
}

/**
 * The back office: what the operator command (and later the back-office calls) do to a site's players,
 * and the seed's way to create players with history. Never reachable from a player's call.
 */
export interface OperatorServices {
  /** Balances and history, and posting by kind (seed data; operator adjustments go through credit/debit). */
  ledger: LedgerService;
  listPlayers(siteKey: string): Promise<PlayerSummary[]>;
  credit(
    siteKey: string,
    accountId: string,
    amountMinor: number,
    reason: string,
    idempotencyKey: string,
  ): Promise<Posting>;
  debit(
    siteKey: string,
    accountId: string,
    amountMinor: number,
    reason: string,
    idempotencyKey: string,
  ): Promise<Posting>;
  history(siteKey: string, accountId: string, query?: HistoryQuery): Promise<HistoryEntry[]>;
  readOutbox(siteKey?: string, limit?: number): Promise<OutboxMessage[]>;
  setPlayerStatus(siteKey: string, accountId: string, status: PlayerStatus): Promise<void>;
  setVipLevels(siteKey: string, levels: VipLevelInput[]): Promise<void>;
  sendInboxMessage(siteKey: string, accountId: string, message: InboxMessageInput): Promise<number>;
  /** Deletes dead sessions, used-up codes, old rate-limit counters and old sign-in attempts. */
  purgeExpired(): Promise<PurgeResult>;
  /** A player's limits, pending changes, exclusions and the history of changes (read only). */
  playerProtection(siteKey: string, accountId: string): Promise<ProtectionReport>;

  // Seed data and tests.
  /** Creates a player without the sign-up call's rate limits and session. */
  createPlayer(siteKey: string, input: NewPlayer): Promise<PlayerRow>;
  findPlayer(siteKey: string, accountId: string): Promise<PlayerRow | undefined>;
  addFavouriteFor(
    siteKey: string,
    accountId: string,
    providerCode: string,
    gameCode: string,
  ): Promise<FavouriteView>;
}
