import type { REFERRED_STATUSES } from '@wl/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { numberOf, rowsOf } from '../../db/database-function';

/** Referred players the page lists at most, and settled days it shows. */
export const REFERRED_LISTED = 100;
export const DAYS_LISTED = 30;
/** A referred player with a bet kept this recently is playing. */
export const PLAYING_WINDOW_DAYS = 30;

export type ReferredStatus = (typeof REFERRED_STATUSES)[number];

export interface ReferredPlayer {
  accountId: string;
  joinedAt: Date;
  status: ReferredStatus;
  /** Minor units of the site currency earned from this player so far. */
  commissionMinor: number;
}

export interface ReferralDayRecord {
  /** YYYY-MM-DD in the site time zone. */
  day: string;
  amountMinor: number;
  referredPlayers: number;
}

interface ReferredRow {
  account_id: string;
  created_at: Date | string;
  playing: boolean;
  deposited: boolean;
  commission: unknown;
}

/**
 * The players of the site who signed up with `code` (trimmed, upper-cased, as the settlement compares
 * them; players_site_referrer_code_idx), newest first: playing when they have a bet kept (not rolled back)
 * since `at` less 30 days, else deposited when a deposit was credited to them, else signed up; with the
 * commission they earned the referrer. Another site's player who typed the same code is not among them.
 */
export async function referredPlayers(
  db: Db,
  siteId: number,
  referrerId: number,
  code: string,
  at: Date,
): Promise<ReferredPlayer[]> {
  const since = new Date(at.getTime() - PLAYING_WINDOW_DAYS * 86_400_000);
  const rows = await rowsOf<ReferredRow>(
    db,
    sql`select p.account_id, p.created_at,
               exists (select 1 from wallet_transactions w
                        where w.player_id = p.id and w.kind = 'bet' and w.state = 'done'
                          and w.created_at >= ${since.toISOString()}::timestamptz
                          and w.created_at <= ${at.toISOString()}::timestamptz) as playing,
               exists (select 1 from ledger_transactions t
                        where t.player_id = p.id and t.kind = 'deposit') as deposited,
               coalesce(earned.commission, 0) as commission
          from players p
          -- One pass over the referrer's commission rows (referral_commissions_referrer_idx), not one per player.
          left join (select r.referred_id, sum(r.commission_minor) as commission
                       from referral_commissions r
                      where r.referrer_id = ${referrerId}::integer
                      group by r.referred_id) earned on earned.referred_id = p.id
         where p.site_id = ${siteId}::integer and p.referrer_code is not null
           and upper(btrim(p.referrer_code)) = ${code}::text and p.id <> ${referrerId}::integer
         order by p.created_at desc, p.id desc
         limit ${REFERRED_LISTED}::integer`,
  );
  return rows.map((row) => ({
    accountId: row.account_id,
    joinedAt: new Date(row.created_at),
    status: row.playing ? 'playing' : row.deposited ? 'deposited' : 'signed_up',
    commissionMinor: numberOf(row.commission),
  }));
}

/**
 * The referrer's last settled days that paid, newest first: the day's commission and how many referred
 * players earned some of it (a player whose day was a win counted nothing).
 */
export async function paidDays(db: Db, siteId: number, referrerId: number): Promise<ReferralDayRecord[]> {
  const rows = await rowsOf<{ day: string; amount: unknown; referred: unknown }>(
    db,
    sql`select to_char(r.day, 'YYYY-MM-DD') as day, sum(r.commission_minor) as amount,
               count(*) filter (where r.commission_minor > 0) as referred
          from referral_commissions r
         where r.referrer_id = ${referrerId}::integer and r.site_id = ${siteId}::integer
         group by r.day
        having sum(r.commission_minor) > 0
         order by r.day desc
         limit ${DAYS_LISTED}::integer`,
  );
  return rows.map((row) => ({
    day: row.day,
    amountMinor: numberOf(row.amount),
    referredPlayers: numberOf(row.referred),
  }));
}

/** Every referralCommission posted to the player, in minor units. */
export async function totalCommission(db: Db, playerId: number): Promise<number> {
  const [row] = await rowsOf<{ total: unknown }>(
    db,
    sql`select coalesce(sum(t.amount_minor), 0) as total from ledger_transactions t
         where t.player_id = ${playerId}::integer and t.kind = 'referralCommission'`,
  );
  return numberOf(row?.total ?? 0);
}
