import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { staffAccounts, staffSignInChallenges } from '../../db/schema';
import { startBackofficeKit, type BackofficeKit } from '../testing/backoffice-test-kit';
import { sealStoredSecrets } from './seal-stored-secrets';
import { SealedWithAnotherKey, SecretBox } from './secret-box';
import { staffSecretKeyFromEnv } from './staff-secret-key';
import { STAFF_POLICY } from './staff-policy';

jest.setTimeout(60_000);

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('the staff TOTP secrets are sealed at rest', () => {
  it('seals with a fresh IV each time and opens only with its own key, unaltered', () => {
    const box = new SecretBox(randomBytes(32));
    const [one, two] = [box.seal(SECRET), box.seal(SECRET)];
    expect(one).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(one).not.toContain(SECRET);
    expect(one).not.toEqual(two);
    expect(box.open(one)).toBe(SECRET);
    expect(() => new SecretBox(randomBytes(32)).open(one)).toThrow(SealedWithAnotherKey);
    const parts = one.split('.');
    const sealed = Buffer.from(parts[3] ?? '', 'base64url');
    sealed[0] = (sealed[0] ?? 0) ^ 1;
    const altered = [...parts.slice(0, 3), sealed.toString('base64url')].join('.');
    expect(() => box.open(altered)).toThrow(SealedWithAnotherKey);
    // Written before secrets were sealed: opens as itself until the start seals it.
    expect(box.open(SECRET)).toBe(SECRET);
    expect(() => new SecretBox(randomBytes(16))).toThrow('32 bytes');
  });

  describe('the key', () => {
    let dir: string;
    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-key-'));
    });
    afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

    it('is made once in its file, readable by the owner only, and the same at every start', () => {
      const file = path.join(dir, 'nested', 'staff-secret.key');
      const env = { STAFF_SECRET_KEY_FILE: file };
      const first = staffSecretKeyFromEnv(env, false);
      expect(first).toHaveLength(32);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(staffSecretKeyFromEnv(env, false).equals(first)).toBe(true);
      expect(fs.readdirSync(path.dirname(file))).toEqual(['staff-secret.key']);
    });

    it('comes from STAFF_SECRET_KEY when set, which a production start must set', () => {
      const key = randomBytes(32);
      const file = path.join(dir, 'unused.key');
      expect(
        staffSecretKeyFromEnv(
          { STAFF_SECRET_KEY: key.toString('base64'), STAFF_SECRET_KEY_FILE: file },
          true,
        ),
      ).toEqual(key);
      expect(fs.existsSync(file)).toBe(false);
      expect(() => staffSecretKeyFromEnv({ STAFF_SECRET_KEY_FILE: file }, true)).toThrow(
        'NODE_ENV=production needs STAFF_SECRET_KEY',
      );
      expect(() => staffSecretKeyFromEnv({ STAFF_SECRET_KEY: 'c2hvcnQ=' }, false)).toThrow(
        'STAFF_SECRET_KEY must hold 32 bytes',
      );
      fs.writeFileSync(file, 'c2hvcnQ=\n');
      expect(() => staffSecretKeyFromEnv({ STAFF_SECRET_KEY_FILE: file }, false)).toThrow(
        'must hold 32 bytes',
      );
    });
  });

  describe('in the database', () => {
    let kit: BackofficeKit;
    beforeAll(async () => {
      kit = await startBackofficeKit();
    });
    afterAll(() => kit.close());

    const storedSecret = async (staffId: number) =>
      (
        await kit.platform.database.db
          .select({ secret: staffAccounts.totpSecret })
          .from(staffAccounts)
          .where(eq(staffAccounts.id, staffId))
      )[0]?.secret;

    it("never holds the authenticator's secret, offered or enrolled, and the member still signs in", async () => {
      const staff = await kit.addStaff('sealed@ops.example.com', 'viewer');
      const step = await kit.staffCall('auth/sign_in', { email: staff.email, password: staff.password });
      const offered = step.json<{ enrolment: { secret: string } }>().enrolment.secret;
      const [challenge] = await kit.platform.database.db
        .select({ pending: staffSignInChallenges.pendingSecret })
        .from(staffSignInChallenges)
        .where(eq(staffSignInChallenges.staffId, staff.id));
      expect(challenge?.pending).toMatch(/^v1\./);
      expect(challenge?.pending).not.toContain(offered);

      kit.clock.advance(STAFF_POLICY.totp.periodSeconds);
      staff.secret = offered;
      await kit.signIn(staff);
      const stored = await storedSecret(staff.id);
      expect(stored).toMatch(/^v1\./);
      expect(stored).not.toContain(offered);
      // The next sign-in reads the sealed secret back.
      await expect(kit.signIn(staff)).resolves.toEqual(expect.any(String));
    });

    it('seals a secret stored before sealing, once, and the member signs in before and after', async () => {
      const staff = await kit.addStaff('legacy@ops.example.com', 'viewer');
      await kit.signIn(staff);
      if (!staff.secret) throw new Error('not enrolled');
      await kit.platform.database.db
        .update(staffAccounts)
        .set({ totpSecret: staff.secret })
        .where(eq(staffAccounts.id, staff.id));
      await expect(kit.signIn(staff)).resolves.toEqual(expect.any(String));

      expect(await sealStoredSecrets(kit.platform.database.db, kit.platform.backoffice.secrets)).toBe(1);
      expect(await sealStoredSecrets(kit.platform.database.db, kit.platform.backoffice.secrets)).toBe(0);
      const stored = await storedSecret(staff.id);
      expect(stored).toMatch(/^v1\./);
      expect(kit.platform.backoffice.secrets.open(stored ?? '')).toBe(staff.secret);
      await expect(kit.signIn(staff)).resolves.toEqual(expect.any(String));
    });
  });
});
