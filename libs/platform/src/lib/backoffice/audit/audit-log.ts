import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { staffAccounts, staffAuditLog } from '../../db/schema';

export type AuditOutcome = 'ok' | 'refused';

/** A record's state as an entry keeps it (before, after): plain fields, never a secret. */
export type AuditSnapshot = Record<string, unknown>;

/** What an entry is about. */
export interface AuditDetails {
  targetKind?: string | null;
  targetId?: string | null;
  siteId?: number | null;
  before?: AuditSnapshot | null;
  after?: AuditSnapshot | null;
}

/** Where a call came from: the client address and user agent as client-context.ts derives them. */
export interface AuditOrigin {
  address: string;
  userAgent: string;
}

export interface AuditEntryInput extends AuditDetails, AuditOrigin {
  staffId: number | null;
  action: string;
  outcome: AuditOutcome;
  reason?: string | null;
}

export interface AuditFilter {
  staffId?: number;
  action?: string;
  siteId?: number;
  from?: Date;
  to?: Date;
  page: number;
  pageSize: number;
}

export type AuditRow = typeof staffAuditLog.$inferSelect & { staffEmail: string | null };

/** The staff audit log: appended to, listed; never changed (the database refuses it). */
export class AuditLog {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  /** Appends one entry, in the caller's transaction when one is given. */
  async append(entry: AuditEntryInput, db: Db = this.db): Promise<void> {
    await db.insert(staffAuditLog).values({
      at: this.clock(),
      staffId: entry.staffId,
      clientAddress: entry.address,
      userAgent: entry.userAgent,
      action: entry.action,
      targetKind: entry.targetKind ?? null,
      targetId: entry.targetId ?? null,
      siteId: entry.siteId ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
      outcome: entry.outcome,
      reason: entry.reason ?? null,
    });
  }

  /** The entries matching, newest first, one page of them, and how many match in all. */
  async list(filter: AuditFilter): Promise<{ rows: AuditRow[]; total: number }> {
    const conditions: SQL[] = [];
    if (filter.staffId !== undefined) conditions.push(eq(staffAuditLog.staffId, filter.staffId));
    if (filter.action !== undefined) conditions.push(eq(staffAuditLog.action, filter.action));
    if (filter.siteId !== undefined) conditions.push(eq(staffAuditLog.siteId, filter.siteId));
    if (filter.from !== undefined) conditions.push(gte(staffAuditLog.at, filter.from));
    if (filter.to !== undefined) conditions.push(lt(staffAuditLog.at, filter.to));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ entry: staffAuditLog, staffEmail: staffAccounts.email })
        .from(staffAuditLog)
        .leftJoin(staffAccounts, eq(staffAccounts.id, staffAuditLog.staffId))
        .where(where)
        .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize),
      this.db.select({ n: count() }).from(staffAuditLog).where(where),
    ]);
    return {
      rows: rows.map(({ entry, staffEmail }) => ({ ...entry, staffEmail })),
      total: total?.n ?? 0,
    };
  }
}
