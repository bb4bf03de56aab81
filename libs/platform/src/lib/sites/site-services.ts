import { asc } from 'drizzle-orm';
import { sites } from '../db/schema';
import type { PlatformDeps } from '../platform';
import { createActivityServices } from './activity/activity-services';
import { createContentServices } from './content/content-services';
import { createGameServices } from './games/game-services';
import { createMediaServices } from './media/media-services';
import { openSite } from './site-access';
import { setMaintenance, setMenu, upsertSite } from './site-admin';
import { createSiteChanges } from './site-changes';
import { siteDetailByKey, siteRowByHost, toSiteRef } from './site-records';
import type { SiteServices } from './site-types';
import { createSportsbookServices } from './sportsbook/sportsbook-services';
import { buildStartup } from './startup/startup';
import { StartupCache } from './startup/startup-cache';

export type { SiteServices };

type Write = (...args: never[]) => Promise<unknown>;

/** The services with the named writes followed, once done, by `changed()` (the site-change signal). */
function announcing<S extends Record<K, Write>, K extends keyof S>(
  services: S,
  writes: readonly K[],
  changed: () => Promise<void>,
): S {
  const wrapped = { ...services };
  for (const name of writes) {
    const write: Write = services[name];
    const announced: Write = async (...args) => {
      const result = await write(...args);
      await changed();
      return result;
    };
    wrapped[name] = announced as S[K];
  }
  return wrapped;
}

/** The sites, content, games and sportsbook side of the platform over one database. */
export function createSiteServices(deps: PlatformDeps): SiteServices {
  const { db } = deps.database;
  const games = createGameServices(db);
  const changes = createSiteChanges(deps.database);
  const startups = new StartupCache(
    (domainName, now) => buildStartup(db, games, domainName, now),
    changes,
    deps.clock,
  );
  /** Every write that changes what a site shows tells the caches of it, here and in other processes. */
  const changed = () => changes.announce();
  const thenChanged = async <T>(write: Promise<T>): Promise<T> => {
    const result = await write;
    await changed();
    return result;
  };
  return {
    announceChange: changed,
    async resolve(host) {
      const row = await siteRowByHost(db, host);
      return row ? toSiteRef(row) : undefined;
    },
    // A copy: the kept answer is shared by every caller.
    startup: async (domainName) => structuredClone((await startups.get(domainName)).answer),
    startupJson: async (domainName) => (await startups.get(domainName)).json,
    keptStartupJson: (domainName) => startups.kept(domainName)?.json,
    keepStartupAnswers: () => startups.keep(),
    watchChanges: (listener) => changes.watch(listener),
    findGame: (siteId, providerCode, gameCode) => games.find(siteId, providerCode, gameCode),
    upsertSite: (input) => thenChanged(upsertSite(db, input)),
    setMaintenance: (siteKey, start, end) => thenChanged(setMaintenance(db, siteKey, start, end)),
    async listSites() {
      const rows = await db.select().from(sites).orderBy(asc(sites.key));
      return rows.map(toSiteRef);
    },
    open: (call) => openSite(db, call, deps.clock()),
    get: (siteKey) => siteDetailByKey(db, siteKey),
    setMenu: (siteId, menu, items) => thenChanged(setMenu(db, siteId, menu, items)),
    // The operator's content writes (what pages show); player activity and ad visits are not site changes.
    content: announcing(
      createContentServices(db, deps.clock),
      [
        'setCmsPage',
        'setSeoRecord',
        'setSocialAccounts',
        'setPartners',
        'setAnalytics',
        'setSlides',
        'setAnnouncements',
        'setMarquee',
      ],
      changed,
    ),
    games: announcing(games, ['importCatalogue', 'setProducts'], changed),
    sportsbook: createSportsbookServices(db, deps.clock),
    activity: createActivityServices(db, deps.clock),
    media: createMediaServices(db),
  };
}
