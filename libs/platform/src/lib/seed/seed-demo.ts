import type { Platform } from '../platform';
import { seedCashier } from './seed-cashier';
import { seedGameProviders } from './seed-providers';
import { seedPlayers } from './seed-players';
import { seedPromotions } from './seed-promotions';
import { seedRewards } from './seed-rewards';
import { seedSites } from './seed-sites';

/** Fills an empty database with the demo sites, their content and games, the demo players, missions and promotions. */
export async function seedDemo(platform: Platform): Promise<void> {
  await seedSites(platform);
  await seedPlayers(platform);
  await seedGameProviders(platform);
  await seedCashier(platform);
  await seedRewards(platform);
  await seedPromotions(platform);
}
