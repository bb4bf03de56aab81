import { asc } from 'drizzle-orm';
import { sites } from '../db/schema';
import type { PlatformDeps } from '../platform';
import { createActivityServices } from './activity/activity-services';
import { createContentServices } from './content/content-services';
import { createGameServices } from './games/game-services';
import { createMediaServices } from './media/media-services';
import { openSite } from './site-access';
import { setMaintenance, setMenu, upsertSite } from './site-admin';
import { siteDetailByKey, siteRowByHost, toSiteRef } from './site-records';
import type { SiteServices } from './site-types';
import { createSportsbookServices } from './sportsbook/sportsbook-services';
import { buildStartup } from './startup/startup';

export type { SiteServices };

/** The sites, content, games and sportsbook side of the platform over one database. */
export function createSiteServices(deps: PlatformDeps): SiteServices {
  const { db } = deps.database;
  const games = createGameServices(db);
  return {
    async resolve(host) {
      const row = await siteRowByHost(db, host);
      return row ? toSiteRef(row) : undefined;
    },
    startup: (domainName) => buildStartup(db, games, domainName, deps.clock()),
    findGame: (siteId, providerCode, gameCode) => games.find(siteId, providerCode, gameCode),
    upsertSite: (input) => upsertSite(db, input),
    setMaintenance: (siteKey, start, end) => setMaintenance(db, siteKey, start, end),
    async listSites() {
      const rows = await db.select().from(sites).orderBy(asc(sites.key));
      return rows.map(toSiteRef);
    },
    open: (call) => openSite(db, call, deps.clock()),
    get: (siteKey) => siteDetailByKey(db, siteKey),
    setMenu: (siteId, menu, items) => setMenu(db, siteId, menu, items),
    content: createContentServices(db, deps.clock),
    games,
    sportsbook: createSportsbookServices(db, deps.clock),
    activity: createActivityServices(db, deps.clock),
    media: createMediaServices(db),
  };
}
