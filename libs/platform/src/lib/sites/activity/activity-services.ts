import { and, desc, eq, sql, sum, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { currencyDigits, toMajor } from '@wl/money';
import { ACTIVITY_KINDS, siteActivity, sites } from '../../db/schema';
import { validateInput } from '../validate-input';
import type { ActivityInput, ActivityKind, FeedEntry, SiteActivityServices, Winner } from './activity-types';
import { maskAccountId } from './mask-account';

const FEED_LENGTH = 10;
const HOUR_MS = 60 * 60 * 1000;
const ACTIVE_WINDOW_MS = 30 * 24 * HOUR_MS;

const activityInput = z.object({
  kind: z.enum(ACTIVITY_KINDS),
  accountId: z.string().trim().min(1).max(100),
  amountMinor: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  providerCode: z.string().max(40).optional(),
  gameName: z.string().max(100).optional(),
  occurredAt: z.date().optional(),
});

export function createActivityServices(db: Db, clock: () => Date): SiteActivityServices {
  /** Amounts are kept in minor units of the site's currency; the feeds carry major units (the money rule). */
  async function majorUnitsOf(siteId: number): Promise<(minor: number) => number> {
    const [site] = await db.select({ currency: sites.currency }).from(sites).where(eq(sites.id, siteId));
    const digits = currencyDigits(site?.currency ?? '');
    return (minor) => toMajor(minor, digits);
  }

  async function feed(siteId: number, kind: 'deposit' | 'withdrawal', order: 'latest' | 'largest') {
    const toUnits = await majorUnitsOf(siteId);
    const rows = await db
      .select()
      .from(siteActivity)
      .where(and(eq(siteActivity.siteId, siteId), eq(siteActivity.kind, kind)))
      .orderBy(
        ...(order === 'latest'
          ? [desc(siteActivity.occurredAt), desc(siteActivity.id)]
          : [desc(siteActivity.amountMinor), desc(siteActivity.occurredAt)]),
      )
      .limit(FEED_LENGTH);
    return rows.map((r): FeedEntry => ({
      account_id: maskAccountId(r.accountId),
      amount: toUnits(r.amountMinor),
      created_at: r.occurredAt.toISOString(),
    }));
  }

  async function recordAll(siteId: number, activities: ActivityInput[]): Promise<void> {
    const valid = validateInput(z.array(activityInput).max(10_000), activities, 'invalidActivity');
    if (valid.length === 0) return;
    const recordedAt = clock();
    await db.insert(siteActivity).values(
      valid.map((a) => ({
        siteId,
        kind: a.kind,
        accountId: a.accountId,
        amountMinor: a.amountMinor,
        providerCode: a.providerCode ?? null,
        gameName: a.gameName ?? null,
        occurredAt: a.occurredAt ?? recordedAt,
      })),
    );
  }

  return {
    record: (siteId, activity) => recordAll(siteId, [activity]),
    recordAll,

    async recentTransactions(siteId) {
      const [deposits, withdrawals] = await Promise.all([
        feed(siteId, 'deposit', 'latest'),
        feed(siteId, 'withdrawal', 'latest'),
      ]);
      return { deposits, withdrawals };
    },

    async winnersAndWithdrawals(siteId) {
      const now = clock().getTime();
      const toUnits = await majorUnitsOf(siteId);
      const since = (ms: number) =>
        sql`${siteActivity.occurredAt} >= ${new Date(now - ms).toISOString()}::timestamptz`;
      const accountsWhere = (condition: SQL) =>
        sql<string>`count(distinct ${siteActivity.accountId}) filter (where ${condition})`;
      const ofKind = (kind: ActivityKind) => sql`${siteActivity.kind} = ${kind}`;
      const [winRows, withdrawals, [stats]] = await Promise.all([
        db
          .select()
          .from(siteActivity)
          .where(and(eq(siteActivity.siteId, siteId), eq(siteActivity.kind, 'win')))
          .orderBy(desc(siteActivity.amountMinor), desc(siteActivity.occurredAt))
          .limit(FEED_LENGTH),
        feed(siteId, 'withdrawal', 'largest'),
        db
          .select({
            withdrawn: sum(sql`case when ${ofKind('withdrawal')} then ${siteActivity.amountMinor} end`),
            lastHour: sql<string>`count(*) filter (where ${ofKind('withdrawal')} and ${since(HOUR_MS)})`,
            winners: accountsWhere(ofKind('win')),
            registered: accountsWhere(ofKind('register')),
            deposited: accountsWhere(ofKind('deposit')),
            active: accountsWhere(since(ACTIVE_WINDOW_MS)),
          })
          .from(siteActivity)
          .where(eq(siteActivity.siteId, siteId)),
      ]);
      const winners = winRows.map((r): Winner => ({
        account_id: maskAccountId(r.accountId),
        amount: toUnits(r.amountMinor),
        game_name: r.gameName ?? '',
        provider_code: r.providerCode ?? '',
        won_at: r.occurredAt.toISOString(),
      }));
      return {
        winners,
        withdrawals,
        stats: {
          withrawal: toUnits(Number(stats?.withdrawn ?? 0)),
          winner: Number(stats?.winners ?? 0),
          hour_withdrawal: Number(stats?.lastHour ?? 0),
          registered_player: Number(stats?.registered ?? 0),
          active_player: Number(stats?.active ?? 0),
          deposited_player: Number(stats?.deposited ?? 0),
        },
      };
    },
  };
}
