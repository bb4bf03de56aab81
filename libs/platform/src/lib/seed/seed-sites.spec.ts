import { GAME_CATEGORIES } from '@wl/site-model';
import { count } from 'drizzle-orm';
import { cmsPages, games, siteActivity, sites, slides } from '../db/schema';
import { DEMO_SITES } from '../demo/demo-sites';
import type { Platform } from '../platform';
import { createTestPlatform } from '../testing/test-platform';
import { SEED_TIMEOUT_MS } from '../sites/site-test-app';
import { seedSites } from './seed-sites';

describe('seedSites', () => {
  let platform: Platform;

  beforeAll(async () => {
    platform = await createTestPlatform({ clock: () => new Date('2030-06-01T12:00:00.000Z') });
    await seedSites(platform);
  }, SEED_TIMEOUT_MS);
  afterAll(() => platform.close());

  const rows = async (
    table: typeof sites | typeof games | typeof cmsPages | typeof slides | typeof siteActivity,
  ) => Number((await platform.database.db.select({ n: count() }).from(table))[0]?.n);

  it('adds every demo site, the catalogue and the content once; a second run adds nothing', async () => {
    const before = await Promise.all([sites, games, cmsPages, slides, siteActivity].map(rows));
    await seedSites(platform);
    expect(await Promise.all([sites, games, cmsPages, slides, siteActivity].map(rows))).toEqual(before);
    expect((await platform.sites.listSites()).map((s) => s.key).sort()).toEqual(
      DEMO_SITES.map((s) => s.key).sort(),
    );
  });

  it('fills a catalogue of at least 200 games over every category, each with its flags', async () => {
    const all = await platform.database.db.select().from(games);
    expect(all.length).toBeGreaterThanOrEqual(200);
    expect(new Set(all.map((g) => g.gameType))).toEqual(new Set(GAME_CATEGORIES));
    for (const category of GAME_CATEGORIES) {
      expect(all.filter((g) => g.gameType === category && g.hot).length).toBeGreaterThanOrEqual(2);
    }
    for (const flag of ['featured', 'popular', 'isNew'] as const) expect(all.some((g) => g[flag])).toBe(true);
    expect(new Set(all.map((g) => g.gameName)).size).toBe(all.length);
  });

  it('writes every CMS page in English and in the site language, which differ', async () => {
    for (const demo of DEMO_SITES.filter((d) => d.key !== 'maintenance')) {
      const site = await platform.sites.get(demo.key);
      if (!site) throw new Error(`${demo.key} missing`);
      const cms = await platform.sites.content.cms(site.id);
      const nameInHtml = demo.name.replace(/&/g, '&amp;');
      expect(cms.en_about_us_body).toContain(nameInHtml);
      expect(cms.local_about_us_body).toContain(nameInHtml);
      expect(cms.local_terms_body).not.toBe(cms.en_terms_body);
      expect(cms.local_responsible_gaming_body).not.toBe(cms.en_responsible_gaming_body);
    }
  });
});
