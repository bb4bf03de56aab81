import { randomBytes } from 'node:crypto';
import { platformOptionsFromEnv } from '../platform-env';
import { startPlayerKit, type PlayerKit } from '../players/testing/player-test-kit';
import { createTestPlatform } from '../testing/test-platform';
import { openDemoAccounts, refuseDemoInProduction } from './demo-guard';
import { DEMO_PASSWORD, seedPlayers } from './seed-players';

jest.setTimeout(120_000);

describe('the demo seed and production', () => {
  it('seeds the demo only when asked, and never with NODE_ENV=production', () => {
    // A key of its own, so reading the settings makes no key file.
    const key = { STAFF_SECRET_KEY: randomBytes(32).toString('base64') };
    expect(platformOptionsFromEnv(key).seedDemo).toBe(false);
    expect(platformOptionsFromEnv({ ...key, DEMO_DATA: '1' }).seedDemo).toBe(true);
    expect(platformOptionsFromEnv({ ...key, NODE_ENV: 'production' }).production).toBe(true);
  });

  it('leaves an empty database empty when the demo is not asked for', async () => {
    const platform = await createTestPlatform({ seedDemo: undefined });
    try {
      expect(await platform.sites.listSites()).toEqual([]);
    } finally {
      await platform.close();
    }
  });

  describe('a database that holds demo players', () => {
    let kit: PlayerKit;

    beforeAll(async () => {
      kit = await startPlayerKit();
      await seedPlayers(kit.platform);
    });

    afterAll(() => kit.close());

    it('refuses a production start while a demo player still opens with the published password', async () => {
      const { db } = kit.platform.database;
      await expect(refuseDemoInProduction(db, true)).rejects.toThrow(/DEMO_DATA=1/);
      expect(await openDemoAccounts(db)).toBe(6);
      await expect(refuseDemoInProduction(db, false)).rejects.toThrow(/6 demo player account\(s\)/);

      // Closed by the operator, or given a new password by the player: no longer open.
      for (const site of ['alpha', 'beta']) {
        for (const account of ['demo1', 'demo2']) {
          await kit.platform.operator.setPlayerStatus(site, account, 'closed');
        }
      }
      const session = await kit.call('/auth/login', { account_id: 'demo3', password: DEMO_PASSWORD });
      const { token } = session.json<{ token: string }>();
      await kit.call('/auth/update_password', {
        account_id: 'demo3',
        auth: token,
        password: DEMO_PASSWORD,
        new_password: 'Lantern-Harbour-42',
      });
      expect(await openDemoAccounts(db)).toBe(1);
      await kit.platform.operator.setPlayerStatus('beta', 'demo3', 'closed');
      await expect(refuseDemoInProduction(db, false)).resolves.toBeUndefined();
    });
  });
});
