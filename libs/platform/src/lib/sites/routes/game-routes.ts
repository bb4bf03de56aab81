import { GAME_CATEGORIES } from '@wl/core';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import type { ZodApp } from '../../http/zod-app';
import type { Platform } from '../../platform';
import { GAME_FLAGS } from '../games/game-types';
import { gameItem, siteAnswer, siteCallBody } from './route-schemas';
import { siteRoutes } from './site-route';

export const MAX_PAGE_SIZE = 100;
const providerCode = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/);

export function registerGameRoutes(api: ZodApp, platform: Platform): void {
  const route = siteRoutes(api, platform);
  const { games } = platform.sites;

  route(
    '/product/get_hot_games',
    "The site's hot games of one category, or of every category when game_type is empty",
    siteCallBody.extend({ game_type: z.union([z.literal(''), z.enum(GAME_CATEGORIES)]).default('') }),
    siteAnswer({ value: z.array(gameItem) }),
    async (siteId, body) => ok({ value: await games.hotGames(siteId, body.game_type) }),
  );

  route(
    '/product/get_games',
    "One page of the site's games for a lobby: by category (or categories), provider, flag or part of the name",
    siteCallBody.extend({
      category: z.enum(GAME_CATEGORIES).optional(),
      categories: z
        .array(z.enum(GAME_CATEGORIES))
        .min(1)
        .max(GAME_CATEGORIES.length)
        .optional()
        .describe(
          "Games of any of these categories (a lobby of several, like the casino's livecasino and table)",
        ),
      provider_code: providerCode.optional(),
      search: z.string().trim().max(50).optional(),
      flag: z.enum(GAME_FLAGS).optional(),
      page: z.number().int().min(1).max(10_000).default(1),
      page_size: z.number().int().min(1).max(MAX_PAGE_SIZE).default(30),
    }),
    siteAnswer({ value: z.array(gameItem), total: z.number(), page: z.number(), page_size: z.number() }),
    async (siteId, body) =>
      ok(
        await games.list(siteId, {
          category: body.category,
          categories: body.categories,
          providerCode: body.provider_code,
          search: body.search || undefined,
          flag: body.flag,
          page: body.page,
          pageSize: body.page_size,
        }),
      ),
  );
}
