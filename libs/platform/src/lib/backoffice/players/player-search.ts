import { and, asc, count, desc, eq, ilike, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { players, sites } from '../../db/schema';
import { isPlayerStatus, normaliseAccountId, type PlayerStatus } from '../../players/player-records';
import type { StaffActor } from '../staff/staff-types';

/** A player as the search lists one. */
export interface PlayerSearchRow {
  siteId: number;
  siteKey: string;
  accountId: string;
  fullName: string;
  contactPhone: string;
  contactEmail: string;
  status: PlayerStatus;
  createdAt: Date;
  lastLoginAt: Date | null;
}

export interface PlayerSearchQuery {
  query: string;
  siteId?: number;
  page: number;
  pageSize: number;
}

/** Fewer digits than this match too many phones to be a phone search. */
const MIN_PHONE_DIGITS = 3;

/** The text as a LIKE pattern matching it anywhere, its own %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The digits of a query that reads as a phone number (digits with spaces, dashes, dots, brackets, +). */
function phoneDigits(query: string): string | undefined {
  if (!/^[\d\s\-().+]+$/.test(query)) return undefined;
  const digits = query.replace(/\D/g, '');
  return digits.length >= MIN_PHONE_DIGITS ? digits : undefined;
}

/**
 * Players of the staff member's sites (or the one named, already checked as theirs) whose account id is
 * the query, or whose phone, e-mail or name contains it (case-insensitive); exact account ids first.
 */
export async function searchPlayers(
  db: Db,
  actor: StaffActor,
  search: PlayerSearchQuery,
): Promise<{ rows: PlayerSearchRow[]; total: number }> {
  const siteIds = actor.sites
    .map((site) => site.id)
    .filter((id) => search.siteId === undefined || id === search.siteId);
  if (siteIds.length === 0) return { rows: [], total: 0 };
  const query = search.query.trim();
  const accountId = normaliseAccountId(query);
  const pattern = containsPattern(query);
  const digits = phoneDigits(query);
  const matches: SQL[] = [
    eq(players.accountId, accountId),
    ilike(players.contactEmail, pattern),
    ilike(players.fullName, pattern),
  ];
  // Phones are stored as digits with an optional leading +, so the query's digits match as a part.
  if (digits) matches.push(like(players.contactPhone, `%${digits}%`));
  const where = and(inArray(players.siteId, siteIds), or(...matches));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        siteId: players.siteId,
        siteKey: sites.key,
        accountId: players.accountId,
        fullName: players.fullName,
        contactPhone: players.contactPhone,
        contactEmail: players.contactEmail,
        status: players.status,
        createdAt: players.createdAt,
        lastLoginAt: players.lastLoginAt,
      })
      .from(players)
      .innerJoin(sites, eq(sites.id, players.siteId))
      .where(where)
      .orderBy(desc(sql`${players.accountId} = ${accountId}`), asc(sites.key), asc(players.accountId))
      .limit(search.pageSize)
      .offset((search.page - 1) * search.pageSize),
    db.select({ total: count() }).from(players).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, status: isPlayerStatus(row.status) ? row.status : 'active' })),
    total: counted?.total ?? 0,
  };
}
