import { openDatabase } from '../db/database';
import { createPlatform, type CreatePlatformOptions, type Platform } from '../platform';
import { setPasswordHashCostForTests } from '../players/auth/password-hasher';
import { migratedPgliteTemplate } from './pglite-template';
import { createTestDatabase } from './test-database';
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
  const testDatabase = await createTestDatabase(serverUrl, 'wl_test');
  const database = await openDatabase({ url: testDatabase.url, poolSize: 20 });
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
      await testDatabase.drop();
    },
  };
}
