import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
import { numberOf, raisedRefusal, rowsOf } from '../../db/database-function';
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

/** A row of the database's ledger_post (migration 0007). */
interface PostingRow {
  transaction_id: unknown;
  player_id: number;
  kind: string;
  asset: string;
  amount_minor: unknown;
  idempotency_key: string;
  reason: string;
  created_at: Date | string;
  available_after_minor: unknown;
  replayed: boolean;
}

const postingOf = (siteId: number, row: PostingRow): Posting => ({
  transactionId: numberOf(row.transaction_id),
  siteId,
  playerId: row.player_id,
  kind: row.kind as LedgerKind,
  asset: row.asset as Asset,
  amountMinor: numberOf(row.amount_minor),
  idempotencyKey: row.idempotency_key,
  reason: row.reason,
  createdAt: new Date(row.created_at),
  availableAfterMinor: numberOf(row.available_after_minor ?? 0),
  replayed: row.replayed,
});

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
 * writes two entries summing to zero, in one statement: the database's ledger_post (migration 0007)
 * locks the player's pockets, looks the idempotency key up, checks the balance and writes, so
 * concurrent postings to one player run one after the other: no double spending, no key applied twice.
 */
export function createLedgerService(db: Db, clock: () => Date): LedgerService {
  const accounts = new LedgerAccounts(db);

  async function post(request: PostingRequest): Promise<Posting> {
    checkRequest(request);
    const rule = LEDGER_KINDS[request.kind];
    const { siteId, playerId, asset } = request;
    const fromId = await accounts.idOf(siteId, playerId, asset, rule.from);
    const toId = await accounts.idOf(siteId, playerId, asset, rule.to);
    const call = () =>
      rowsOf<PostingRow>(
        db,
        sql`select * from ledger_post(${siteId}::integer, ${playerId}::integer, ${request.kind}::text,
          ${asset}::text, ${request.amountMinor}::bigint, ${request.idempotencyKey}::text,
          ${request.reason ?? ''}::text, ${fromId}::integer, ${'player' in rule.from}::boolean,
          ${toId}::integer, ${'player' in rule.to}::boolean, ${clock().toISOString()}::timestamptz)`,
      );
    let rows: PostingRow[];
    try {
      rows = await call();
    } catch (error) {
      const refusal = raisedRefusal(error, 'ledger');
      if (refusal?.key === 'insufficientFunds') throw ledgerErrors.insufficientFunds();
      if (refusal?.key === 'balanceTooLarge') throw ledgerErrors.balanceTooLarge();
      // The same key was being posted for another player's accounts at the same moment: asked again,
      // the posting that won answers.
      if (!isUniqueViolation(error)) throw error;
      rows = await call();
    }
    const [row] = rows;
    if (!row) throw new Error('ledger_post answered no row');
    const posting = postingOf(siteId, row);
    return posting.replayed ? replay(posting, request) : posting;
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
      winCorrection: of('winCorrection'),
      refund: of('refund'),
      reward: of('reward'),
      credit: of('credit'),
      debit: of('debit'),
      tokenFreeze: of('tokenFreeze'),
      tokenRelease: of('tokenRelease'),
      tokenStake: of('tokenStake'),
      tokenEarn: of('tokenEarn'),
      minigamePrize: of('minigamePrize'),
      missionReward: of('missionReward'),
      leaderboardPrize: of('leaderboardPrize'),
      referralCommission: of('referralCommission'),
      bonusGrant: of('bonusGrant'),
      bonusRelease: of('bonusRelease'),
      bonusForfeit: of('bonusForfeit'),
      withdrawalHold: of('withdrawalHold'),
      withdrawalRelease: of('withdrawalRelease'),
      withdrawalPayout: of('withdrawalPayout'),
    };
  };

  return {
    post: byKind(post),

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
        heldGameMinor: of('game', 'frozen'),
        bonusGameMinor: of('game', 'bonus'),
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
        const of = balances.get(row.playerId) ?? {
          gameMinor: 0,
          heldGameMinor: 0,
          bonusGameMinor: 0,
          tokens: 0,
          frozenTokens: 0,
        };
        if (row.asset === 'game' && row.pocket === 'available') of.gameMinor = row.balance;
        else if (row.asset === 'game' && row.pocket === 'frozen') of.heldGameMinor = row.balance;
        else if (row.asset === 'game' && row.pocket === 'bonus') of.bonusGameMinor = row.balance;
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
