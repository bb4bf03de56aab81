import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase } from '../db/database';
import { createPlatform, type CreatePlatformOptions, type Platform } from '../platform';
import { setPasswordHashCostForTests } from '../players/auth/password-hasher';
import { migratedPgliteTemplate } from './pglite-template';
import type { SiteInput } from '../sites/site-types';
import { silentSecurityLog } from '../security-log/security-log';

/** The one site most specs of the site server and the operator command need: casino1 in gold, PHP. */
export const TEST_CASINO_SITE: Readonly<SiteInput> = {
  key: 'casino1',
  name: 'Golden Palace',
  hosts: ['casino1.localhost'],
  themeCode: 'casino1',
  themeColor: 'gold',
  currency: 'PHP',
};

/**
 * A platform on a database of its own: PGlite in memory by default, or a fresh database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again by close()), so one suite runs on both.
 */
export async function createTestPlatform(
  options: Omit<CreatePlatformOptions, 'database'> = {},
): Promise<Platform> {
  setPasswordHashCostForTests(); // scrypt at 2^17 would make the suites take minutes
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (!serverUrl) {
    return createPlatform({
      seedDemo: false,
      securityLog: silentSecurityLog(),
      ...options,
      database: await openDatabase({ dataDir: 'memory://', loadDataDir: await migratedPgliteTemplate() }),
    });
  }
  const name = `wl_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 20 });
  const platform = await createPlatform({
    seedDemo: false,
    securityLog: silentSecurityLog(),
    ...options,
    database,
  });
  return {
    ...platform,
    async close() {
      await platform.close();
      const cleanup = new Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
