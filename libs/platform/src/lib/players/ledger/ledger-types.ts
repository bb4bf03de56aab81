import type { Asset, LedgerKind, Pocket } from './ledger-kinds';

export interface PostingRequest {
  siteId: number;
  playerId: number;
  kind: LedgerKind;
  asset: Asset;
  /** Positive, in minor units; the kind says which way it moves. */
  amountMinor: number;
  /** Unique per site: a retry with the same key gets the first answer and posts nothing. */
  idempotencyKey: string;
  reason?: string;
}

export interface Posting {
  transactionId: number;
  siteId: number;
  playerId: number;
  kind: LedgerKind;
  asset: Asset;
  amountMinor: number;
  idempotencyKey: string;
  reason: string;
  createdAt: Date;
  /** The player's available balance of the asset right after this posting. */
  availableAfterMinor: number;
  /** True when this answer is the stored one of an earlier request with the same key. */
  replayed: boolean;
}

export interface PlayerBalances {
  gameMinor: number;
  tokens: number;
  frozenTokens: number;
}

/** One change of one of the player's pockets, newest first in a history. */
export interface HistoryEntry {
  transactionId: number;
  kind: LedgerKind;
  asset: Asset;
  pocket: Pocket;
  /** Signed: positive adds to the pocket. */
  amountMinor: number;
  balanceAfterMinor: number;
  reason: string;
  idempotencyKey: string;
  createdAt: Date;
}

export interface HistoryQuery {
  asset?: Asset;
  /** Only entries of transactions older than this one (paging). */
  beforeTransactionId?: number;
  limit?: number;
}

export interface LedgerService {
  post(request: PostingRequest): Promise<Posting>;
  balance(playerId: number): Promise<PlayerBalances>;
  history(playerId: number, query?: HistoryQuery): Promise<HistoryEntry[]>;
  /** The player's lifetime total of each kind and asset (deposits and turnover feed VIP progress). */
  totals(playerId: number, asset: Asset): Promise<Partial<Record<LedgerKind, number>>>;
}
