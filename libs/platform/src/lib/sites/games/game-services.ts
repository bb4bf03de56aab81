import { PLAYS_AS, type PlaysAs } from '@wl/contract';
import { GAME_CATEGORIES } from '@wl/site-model';
import { and, asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { gameProviders, games, siteProducts, sites } from '../../db/schema';
import { invalidSite, siteNotFound } from '../site-errors';
import type { GameRef } from '../site-types';
import { gameImageUrl } from './game-image';
import type {
  GameFlag,
  GameInput,
  GameItem,
  GameQuery,
  GameServices,
  ProductInput,
  ProviderInput,
} from './game-types';

const CODE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;
const HOT_GAMES_LIMIT = 100;
const categories = new Set<string>(GAME_CATEGORIES);

const columns = {
  id: games.id,
  providerCode: games.providerCode,
  gameCode: games.gameCode,
  gameName: games.gameName,
  gameType: games.gameType,
  hot: games.hot,
  featured: games.featured,
  popular: games.popular,
  isNew: games.isNew,
  playsAs: games.playsAs,
};
type GameRow = { [K in keyof typeof columns]: (typeof games.$inferSelect)[K] };

const engines = new Set<string>(PLAYS_AS);
/** The column is written only with known engines (catalogue-sync); anything else reads as none. */
const playsAsOf = (value: string | null): PlaysAs | null =>
  value !== null && engines.has(value) ? (value as PlaysAs) : null;

function toItem(row: GameRow): GameItem {
  return {
    provider_code: row.providerCode,
    game_code: row.gameCode,
    game_name: row.gameName,
    game_type: row.gameType,
    game_image: gameImageUrl(row.providerCode, row.gameCode),
    plays_as: playsAsOf(row.playsAs),
    hot: row.hot,
    featured: row.featured,
    popular: row.popular,
    new: row.isNew,
  };
}

const flagColumn: Readonly<Record<GameFlag, AnyPgColumn>> = {
  hot: games.hot,
  featured: games.featured,
  popular: games.popular,
  new: games.isNew,
};

/** The games a site offers: active, of a provider and category in its site_products. */
function offeredBy(siteId: number) {
  return and(
    eq(siteProducts.siteId, siteId),
    eq(siteProducts.providerCode, games.providerCode),
    eq(siteProducts.category, games.gameType),
  );
}

/** LIKE wildcards in a search are taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function checkCatalogue(providers: ProviderInput[], list: GameInput[]): void {
  for (const p of providers) {
    if (!CODE.test(p.code) || !p.name.trim()) throw invalidSite('invalidProvider', `provider "${p.code}"`);
  }
  for (const g of list) {
    if (
      !CODE.test(g.providerCode) ||
      !CODE.test(g.gameCode) ||
      !g.gameName.trim() ||
      g.gameName.length > 100
    ) {
      throw invalidSite('invalidGame', `game "${g.providerCode}/${g.gameCode}"`);
    }
    if (!categories.has(g.gameType)) throw invalidSite('invalidGameType', `game type "${g.gameType}"`);
  }
}

export function createGameServices(db: Db): GameServices {
  async function select(
    siteId: number,
    where: (SQL | undefined)[],
    limit: number,
    offset = 0,
  ): Promise<GameItem[]> {
    const rows = await db
      .select(columns)
      .from(games)
      .innerJoin(siteProducts, offeredBy(siteId))
      .where(and(eq(games.active, true), ...where))
      .orderBy(asc(games.position), asc(games.id))
      .limit(limit)
      .offset(offset);
    return rows.map(toItem);
  }

  function filters(query: Omit<GameQuery, 'page' | 'pageSize'>): (SQL | undefined)[] {
    return [
      query.category ? eq(games.gameType, query.category) : undefined,
      query.categories?.length ? inArray(games.gameType, [...query.categories]) : undefined,
      query.providerCode ? eq(games.providerCode, query.providerCode) : undefined,
      query.search ? ilike(games.gameName, containing(query.search)) : undefined,
      query.flag ? eq(flagColumn[query.flag], true) : undefined,
    ];
  }

  return {
    async importCatalogue(providers, list) {
      checkCatalogue(providers, list);
      await db.transaction(async (tx) => {
        for (const [position, p] of providers.entries()) {
          await tx
            .insert(gameProviders)
            .values({ code: p.code, name: p.name.trim(), position })
            .onConflictDoUpdate({ target: gameProviders.code, set: { name: p.name.trim(), position } });
        }
        const known = new Set(
          (await tx.select({ code: gameProviders.code }).from(gameProviders)).map((p) => p.code),
        );
        const unknown = list.find((g) => !known.has(g.providerCode));
        if (unknown)
          throw invalidSite('invalidProvider', `provider "${unknown.providerCode}" is not in the catalogue`);
        const rows = list.map((g, position) => ({
          ...g,
          gameName: g.gameName.trim(),
          position,
          active: true,
          funMode: g.funMode ?? true,
        }));
        for (let i = 0; i < rows.length; i += 500) {
          await tx
            .insert(games)
            .values(rows.slice(i, i + 500))
            .onConflictDoUpdate({
              target: [games.providerCode, games.gameCode],
              set: {
                gameName: sql`excluded.game_name`,
                gameType: sql`excluded.game_type`,
                hot: sql`excluded.hot`,
                featured: sql`excluded.featured`,
                popular: sql`excluded.popular`,
                isNew: sql`excluded.is_new`,
                position: sql`excluded.position`,
                funMode: sql`excluded.fun_mode`,
                active: true,
              },
            });
        }
      });
    },

    async setProducts(siteId, products: ProductInput[]) {
      const bad = products.find((p) => !categories.has(p.category));
      if (bad) throw invalidSite('invalidGameType', `category "${bad.category}"`);
      const codes = [...new Set(products.map((p) => p.providerCode))];
      const known = codes.length
        ? await db
            .select({ code: gameProviders.code })
            .from(gameProviders)
            .where(inArray(gameProviders.code, codes))
        : [];
      const missing = codes.find((c) => !known.some((k) => k.code === c));
      if (missing !== undefined) throw invalidSite('invalidProvider', `provider "${missing}"`);
      await db.transaction(async (tx) => {
        const [site] = await tx
          .select({ id: sites.id })
          .from(sites)
          .where(eq(sites.id, siteId))
          .for('update');
        if (!site) throw siteNotFound();
        await tx.delete(siteProducts).where(eq(siteProducts.siteId, siteId));
        const unique = new Map(products.map((p) => [`${p.category}/${p.providerCode}`, p]));
        if (unique.size)
          await tx.insert(siteProducts).values([...unique.values()].map((p) => ({ siteId, ...p })));
      });
    },

    async providerCount(siteId) {
      const rows = await db
        .select({ provider_code: games.providerCode, category: games.gameType, count: count(games.id) })
        .from(games)
        .innerJoin(siteProducts, offeredBy(siteId))
        .innerJoin(gameProviders, eq(gameProviders.code, games.providerCode))
        .where(eq(games.active, true))
        .groupBy(games.gameType, games.providerCode, gameProviders.position)
        .orderBy(asc(games.gameType), asc(gameProviders.position));
      return rows.map((r) => ({ ...r, count: Number(r.count) }));
    },

    hotGames: (siteId, gameType) =>
      select(
        siteId,
        [eq(games.hot, true), gameType ? eq(games.gameType, gameType) : undefined],
        HOT_GAMES_LIMIT,
      ),

    async list(siteId, query) {
      const where = filters(query);
      const [value, [total]] = await Promise.all([
        select(siteId, where, query.pageSize, (query.page - 1) * query.pageSize),
        db
          .select({ total: count() })
          .from(games)
          .innerJoin(siteProducts, offeredBy(siteId))
          .where(and(eq(games.active, true), ...where)),
      ]);
      return { value, total: Number(total?.total ?? 0), page: query.page, page_size: query.pageSize };
    },

    async find(siteId, providerCode, gameCode): Promise<GameRef | undefined> {
      const [row] = await db
        .select(columns)
        .from(games)
        .innerJoin(siteProducts, offeredBy(siteId))
        .where(
          and(eq(games.active, true), eq(games.providerCode, providerCode), eq(games.gameCode, gameCode)),
        )
        .limit(1);
      if (!row) return undefined;
      return {
        id: row.id,
        providerCode: row.providerCode,
        gameCode: row.gameCode,
        gameName: row.gameName,
        gameType: row.gameType,
        imageUrl: gameImageUrl(row.providerCode, row.gameCode),
      };
    },
  };
}
