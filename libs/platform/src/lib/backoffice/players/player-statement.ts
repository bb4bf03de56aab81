import type { HistoryEntry, LedgerService } from '../../players/ledger';

/** One change of one of the player's pockets. */
export type StatementLine = Omit<HistoryEntry, 'idempotencyKey'>;

/** A page of the statement, and the transaction to page on from (older), if there is more. */
export interface StatementPage {
  rows: StatementLine[];
  nextBefore: number | null;
}

/** The most entries one posting writes to one player's pockets (from one pocket to another). */
const ENTRIES_PER_POSTING = 2;

/**
 * A player's statement, newest first, a page of transactions at a time before a transaction id: every
 * change of every pocket, read from the ledger's history. A page never splits a posting's two entries
 * (a freeze moves between two of the player's own pockets), so paging on from the last one misses none.
 */
export async function playerStatement(
  ledger: LedgerService,
  playerId: number,
  pageSize: number,
  beforeTransactionId?: number,
): Promise<StatementPage> {
  const entries = await ledger.history(playerId, {
    limit: pageSize + ENTRIES_PER_POSTING,
    ...(beforeTransactionId === undefined ? {} : { beforeTransactionId }),
  });
  if (entries.length <= pageSize) return { rows: entries.map(lineOf), nextBefore: null };
  const last = entries[pageSize - 1]?.transactionId;
  const rows = entries.filter((entry, index) => index < pageSize || entry.transactionId === last);
  // Every entry read belongs to this page and fewer were read than asked: nothing older is left.
  const more = rows.length < entries.length || entries.length === pageSize + ENTRIES_PER_POSTING;
  return { rows: rows.map(lineOf), nextBefore: more ? (last ?? null) : null };
}

function lineOf(entry: HistoryEntry): StatementLine {
  return {
    transactionId: entry.transactionId,
    kind: entry.kind,
    asset: entry.asset,
    pocket: entry.pocket,
    amountMinor: entry.amountMinor,
    balanceAfterMinor: entry.balanceAfterMinor,
    reason: entry.reason,
    createdAt: entry.createdAt,
  };
}
