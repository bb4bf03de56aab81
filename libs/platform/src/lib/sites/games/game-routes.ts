import { CALLS } from '@wl/contract';
import type { ZodApp } from '../../http/zod-app';
import type { Platform } from '../../platform';
import { siteRoutes } from '../../http/site-route';

export function registerGameRoutes(api: ZodApp, platform: Platform): void {
  const route = siteRoutes(api, platform);
  const { games } = platform.sites;

  route(CALLS.getHotGames, async (siteId, body) => ({ value: await games.hotGames(siteId, body.game_type) }));

  route(CALLS.getGames, async (siteId, body) =>
    games.list(siteId, {
      category: body.category,
      categories: body.categories,
      providerCode: body.provider_code,
      search: body.search || undefined,
      flag: body.flag,
      page: body.page,
      pageSize: body.page_size,
    }),
  );
}
