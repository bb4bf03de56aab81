import { currencyDigits } from '@wl/money';
import { and, asc, count, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { gameProviders, gameRounds, players, sites } from '../../db/schema';
import type { PlayServices } from '../../play/play-types';
import type { AuditTrail } from '../audit/audit-trail';
import type { StaffActor } from '../staff/staff-types';
import { moneyErrors } from './money-errors';
import { siteIdsOf } from './withdrawal-queue';

const MINUTE_MS = 60_000;

/** A round a provider left open, as the back office lists it. */
export interface OpenRoundView {
  siteId: number;
  siteKey: string;
  accountId: string;
  providerCode: string;
  providerName: string;
  roundId: string;
  gameCode: string;
  gameName: string;
  stakeMinor: number;
  currency: string;
  startedAt: Date;
}

/** Still waiting for a result: open, nothing paid, a stake (or a free round) not given back. */
const waiting = () =>
  and(
    eq(gameRounds.status, 'open'),
    eq(gameRounds.paid, false),
    or(gt(sql`${gameRounds.betMinor} - ${gameRounds.refundMinor}`, 0), gt(gameRounds.freeBets, 0)),
  );

/**
 * The rounds of the staff member's sites (or the one named) that took a bet and had no win and no end
 * for at least `olderThanMinutes`, oldest first.
 */
export async function openRounds(
  db: Db,
  clock: () => Date,
  actor: StaffActor,
  filter: { siteId?: number; olderThanMinutes: number; page: number; pageSize: number },
): Promise<{ rows: OpenRoundView[]; total: number }> {
  const siteIds = siteIdsOf(actor, filter.siteId);
  if (siteIds.length === 0) return { rows: [], total: 0 };
  const startedBy = new Date(clock().getTime() - filter.olderThanMinutes * MINUTE_MS);
  const where = and(inArray(gameRounds.siteId, siteIds), waiting(), lte(gameRounds.startedAt, startedBy));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        siteId: gameRounds.siteId,
        siteKey: sites.key,
        accountId: players.accountId,
        providerCode: gameRounds.providerCode,
        providerName: gameProviders.name,
        roundId: gameRounds.roundId,
        gameCode: gameRounds.gameCode,
        gameName: gameRounds.gameName,
        betMinor: gameRounds.betMinor,
        refundMinor: gameRounds.refundMinor,
        currency: sites.currency,
        startedAt: gameRounds.startedAt,
      })
      .from(gameRounds)
      .innerJoin(sites, eq(sites.id, gameRounds.siteId))
      .innerJoin(players, eq(players.id, gameRounds.playerId))
      .innerJoin(gameProviders, eq(gameProviders.code, gameRounds.providerCode))
      .where(where)
      .orderBy(asc(gameRounds.startedAt), asc(gameRounds.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(gameRounds).where(where),
  ]);
  return {
    rows: rows.map(({ betMinor, refundMinor, ...row }) => ({ ...row, stakeMinor: betMinor - refundMinor })),
    total: Number(counted?.n ?? 0),
  };
}

/** The round's state as the audit log records it before and after a close. */
function roundState(round: typeof gameRounds.$inferSelect) {
  return {
    status: round.status,
    bet_minor: round.betMinor,
    win_minor: round.winMinor,
    refund_minor: round.refundMinor,
    free_bets: round.freeBets,
  };
}

async function findRoundOn(db: Db, siteIds: number[], providerCode: string, roundId: string) {
  if (siteIds.length === 0) return undefined;
  const [found] = await db
    .select({ round: gameRounds, currency: sites.currency })
    .from(gameRounds)
    .innerJoin(sites, eq(sites.id, gameRounds.siteId))
    .where(
      and(
        eq(gameRounds.providerCode, providerCode),
        eq(gameRounds.roundId, roundId),
        inArray(gameRounds.siteId, siteIds),
      ),
    )
    .limit(1);
  return found;
}

export interface CloseRoundOutcome {
  outcome: 'closed' | 'alreadyClosed';
  refundedBets: number;
  refundedMinor: number;
  currency: string;
  digits: number;
}

/**
 * Closes a round of one of the staff member's sites through the platform's own close (its bets rolled
 * back through the seamless wallet, each under an id made from the bet's, so a second close refunds
 * nothing again), then records the round before and after. The refunds commit in the wallet's own
 * transactions; the audit entry is written with the round's final state, read in its transaction.
 */
export async function closeOpenRound(
  db: Db,
  play: Pick<PlayServices, 'closeRound'>,
  actor: StaffActor,
  providerCode: string,
  roundId: string,
  trail: AuditTrail,
): Promise<CloseRoundOutcome> {
  const siteIds = siteIdsOf(actor);
  const before = await findRoundOn(db, siteIds, providerCode, roundId);
  if (!before) throw moneyErrors.roundNotFound();
  const { round, currency } = before;
  trail.about({ targetKind: 'round', targetId: `${providerCode}:${roundId}`, siteId: round.siteId });
  const digits = currencyDigits(currency);
  // Closed already (by the provider, or by an earlier close): nothing to refund, nothing changes.
  if (round.status === 'closed')
    return { outcome: 'alreadyClosed', refundedBets: 0, refundedMinor: 0, currency, digits };
  const refunded = await play.closeRound(providerCode, roundId);
  await db.transaction(async (tx) => {
    const after = await findRoundOn(tx, siteIds, providerCode, roundId);
    await trail.ok(tx, {
      before: roundState(round),
      after: {
        ...(after ? roundState(after.round) : {}),
        refunded_bets: refunded.refundedBets,
        refunded_minor: refunded.refundedMinor,
      },
    });
  });
  return {
    outcome: 'closed',
    refundedBets: refunded.refundedBets,
    refundedMinor: refunded.refundedMinor,
    currency,
    digits,
  };
}
