import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { ledgerErrors } from '../player-errors';
import { LedgerAccounts } from './ledger-accounts';
import {
  isAsset,
  isLedgerKind,
  LEDGER_KINDS,
  type Asset,
  type LedgerKind,
  type Pocket,
} from './ledger-kinds';
import type {
  HistoryEntry,
  HistoryQuery,
  LedgerService,
  PlayerBalances,
  PostByKind,
  Posting,
  PostingInput,
  PostingRequest,
} from './ledger-types';

const MAX_KEY_LENGTH = 200;
const MAX_REASON_LENGTH = 500;
const MAX_HISTORY = 500;

function checkRequest(request: PostingRequest): void {
  if (!isLedgerKind(request.kind)) throw new Error(`unknown ledger kind ${String(request.kind)}`);
  const rule = LEDGER_KINDS[request.kind];
  if (!isAsset(request.asset) || !(rule.assets as readonly Asset[]).includes(request.asset)) {
    throw ledgerErrors.invalidAsset();
  }
  if (!Number.isSafeInteger(request.amountMinor) || request.amountMinor <= 0)
    throw ledgerErrors.invalidAmount();
  const key = request.idempotencyKey;
  if (typeof key !== 'string' || key.trim() === '' || key.length > MAX_KEY_LENGTH) {
    throw ledgerErrors.invalidIdempotencyKey();
  }
  if ((request.reason ?? '').length > MAX_REASON_LENGTH) throw ledgerErrors.reasonTooLong();
}

/** The stored posting of a key, with the player's available balance after it. */
async function findPosting(db: Db, siteId: number, idempotencyKey: string): Promise<Posting | undefined> {
  const [row] = await db
    .select({ transaction: ledgerTransactions, availableAfter: ledgerEntries.balanceAfterMinor })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(
      ledgerAccounts,
      and(
        eq(ledgerAccounts.id, ledgerEntries.accountId),
        eq(ledgerAccounts.playerId, ledgerTransactions.playerId),
        eq(ledgerAccounts.pocket, 'available'),
      ),
    )
    .where(and(eq(ledgerTransactions.siteId, siteId), eq(ledgerTransactions.idempotencyKey, idempotencyKey)))
    .limit(1);
  if (!row) return undefined;
  const t = row.transaction;
  return {
    transactionId: t.id,
    siteId: t.siteId,
    playerId: t.playerId,
    kind: t.kind as LedgerKind,
    asset: t.asset as Asset,
    amountMinor: t.amountMinor,
    idempotencyKey: t.idempotencyKey,
    reason: t.reason,
    createdAt: t.createdAt,
    availableAfterMinor: row.availableAfter ?? 0,
    replayed: true,
  };
}

/** The first answer again, when the retry asks for the same posting; a different one is refused. */
function replay(earlier: Posting, request: PostingRequest): Posting {
  const same =
    earlier.playerId === request.playerId &&
    earlier.kind === request.kind &&
    earlier.asset === request.asset &&
    earlier.amountMinor === request.amountMinor;
  if (!same) throw ledgerErrors.idempotencyConflict();
  return { ...earlier, replayed: true };
}

/**
 * The double-entry ledger. A posting moves a positive amount between two accounts of one asset and
 * writes two entries summing to zero. The player's pockets are locked (SELECT ... FOR UPDATE) inside
 * the transaction before the idempotency key is looked up and the balance checked, so concurrent
 * postings to one player run one after the other: no double spending, no key applied twice.
 */
export function createLedgerService(db: Db, clock: () => Date): LedgerService {
  const accounts = new LedgerAccounts(db);

  async function postWithin(tx: Db, request: PostingRequest, fromId: number, toId: number): Promise<Posting> {
    const rule = LEDGER_KINDS[request.kind];
    const lockIds = [
      'player' in rule.from ? fromId : undefined,
      'player' in rule.to ? toId : undefined,
    ].filter((id): id is number => id !== undefined);
    const locked = await tx
      .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balanceMinor })
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.id, lockIds))
      .orderBy(asc(ledgerAccounts.id))
      .for('update');
    const balanceOf = new Map(locked.map((row) => [row.id, row.balance]));

    const earlier = await findPosting(tx, request.siteId, request.idempotencyKey);
    if (earlier) return replay(earlier, request);

    const amount = request.amountMinor;
    const fromBefore = balanceOf.get(fromId);
    const toBefore = balanceOf.get(toId);
    const fromAfter = fromBefore === undefined ? null : fromBefore - amount;
    const toAfter = toBefore === undefined ? null : toBefore + amount;
    if (fromAfter !== null && fromAfter < 0) throw ledgerErrors.insufficientFunds();
    if (toAfter !== null && !Number.isSafeInteger(toAfter)) throw ledgerErrors.balanceTooLarge();

    const [transaction] = await tx
      .insert(ledgerTransactions)
      .values({
        siteId: request.siteId,
        playerId: request.playerId,
        kind: request.kind,
        asset: request.asset,
        amountMinor: amount,
        idempotencyKey: request.idempotencyKey,
        reason: request.reason ?? '',
        createdAt: clock(),
      })
      .returning();
    if (!transaction) throw new Error('ledger transaction not stored');
    for (const [id, after] of [
      [fromId, fromAfter],
      [toId, toAfter],
    ] as const) {
      if (after !== null)
        await tx.update(ledgerAccounts).set({ balanceMinor: after }).where(eq(ledgerAccounts.id, id));
    }
    await tx.insert(ledgerEntries).values([
      {
        transactionId: transaction.id,
        accountId: fromId,
        amountMinor: -amount,
        balanceAfterMinor: fromAfter,
      },
      { transactionId: transaction.id, accountId: toId, amountMinor: amount, balanceAfterMinor: toAfter },
    ]);
    const fromIsAvailable = 'player' in rule.from && rule.from.player === 'available';
    return {
      transactionId: transaction.id,
      siteId: transaction.siteId,
      playerId: transaction.playerId,
      kind: request.kind,
      asset: request.asset,
      amountMinor: amount,
      idempotencyKey: transaction.idempotencyKey,
      reason: transaction.reason,
      createdAt: transaction.createdAt,
      availableAfterMinor: (fromIsAvailable ? fromAfter : toAfter) ?? 0,
      replayed: false,
    };
  }

  async function post(request: PostingRequest): Promise<Posting> {
    checkRequest(request);
    const rule = LEDGER_KINDS[request.kind];
    const { siteId, playerId, asset } = request;
    const fromId = await accounts.idOf(siteId, playerId, asset, rule.from);
    const toId = await accounts.idOf(siteId, playerId, asset, rule.to);
    try {
      return await db.transaction((tx) => postWithin(tx, request, fromId, toId));
    } catch (error) {
      // The same key was being posted for another player's accounts at the same moment.
      if (!isUniqueViolation(error)) throw error;
      const earlier = await findPosting(db, siteId, request.idempotencyKey);
      if (!earlier) throw error;
      return replay(earlier, request);
    }
  }

  /** A posting inside the caller's transaction: a replayed key answers the first posting, as post() does. */
  async function postIn(tx: Db, found: Map<string, number>, request: PostingRequest): Promise<Posting> {
    checkRequest(request);
    const rule = LEDGER_KINDS[request.kind];
    const { siteId, playerId, asset } = request;
    const fromId = await accounts.idOf(siteId, playerId, asset, rule.from, tx, found);
    const toId = await accounts.idOf(siteId, playerId, asset, rule.to, tx, found);
    return postWithin(tx, request, fromId, toId);
  }

  const byKind = (send: (request: PostingRequest) => Promise<Posting>): PostByKind => {
    const of =
      (kind: LedgerKind) =>
      (input: PostingInput): Promise<Posting> =>
        send({ ...input, kind });
    // Written out so that a new kind in LEDGER_KINDS fails to compile until it has its function here.
    return {
      deposit: of('deposit'),
      withdrawal: of('withdrawal'),
      bet: of('bet'),
      win: of('win'),
      refund: of('refund'),
      reward: of('reward'),
      credit: of('credit'),
      debit: of('debit'),
      tokenFreeze: of('tokenFreeze'),
      tokenRelease: of('tokenRelease'),
    };
  };

  return {
    post: byKind(post),

    async transaction(work) {
      const found = new Map<string, number>();
      const result = await db.transaction((tx) =>
        work({
          db: tx,
          post: byKind((request) => postIn(tx, found, request)),
          async lockPlayer(siteId, playerId, asset) {
            const id = await accounts.idOf(siteId, playerId, asset, { player: 'available' }, tx, found);
            const [row] = await tx
              .select({ balance: ledgerAccounts.balanceMinor })
              .from(ledgerAccounts)
              .where(eq(ledgerAccounts.id, id))
              .for('update');
            return row?.balance ?? 0;
          },
        }),
      );
      accounts.keep(found);
      return result;
    },

    async balance(playerId) {
      const rows = await db
        .select({
          asset: ledgerAccounts.asset,
          pocket: ledgerAccounts.pocket,
          balance: ledgerAccounts.balanceMinor,
        })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.playerId, playerId));
      const of = (asset: Asset, pocket: Pocket) =>
        rows.find((r) => r.asset === asset && r.pocket === pocket)?.balance ?? 0;
      const balances: PlayerBalances = {
        gameMinor: of('game', 'available'),
        tokens: of('token', 'available'),
        frozenTokens: of('token', 'frozen'),
      };
      return balances;
    },

    async siteBalances(siteId) {
      const rows = await db
        .select({
          playerId: ledgerAccounts.playerId,
          asset: ledgerAccounts.asset,
          pocket: ledgerAccounts.pocket,
          balance: ledgerAccounts.balanceMinor,
        })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.siteId, siteId));
      const balances = new Map<number, PlayerBalances>();
      for (const row of rows) {
        if (row.playerId === null) continue;
        const of = balances.get(row.playerId) ?? { gameMinor: 0, tokens: 0, frozenTokens: 0 };
        if (row.asset === 'game' && row.pocket === 'available') of.gameMinor = row.balance;
        else if (row.asset === 'token' && row.pocket === 'available') of.tokens = row.balance;
        else if (row.asset === 'token' && row.pocket === 'frozen') of.frozenTokens = row.balance;
        balances.set(row.playerId, of);
      }
      return balances;
    },

    async history(playerId, query: HistoryQuery = {}) {
      const limit = Math.min(Math.max(1, query.limit ?? 50), MAX_HISTORY);
      const rows = await db
        .select({
          transaction: ledgerTransactions,
          pocket: ledgerAccounts.pocket,
          amount: ledgerEntries.amountMinor,
          balanceAfter: ledgerEntries.balanceAfterMinor,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(
          and(
            eq(ledgerAccounts.playerId, playerId),
            query.asset ? eq(ledgerAccounts.asset, query.asset) : undefined,
            query.beforeTransactionId === undefined
              ? undefined
              : lt(ledgerTransactions.id, query.beforeTransactionId),
          ),
        )
        .orderBy(desc(ledgerTransactions.id), desc(ledgerEntries.id))
        .limit(limit);
      return rows.map((row): HistoryEntry => ({
        transactionId: row.transaction.id,
        kind: row.transaction.kind as LedgerKind,
        asset: row.transaction.asset as Asset,
        pocket: row.pocket as Pocket,
        amountMinor: row.amount,
        balanceAfterMinor: row.balanceAfter ?? 0,
        reason: row.transaction.reason,
        idempotencyKey: row.transaction.idempotencyKey,
        createdAt: row.transaction.createdAt,
      }));
    },

    async totals(playerId, asset) {
      const rows = await db
        .select({
          kind: ledgerTransactions.kind,
          total: sql<number>`coalesce(sum(${ledgerTransactions.amountMinor}), 0)`.mapWith(Number),
        })
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.playerId, playerId), eq(ledgerTransactions.asset, asset)))
        .groupBy(ledgerTransactions.kind);
      const totals: Partial<Record<LedgerKind, number>> = {};
      for (const row of rows) if (isLedgerKind(row.kind)) totals[row.kind] = row.total;
      return totals;
    },
  };
}
