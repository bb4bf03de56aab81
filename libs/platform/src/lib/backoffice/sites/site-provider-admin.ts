import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { gameProviders, games, siteMenuItems, siteProducts, sites } from '../../db/schema';
import type { AuditTrail } from '../audit/audit-trail';
import { siteAdminErrors } from './site-admin-errors';

/** A provider of the catalogue as one site offers it. */
export interface SiteProviderView {
  code: string;
  name: string;
  enabled: boolean;
  /** The categories the site offers its games in. */
  categories: string[];
  /** Its active games the site offers. */
  games: number;
  /** Its active games in the whole catalogue. */
  catalogueGames: number;
  /** False: switched off platform-wide. */
  live: boolean;
}

/** Fails with siteNotFound when there is no such site (an owner may name any id). */
async function requireSite(db: Db, siteId: number, lock = false): Promise<void> {
  const query = db.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId));
  const [site] = lock ? await query.for('update') : await query;
  if (!site) throw siteAdminErrors.siteNotFound();
}

/** Every provider of the catalogue, each with what the site offers of it. */
export async function siteProviderList(db: Db, siteId: number, only?: string): Promise<SiteProviderView[]> {
  await requireSite(db, siteId);
  const onlyThis = only === undefined ? undefined : eq(gameProviders.code, only);
  const [providers, products, catalogue, offered] = await Promise.all([
    db
      .select()
      .from(gameProviders)
      .where(onlyThis)
      .orderBy(asc(gameProviders.position), asc(gameProviders.code)),
    db
      .select({ code: siteProducts.providerCode, category: siteProducts.category })
      .from(siteProducts)
      .where(eq(siteProducts.siteId, siteId))
      .orderBy(asc(siteProducts.category)),
    db
      .select({ code: games.providerCode, count: count(games.id) })
      .from(games)
      .where(eq(games.active, true))
      .groupBy(games.providerCode),
    db
      .select({ code: games.providerCode, count: count(games.id) })
      .from(games)
      .innerJoin(
        siteProducts,
        and(
          eq(siteProducts.siteId, siteId),
          eq(siteProducts.providerCode, games.providerCode),
          eq(siteProducts.category, games.gameType),
        ),
      )
      .where(eq(games.active, true))
      .groupBy(games.providerCode),
  ]);
  const countOf = (rows: { code: string; count: number }[], code: string) =>
    Number(rows.find((row) => row.code === code)?.count ?? 0);
  return providers.map((provider) => {
    const categories = products.filter((p) => p.code === provider.code).map((p) => p.category);
    return {
      code: provider.code,
      name: provider.name,
      enabled: categories.length > 0,
      categories,
      games: countOf(offered, provider.code),
      catalogueGames: countOf(catalogue, provider.code),
      live: provider.enabled,
    };
  });
}

/**
 * Offers a provider's games on a site, or withdraws them. Enabling offers them in the categories of the
 * site's lobby tabs that the provider has games in (every category it has games in when none is one
 * of them); disabling withdraws every category. The change and its audit entry commit together; the
 * caller announces it.
 */
export async function setSiteProvider(
  db: Db,
  siteId: number,
  providerCode: string,
  enabled: boolean,
  trail: AuditTrail,
): Promise<void> {
  trail.about({ targetKind: 'provider', targetId: providerCode, siteId });
  await db.transaction(async (tx) => {
    await requireSite(tx, siteId, true);
    const [provider] = await tx.select().from(gameProviders).where(eq(gameProviders.code, providerCode));
    if (!provider) throw siteAdminErrors.invalidProvider(providerCode);
    const ofProvider = and(eq(siteProducts.siteId, siteId), eq(siteProducts.providerCode, providerCode));
    const before = (
      await tx.select({ category: siteProducts.category }).from(siteProducts).where(ofProvider)
    ).map((row) => row.category);
    let after: string[] = [];
    if (enabled) {
      const gameCategories = (
        await tx
          .selectDistinct({ category: games.gameType })
          .from(games)
          .where(and(eq(games.providerCode, providerCode), eq(games.active, true)))
      ).map((row) => row.category);
      const lobbies = new Set(
        (
          await tx
            .select({ category: siteMenuItems.category })
            .from(siteMenuItems)
            .where(and(eq(siteMenuItems.siteId, siteId), eq(siteMenuItems.menu, 'game_menu')))
        ).map((row) => row.category),
      );
      const inLobbies = gameCategories.filter((category) => lobbies.has(category));
      after = (inLobbies.length > 0 ? inLobbies : gameCategories).sort();
      if (after.length > 0) {
        await tx
          .insert(siteProducts)
          .values(after.map((category) => ({ siteId, category, providerCode })))
          .onConflictDoNothing();
      }
      after = [...new Set([...before, ...after])].sort();
    } else {
      await tx.delete(siteProducts).where(ofProvider);
    }
    await trail.ok(tx, {
      before: { provider: providerCode, enabled: before.length > 0, categories: before },
      after: { provider: providerCode, enabled: after.length > 0, categories: after },
    });
  });
}
