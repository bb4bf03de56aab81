import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sites, staffAccounts, staffSites } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { checkEmail, checkFullName, checkNewPassword } from '../../players/auth/account-rules';
import { hashPassword, verifyPassword } from '../../players/auth/password-hasher';
import { playerErrors } from '../../players/player-errors';
import type { AuditTrail } from '../audit/audit-trail';
import { staffErrors } from '../backoffice-errors';
import type { StaffChallenges } from './staff-challenges';
import { normaliseEmail, siteIdsOf, staffSnapshot, staffViews, type StaffRow } from './staff-records';
import type { StaffSessions } from './staff-sessions';
import { STAFF_POLICY } from './staff-policy';
import type { StaffChange, StaffInput, StaffMemberView } from './staff-types';

/** A staff member made, and the initial password when the platform made it (shown once). */
export interface CreatedStaff {
  staff: StaffMemberView;
  initialPassword: string | null;
}

/**
 * The owner's management of staff (and the operator command's): create, change role and sites, disable,
 * end sessions, reset the authenticator. Each change and its audit entry commit in one transaction.
 */
export class StaffAccounts {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
    private readonly sessions: StaffSessions,
    private readonly challenges: StaffChallenges,
  ) {}

  async list(): Promise<StaffMemberView[]> {
    const rows = await this.db.select().from(staffAccounts).orderBy(asc(staffAccounts.email));
    return staffViews(this.db, rows, this.clock());
  }

  async byEmail(email: string): Promise<StaffRow | undefined> {
    const [row] = await this.db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.email, normaliseEmail(email)))
      .limit(1);
    return row;
  }

  async view(staffId: number, db: Db = this.db): Promise<StaffMemberView> {
    const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, staffId)).limit(1);
    if (!row) throw staffErrors.notFound();
    const [view] = await staffViews(db, [row], this.clock());
    if (!view) throw staffErrors.notFound();
    return view;
  }

  /**
   * A new staff member: the e-mail and name checked as a player's are, the password against the common
   * list (or one made), the sites known. They enrol their authenticator at their first sign-in.
   */
  async create(input: StaffInput, trail: AuditTrail): Promise<CreatedStaff> {
    const email = normaliseEmail(input.email);
    trail.about({ targetKind: 'staff', targetId: email });
    if (checkEmail(email) === '') throw playerErrors.invalidEmail();
    const displayName = checkFullName(input.displayName);
    const made = input.password === undefined ? newInitialPassword() : null;
    const password = checkNewPassword(input.password ?? made ?? '', email);
    const siteIds = input.role === 'owner' ? [] : [...new Set(input.siteIds)];
    await this.checkSitesExist(siteIds);
    const passwordHash = await hashPassword(password);
    const now = this.clock();
    try {
      const id = await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(staffAccounts)
          // Someone else chose or was shown this password: the member replaces it before anything else.
          .values({
            email,
            displayName,
            passwordHash,
            role: input.role,
            passwordChangeRequired: true,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!row) throw new Error('staff member not stored');
        if (siteIds.length > 0) {
          await tx.insert(staffSites).values(siteIds.map((siteId) => ({ staffId: row.id, siteId })));
        }
        await trail.ok(tx, { targetId: String(row.id), after: staffSnapshot(row, siteIds) });
        return row.id;
      });
      return { staff: await this.view(id), initialPassword: made };
    } catch (error) {
      if (isUniqueViolation(error)) throw staffErrors.exists();
      throw error;
    }
  }

  /** A new role, new sites, or both; the last enabled owner keeps the owner role. */
  async update(staffId: number, change: StaffChange, trail: AuditTrail): Promise<StaffMemberView> {
    trail.about({ targetKind: 'staff', targetId: String(staffId) });
    if (change.siteIds) await this.checkSitesExist(change.siteIds);
    await this.db.transaction(async (tx) => {
      const row = await lockedStaff(tx, staffId);
      const siteIdsBefore = await siteIdsOf(tx, staffId);
      trail.about({ before: staffSnapshot(row, siteIdsBefore) });
      const role = change.role ?? row.role;
      if (row.role === 'owner' && role !== 'owner' && !row.disabled) await keepAnOwner(tx, staffId);
      // An owner touches every site: a list given to one is not kept.
      const siteIds = role === 'owner' ? [] : [...new Set(change.siteIds ?? siteIdsBefore)];
      const [updated] = await tx
        .update(staffAccounts)
        .set({ role, updatedAt: this.clock() })
        .where(eq(staffAccounts.id, staffId))
        .returning();
      if (!updated) throw staffErrors.notFound();
      await tx.delete(staffSites).where(eq(staffSites.staffId, staffId));
      if (siteIds.length > 0) {
        await tx.insert(staffSites).values(siteIds.map((siteId) => ({ staffId, siteId })));
      }
      await trail.ok(tx, { after: staffSnapshot(updated, siteIds) });
    });
    return this.view(staffId);
  }

  /** Disables a staff member: every session and open sign-in of theirs ends in the same transaction. */
  async disable(
    staffId: number,
    trail: AuditTrail,
  ): Promise<{ staff: StaffMemberView; endedSessions: number }> {
    trail.about({ targetKind: 'staff', targetId: String(staffId) });
    const endedSessions = await this.db.transaction(async (tx) => {
      const row = await lockedStaff(tx, staffId);
      const siteIds = await siteIdsOf(tx, staffId);
      trail.about({ before: staffSnapshot(row, siteIds) });
      if (row.role === 'owner' && !row.disabled) await keepAnOwner(tx, staffId);
      const [updated] = await tx
        .update(staffAccounts)
        .set({ disabled: true, updatedAt: this.clock() })
        .where(eq(staffAccounts.id, staffId))
        .returning();
      if (!updated) throw staffErrors.notFound();
      const ended = await this.sessions.revokeAll(staffId, tx);
      await this.challenges.dropAll(staffId, tx);
      await trail.ok(tx, { after: { ...staffSnapshot(updated, siteIds), ended_sessions: ended } });
      return ended;
    });
    return { staff: await this.view(staffId), endedSessions };
  }

  /** Enables a disabled staff member again; they sign in as before (their authenticator is kept). */
  async enable(staffId: number, trail: AuditTrail): Promise<StaffMemberView> {
    trail.about({ targetKind: 'staff', targetId: String(staffId) });
    await this.db.transaction(async (tx) => {
      const row = await lockedStaff(tx, staffId);
      const siteIds = await siteIdsOf(tx, staffId);
      const [updated] = await tx
        .update(staffAccounts)
        .set({ disabled: false, updatedAt: this.clock() })
        .where(eq(staffAccounts.id, staffId))
        .returning();
      if (!updated) throw staffErrors.notFound();
      await trail.ok(tx, { before: staffSnapshot(row, siteIds), after: staffSnapshot(updated, siteIds) });
    });
    return this.view(staffId);
  }

  /**
   * A staff member's own new password: the current one must be right (a session left open on a desk is
   * not enough), the new one passes the players' rules and differs. Their other sessions end; this one
   * stays, and any required change is done.
   */
  async changeOwnPassword(
    actor: { staffId: number; sessionId: number },
    current: string,
    next: string,
    trail: AuditTrail,
  ): Promise<number> {
    trail.about({ targetKind: 'staff', targetId: String(actor.staffId) });
    const [row] = await this.db.select().from(staffAccounts).where(eq(staffAccounts.id, actor.staffId));
    if (!row) throw staffErrors.notFound();
    if (!(await verifyPassword(current, row.passwordHash))) {
      trail.because('wrongPassword');
      throw staffErrors.invalidCredentials();
    }
    const password = checkNewPassword(next, row.email);
    if (password === current) throw staffErrors.passwordUnchanged();
    const passwordHash = await hashPassword(password);
    return this.db.transaction(async (tx) => {
      await lockedStaff(tx, actor.staffId);
      await tx
        .update(staffAccounts)
        .set({ passwordHash, passwordChangeRequired: false, updatedAt: this.clock() })
        .where(eq(staffAccounts.id, actor.staffId));
      const ended = await this.sessions.revokeOthers(actor.staffId, actor.sessionId, tx);
      await trail.ok(tx, { after: { password_changed: true, ended_sessions: ended } });
      return ended;
    });
  }

  /** Ends every live session of a staff member; answers how many ended. */
  async endSessions(staffId: number, trail: AuditTrail): Promise<number> {
    trail.about({ targetKind: 'staff', targetId: String(staffId) });
    return this.db.transaction(async (tx) => {
      await lockedStaff(tx, staffId);
      const ended = await this.sessions.revokeAll(staffId, tx);
      await trail.ok(tx, { after: { ended_sessions: ended } });
      return ended;
    });
  }

  /**
   * Forgets a staff member's authenticator (a lost phone): their sessions end, and their next sign-in
   * enrols a new one.
   */
  async resetTotp(staffId: number, trail: AuditTrail): Promise<number> {
    trail.about({ targetKind: 'staff', targetId: String(staffId) });
    return this.db.transaction(async (tx) => {
      const row = await lockedStaff(tx, staffId);
      const siteIds = await siteIdsOf(tx, staffId);
      const [updated] = await tx
        .update(staffAccounts)
        .set({ totpSecret: null, totpEnrolled: false, totpLastStep: null, updatedAt: this.clock() })
        .where(eq(staffAccounts.id, staffId))
        .returning();
      if (!updated) throw staffErrors.notFound();
      const ended = await this.sessions.revokeAll(staffId, tx);
      await this.challenges.dropAll(staffId, tx);
      await trail.ok(tx, {
        before: staffSnapshot(row, siteIds),
        after: { ...staffSnapshot(updated, siteIds), ended_sessions: ended },
      });
      return ended;
    });
  }

  private async checkSitesExist(siteIds: readonly number[]): Promise<void> {
    const wanted = [...new Set(siteIds)];
    if (wanted.length === 0) return;
    const found = await this.db.select({ id: sites.id }).from(sites).where(inArray(sites.id, wanted));
    if (found.length !== wanted.length) throw staffErrors.siteNotFound();
  }
}

/** The staff member's row, locked for the rest of the transaction (two owners changing one record). */
async function lockedStaff(tx: Db, staffId: number): Promise<StaffRow> {
  const [row] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, staffId)).for('update');
  if (!row) throw staffErrors.notFound();
  return row;
}

/**
 * Refuses a change that would leave no enabled owner: the other enabled owners are locked, so two owners
 * demoting each other at once cannot both succeed.
 */
async function keepAnOwner(tx: Db, staffId: number): Promise<void> {
  const others = await tx
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(
      and(eq(staffAccounts.role, 'owner'), eq(staffAccounts.disabled, false), ne(staffAccounts.id, staffId)),
    )
    .for('update');
  if (others.length === 0) throw staffErrors.lastOwner();
}

/** An initial password the platform makes: 120 random bits, URL-safe, shown once to whoever created it. */
function newInitialPassword(): string {
  return randomBytes(STAFF_POLICY.initialPasswordBytes).toString('base64url');
}
