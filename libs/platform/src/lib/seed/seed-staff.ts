import type { StaffRole } from '@wl/contract';
import { and, eq } from 'drizzle-orm';
import type { SecretBox } from '../backoffice/staff/secret-box';
import { demoStaff, staffAccounts } from '../db/schema';
import type { Platform } from '../platform';

/** The demo staff's password: published, like the demo players' (a production start refuses it). */
export const DEMO_STAFF_PASSWORD = 'Backoffice-Demo-2026';

interface DemoStaffMember {
  email: string;
  displayName: string;
  role: StaffRole;
  /** Base32, 20 bytes: already enrolled, so the demo signs in with any authenticator app at once. */
  totpSecret: string;
  /** Which of the demo sites (by key order) they touch: a few, so site scoping shows; the owner all. */
  sites: (keys: readonly string[]) => readonly string[];
}

export const DEMO_STAFF: readonly DemoStaffMember[] = [
  {
    email: 'owner@staff.example.com',
    displayName: 'Olivia Owner',
    role: 'owner',
    totpSecret: 'DEMOOWNERAAAAAAAAAAAAAAAAAAAAAAA',
    sites: (keys) => keys,
  },
  {
    email: 'manager@staff.example.com',
    displayName: 'Marcus Manager',
    role: 'siteManager',
    totpSecret: 'DEMOMANAGERBBBBBBBBBBBBBBBBBBBBB',
    sites: (keys) => keys.slice(0, 2),
  },
  {
    email: 'finance@staff.example.com',
    displayName: 'Fiona Finance',
    role: 'finance',
    totpSecret: 'DEMOFINANCECCCCCCCCCCCCCCCCCCCCC',
    sites: (keys) => keys.slice(0, 3),
  },
  {
    email: 'support@staff.example.com',
    displayName: 'Sam Support',
    role: 'support',
    totpSecret: 'DEMOSUPPORTDDDDDDDDDDDDDDDDDDDDD',
    sites: (keys) => keys.slice(1, 3),
  },
  {
    email: 'viewer@staff.example.com',
    displayName: 'Vera Viewer',
    role: 'viewer',
    totpSecret: 'DEMOVIEWEREEEEEEEEEEEEEEEEEEEEEE',
    sites: (keys) => keys.slice(0, 1),
  },
];

/**
 * One demo staff member per role, enrolled with a fixed TOTP secret, on a few of the demo sites (the
 * owner on all). Running it again changes nothing. Their credentials go to `print` (the demo start's
 * console) and nowhere else: no page or answer of the platform carries them.
 */
export async function seedStaff(platform: Platform, print: (line: string) => void): Promise<void> {
  const { db } = platform.database;
  const { backoffice } = platform;
  const siteIds = new Map((await platform.sites.listSites()).map((site) => [site.key, site.id]));
  const keys = [...siteIds.keys()];
  const usable: DemoStaffMember[] = [];
  for (const demo of DEMO_STAFF) {
    let staff = await backoffice.staff.byEmail(demo.email);
    if (!staff) {
      const trail = backoffice.trail({ address: 'local', userAgent: 'demo seed' }, 'demo seed');
      const made = await backoffice.staff.create(
        {
          email: demo.email,
          displayName: demo.displayName,
          role: demo.role,
          siteIds: demo.sites(keys).flatMap((key) => siteIds.get(key) ?? []),
          password: DEMO_STAFF_PASSWORD,
        },
        trail,
      );
      [staff] = await db
        .update(staffAccounts)
        // The demo's published password is theirs to keep (a production start refuses it anyway).
        .set({
          totpSecret: backoffice.secrets.seal(demo.totpSecret),
          totpEnrolled: true,
          passwordChangeRequired: false,
        })
        .where(eq(staffAccounts.id, made.staff.id))
        .returning();
      if (!staff) throw new Error(`demo staff ${demo.email} not stored`);
      // Remembered with its hash, so a production start can tell the published password still opens it.
      await db
        .insert(demoStaff)
        .values({ staffId: staff.id, seededPasswordHash: staff.passwordHash })
        .onConflictDoNothing();
    }
    const [seeded] = await db
      .select({ staffId: demoStaff.staffId })
      .from(demoStaff)
      .where(and(eq(demoStaff.staffId, staff.id), eq(demoStaff.seededPasswordHash, staff.passwordHash)));
    if (seeded && !staff.disabled && opens(backoffice.secrets, staff.totpSecret, demo.totpSecret)) {
      usable.push(demo);
    }
  }
  if (usable.length === 0) return;
  print('Back-office demo staff (demo data only: password, then the code of the TOTP secret):');
  for (const demo of usable) {
    print(
      `  ${demo.role.padEnd(12)} ${demo.email.padEnd(28)} password ${DEMO_STAFF_PASSWORD}  ` +
        `TOTP secret ${demo.totpSecret}`,
    );
  }
}

/** Whether a stored secret is still the demo's published one (not reset, re-enrolled or sealed elsewhere). */
function opens(secrets: SecretBox, stored: string | null, published: string): boolean {
  if (stored === null) return false;
  try {
    return secrets.open(stored) === published;
  } catch {
    return false;
  }
}
