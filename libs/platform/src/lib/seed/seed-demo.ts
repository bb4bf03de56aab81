import type { Platform } from '../platform';
import { seedCashier } from './seed-cashier';
import { seedGameProviders } from './seed-providers';
import { seedPlayers } from './seed-players';
import { seedPromotions } from './seed-promotions';
import { seedRewards } from './seed-rewards';
import { seedSites } from './seed-sites';
import { seedStaff } from './seed-staff';

/**
 * Fills an empty database with the demo sites, their content and games, the demo players, missions and
 * promotions, and one back-office staff member per role (whose credentials go to `print` only).
 */
export async function seedDemo(platform: Platform, print: (line: string) => void): Promise<void> {
  await seedSites(platform);
  await seedPlayers(platform);
  await seedGameProviders(platform);
  await seedCashier(platform);
  await seedRewards(platform);
  await seedPromotions(platform);
  await seedStaff(platform, print);
}
