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
  /** Held for withdrawals waiting for their decision (not playable, not withdrawable again). */
  heldGameMinor: number;
  /** Bonus money of a promotion, kept apart until its wagering is met (not playable, not withdrawable). */
  bonusGameMinor: number;
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

/** A posting of one kind: everything but the kind, which the posting function is named for. */
export type PostingInput = Omit<PostingRequest, 'kind'>;

/**
 * One function per kind of posting (`post.reward(...)`, `post.credit(...)`): a balance changes only
 * through a function named for why it changes, never through a posting of any kind.
 */
export type PostByKind = { readonly [K in LedgerKind]: (input: PostingInput) => Promise<Posting> };

export interface LedgerService {
  post: PostByKind;
  balance(playerId: number): Promise<PlayerBalances>;
  /** The balances of every player of a site who has any (the operator's list). */
  siteBalances(siteId: number): Promise<Map<number, PlayerBalances>>;
  history(playerId: number, query?: HistoryQuery): Promise<HistoryEntry[]>;
  /** The player's lifetime total of each kind and asset (deposits and turnover feed VIP progress). */
  totals(playerId: number, asset: Asset): Promise<Partial<Record<LedgerKind, number>>>;
}
