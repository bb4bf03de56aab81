import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { staffAccounts, staffPlayerNotes } from '../../db/schema';
import type { AuditTrail } from '../audit/audit-trail';
import type { StaffActor } from '../staff/staff-types';
import { staffPlayer } from './player-lookup';

/** A staff note on a player, with its author. */
export interface PlayerNote {
  id: number;
  body: string;
  staffId: number;
  staffDisplayName: string;
  staffEmail: string;
  createdAt: Date;
}

/**
 * The staff's notes on a player's account: plain text, append-only (nothing edits or deletes one). A
 * player is looked up among the staff member's sites, as for every player call; adding a note commits
 * with its audit entry.
 */
export class PlayerNotes {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  /** The player's notes, newest first (the later id first within one instant). */
  async list(
    actor: StaffActor,
    siteId: number,
    accountId: string,
    page: number,
    pageSize: number,
  ): Promise<{ rows: PlayerNote[]; total: number }> {
    const { player } = await staffPlayer(this.db, actor, siteId, accountId);
    const where = eq(staffPlayerNotes.playerId, player.id);
    const [rows, [counted]] = await Promise.all([
      this.db
        .select({
          id: staffPlayerNotes.id,
          body: staffPlayerNotes.body,
          staffId: staffPlayerNotes.staffId,
          staffDisplayName: staffAccounts.displayName,
          staffEmail: staffAccounts.email,
          createdAt: staffPlayerNotes.createdAt,
        })
        .from(staffPlayerNotes)
        .innerJoin(staffAccounts, eq(staffAccounts.id, staffPlayerNotes.staffId))
        .where(where)
        .orderBy(desc(staffPlayerNotes.createdAt), desc(staffPlayerNotes.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ total: count() }).from(staffPlayerNotes).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  /** Adds a note (the body already trimmed and checked by the contract) and audits it. */
  async add(
    actor: StaffActor,
    siteId: number,
    accountId: string,
    body: string,
    trail: AuditTrail,
  ): Promise<PlayerNote> {
    const { site, player } = await staffPlayer(this.db, actor, siteId, accountId);
    trail.about({ targetKind: 'player', targetId: player.accountId, siteId: site.id });
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(staffPlayerNotes)
        .values({
          siteId: site.id,
          playerId: player.id,
          staffId: actor.staffId,
          body,
          createdAt: this.clock(),
        })
        .returning();
      if (!row) throw new Error('the note was not stored');
      await trail.ok(tx, { after: { note_id: row.id, body: row.body } });
      return {
        id: row.id,
        body: row.body,
        staffId: actor.staffId,
        staffDisplayName: actor.displayName,
        staffEmail: actor.email,
        createdAt: row.createdAt,
      };
    });
  }
}
