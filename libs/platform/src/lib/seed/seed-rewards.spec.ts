import type { Platform } from '../platform';
import { readRewardsSettings, writeRewardsSettings } from '../rewards/rewards-settings';
import { createTestPlatform, TEST_CASINO_SITE } from '../testing/test-platform';
import { seedRewards } from './seed-rewards';

describe('the demo rewards seed', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await createTestPlatform();
    await platform.sites.upsertSite(TEST_CASINO_SITE);
  }, 60_000);
  afterAll(() => platform.close());

  it("gives a demo site its currency's time zone and missions, and never replaces an operator's settings", async () => {
    const { db } = platform.database;
    // slot2's operator set its rewards before the seed ran; casino1 has none.
    await platform.sites.upsertSite({ ...TEST_CASINO_SITE, key: 'slot2', hosts: ['slot2.localhost'] });
    const casino = await platform.sites.get('casino1');
    const slot = await platform.sites.get('slot2');
    if (!casino || !slot) throw new Error('sites missing');
    await writeRewardsSettings(db, slot.id, { spin_cost: 42 }, new Date());

    await seedRewards(platform);
    expect((await readRewardsSettings(db, casino.id)).time_zone).toBe('Asia/Manila');
    expect(await readRewardsSettings(db, slot.id)).toMatchObject({ spin_cost: 42, time_zone: 'UTC' });
    expect((await platform.rewards.missions.listMissions('casino1')).length).toBeGreaterThan(0);
    expect((await platform.rewards.missions.listMissions('slot2')).length).toBeGreaterThan(0);
  });
});
