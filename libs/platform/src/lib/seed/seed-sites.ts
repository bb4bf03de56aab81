import { DEMO_PROVIDERS, demoGames } from '../demo/demo-catalogue';
import { DEMO_LEAGUES } from '../demo/demo-leagues';
import { DEMO_SITES } from '../demo/demo-sites';
import type { Platform } from '../platform';
import { seedSiteActivity } from './seed-sites-activity';
import { seedSiteContent } from './seed-sites-content';
import { demoMenus, demoProducts, demoSiteInput } from './seed-sites-setup';

/**
 * The demo sites (casino1..9, slot1..9, sportsbook1..4, the default site of localhost and 127.0.0.1 and
 * the site under maintenance), the game catalogue and the sportsbook. Does nothing once any site exists.
 */
export async function seedSites(platform: Platform): Promise<void> {
  const { sites } = platform;
  if ((await sites.listSites()).length > 0) return;
  const catalogue = demoGames();
  await sites.games.importCatalogue(
    DEMO_PROVIDERS.map(({ code, name }) => ({ code, name })),
    catalogue,
  );
  await sites.sportsbook.importLeagues([...DEMO_LEAGUES]);
  for (const [index, demo] of DEMO_SITES.entries()) {
    const site = await sites.upsertSite(demoSiteInput(demo, index));
    const products = demoProducts(demo, index);
    await sites.games.setProducts(site.id, products);
    const menus = demoMenus(demo, products);
    await sites.setMenu(site.id, 'menu', menus.menu);
    await sites.setMenu(site.id, 'game_menu', menus.gameMenu);
    await seedSiteContent(platform, site.id, demo, products);
    const offered = catalogue.filter((g) =>
      products.some((p) => p.category === g.gameType && p.providerCode === g.providerCode),
    );
    await seedSiteActivity(platform, site, demo.key, offered);
    if (demo.maintenance) {
      await sites.setMaintenance(demo.key, new Date(demo.maintenance.start), new Date(demo.maintenance.end));
    }
  }
  await sites.sportsbook.ensureFixtures();
}
