import { eq } from 'drizzle-orm';
import { staffAccounts } from '../db/schema';
import { startBackofficeKit, type BackofficeKit } from '../backoffice/testing/backoffice-test-kit';
import { openDemoStaff, refuseDemoInProduction } from './demo-guard';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, seedStaff } from './seed-staff';

jest.setTimeout(60_000);

describe('the demo staff', () => {
  let kit: BackofficeKit;
  const printed: string[] = [];

  beforeAll(async () => {
    kit = await startBackofficeKit();
    await seedStaff(kit.platform, (line) => printed.push(line));
  });

  afterAll(() => kit.close());

  it('are one per role, enrolled, on a few sites (the owner on all), printed to the console only', async () => {
    const staff = await kit.platform.backoffice.staff.list();
    expect(
      staff.map((member) => [member.role, member.totpEnrolled, member.sites.map((site) => site.key)]),
    ).toEqual([
      ['finance', true, ['alpha', 'beta']],
      ['siteManager', true, ['alpha', 'beta']],
      ['owner', true, ['alpha', 'beta']],
      ['support', true, ['beta']],
      ['viewer', true, ['alpha']],
    ]);
    for (const demo of DEMO_STAFF) {
      expect(printed.join('\n')).toMatch(
        new RegExp(
          `${demo.role} +${demo.email.replace(/\./g, '\\.')} +password ${DEMO_STAFF_PASSWORD} +TOTP secret ${demo.totpSecret}`,
        ),
      );
    }
  });

  it('sign in with the printed password and a code of the printed secret; no answer carries them', async () => {
    const [viewer] = DEMO_STAFF.filter((demo) => demo.role === 'viewer');
    if (!viewer) throw new Error('no demo viewer');
    const first = await kit.staffCall('auth/sign_in', { email: viewer.email, password: DEMO_STAFF_PASSWORD });
    const step = first.json<{ step: string; challenge: string; enrolment: unknown }>();
    expect(step).toMatchObject({ step: 'totp', enrolment: null });
    const opened = await kit.staffCall('auth/verify_totp', {
      challenge: step.challenge,
      code: await kit.codeOf(viewer.totpSecret),
    });
    expect(opened.json()).toMatchObject({ statusCode: 1, staff: { role: 'viewer' } });
    for (const body of [first.body, opened.body]) {
      expect(body).not.toContain(viewer.totpSecret);
      expect(body).not.toContain(DEMO_STAFF_PASSWORD);
    }
  });

  it('are seeded once, and block a production start until disabled', async () => {
    await seedStaff(kit.platform, () => undefined);
    expect(await kit.platform.backoffice.staff.list()).toHaveLength(DEMO_STAFF.length);
    const { db } = kit.platform.database;
    expect(await openDemoStaff(db)).toBe(DEMO_STAFF.length);
    await expect(refuseDemoInProduction(db, false)).rejects.toThrow(/5 demo staff account\(s\)/);
    await db.update(staffAccounts).set({ disabled: true }).where(eq(staffAccounts.role, 'viewer'));
    expect(await openDemoStaff(db)).toBe(DEMO_STAFF.length - 1);
    const quiet: string[] = [];
    await seedStaff(kit.platform, (line) => quiet.push(line));
    expect(quiet.join('\n')).not.toContain('viewer@staff.example.com');
  });
});
