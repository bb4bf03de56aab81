import { siteMethods } from '../cashier/cashier-records';
import { DEMO_PSP, demoBanks, demoMethods } from '../demo/demo-cashier';
import type { Platform } from '../platform';

/** Where the demo payment provider runs (`npm start` starts it there). */
export const DEMO_PSP_URL = process.env['DEMO_PSP_URL'] ?? 'http://127.0.0.1:4500';

/**
 * The demo PSP as the sites' payment provider, on every demo start (its address may change), and each
 * demo site's methods and banks where the site has none yet: an operator's own setup is never replaced.
 */
export async function seedCashier(platform: Platform, pspUrl = DEMO_PSP_URL): Promise<void> {
  const { setup } = platform.cashier;
  await setup.setProvider({ ...DEMO_PSP, apiUrl: pspUrl });
  for (const site of await platform.sites.listSites()) {
    if ((await siteMethods(platform.database.db, site.id)).length > 0) continue;
    await setup.setMethods(
      site.id,
      demoMethods(site.currency).map((method) => ({ ...method, providerCode: DEMO_PSP.code })),
    );
    await setup.setBanks(site.id, demoBanks(site.currency));
  }
}
