import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { siteProducts } from '../../db/schema';
import { siteSettingsById } from '../../sites/site-records';
import { bettingErrors } from './betting-errors';

/** The site's languages (lower-case codes) when it offers the sportsbook; sportsbookUnavailable otherwise. */
export async function sportsbookLanguages(db: Db, siteId: number): Promise<string[]> {
  const [offer] = await db
    .select({ id: siteProducts.id })
    .from(siteProducts)
    .where(and(eq(siteProducts.siteId, siteId), eq(siteProducts.category, 'sportsbook')))
    .limit(1);
  if (!offer) throw bettingErrors.sportsbookUnavailable();
  const settings = await siteSettingsById(db, siteId);
  return settings.languages.map((language) => language.code.toLowerCase());
}
