import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { demoAccounts, demoStaff, players, staffAccounts } from '../db/schema';

/** Active demo players whose password is still the published demo password (their seeded hash). */
export async function openDemoAccounts(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(demoAccounts)
    .innerJoin(players, eq(players.id, demoAccounts.playerId))
    .where(and(eq(players.passwordHash, demoAccounts.seededPasswordHash), eq(players.status, 'active')));
  return row?.count ?? 0;
}

/** Enabled demo staff whose password is still the published demo staff password. */
export async function openDemoStaff(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(demoStaff)
    .innerJoin(staffAccounts, eq(staffAccounts.id, demoStaff.staffId))
    .where(
      and(eq(staffAccounts.passwordHash, demoStaff.seededPasswordHash), eq(staffAccounts.disabled, false)),
    );
  return row?.count ?? 0;
}

/**
 * A production start refuses to seed the demo, and refuses to run while a demo player or demo staff
 * member can still be opened with the published password (ASVS 6.3.2): the operator closes or disables
 * those accounts first.
 */
export async function refuseDemoInProduction(db: Db, seedDemo: boolean): Promise<void> {
  if (seedDemo) {
    throw new Error(
      'DEMO_DATA=1 seeds players with a published password: it is refused with NODE_ENV=production.',
    );
  }
  const open = await openDemoAccounts(db);
  if (open > 0) {
    throw new Error(
      `${open} demo player account(s) still have the published demo password. Close them before a ` +
        'production start: npm run operator -- players status --site <site> --account demo1 --status closed',
    );
  }
  const staff = await openDemoStaff(db);
  if (staff > 0) {
    throw new Error(
      `${staff} demo staff account(s) still have the published demo password. Add a staff owner of your ` +
        'own (npm run operator -- staff add --role owner ...), then disable them: staff disable --email <e-mail>',
    );
  }
}
