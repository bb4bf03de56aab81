import fc from 'fast-check';
import { count } from 'drizzle-orm';
import {
  adVisits,
  analyticsScripts,
  announcements,
  cmsPages,
  games,
  marqueeMessages,
  partners,
  seoRecords,
  siteActivity,
  siteHosts,
  siteMenuItems,
  siteProducts,
  sites,
  slides,
  socialAccounts,
} from '../db/schema';
import { createSiteTestApp, SEED_TIMEOUT_MS, type SiteTestApp } from './site-test-app';

/** Every POST route of the sites side and the fields its payload may carry. */
const ROUTE_FIELDS: Record<string, string[]> = {
  '/startup': [],
  '/seo': ['page_name'],
  '/settings/social_account': [],
  '/settings/siteinfodetail': [],
  '/settings/get_analytics': [],
  '/settings/adsvisit': ['fbp', 'appsflyer_id'],
  '/settings/partners': [],
  '/settings/bts': [],
  '/settings/top10winner_withdrawal': [],
  '/home/fetch_transactions': [],
  '/home/fetch_slide': [],
  '/home/fetch_announment': [],
  '/home/marquee': [],
  '/home/referral': [],
  '/product/get_hot_games': ['game_type'],
  '/product/get_games': ['category', 'provider_code', 'search', 'flag', 'page', 'page_size'],
};

/** Tables only an operator or the seed writes: no player call may change them. */
const CONTENT_TABLES = [
  sites,
  siteHosts,
  siteMenuItems,
  cmsPages,
  seoRecords,
  partners,
  socialAccounts,
  analyticsScripts,
  slides,
  announcements,
  marqueeMessages,
  siteActivity,
  games,
  siteProducts,
];

const hosts = fc.constantFrom(
  'casino1.localhost',
  'SLOT2.localhost:8080',
  'maintenance.localhost',
  'nope.localhost',
  '',
);
const value = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('slots', 'hot', 'JILI', '%', '1', 'home', "' or 1=1 --", '<script>x</script>'),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
);

describe('sites routes under random payloads', () => {
  let t: SiteTestApp;

  beforeAll(async () => {
    t = await createSiteTestApp();
  }, SEED_TIMEOUT_MS);
  afterAll(() => t.close());

  const contentCounts = () =>
    Promise.all(
      CONTENT_TABLES.map(async (table) =>
        Number((await t.platform.database.db.select({ n: count() }).from(table))[0]?.n),
      ),
    );
  const adVisitCount = async () =>
    Number((await t.platform.database.db.select({ n: count() }).from(adVisits))[0]?.n);

  it.each(Object.entries(ROUTE_FIELDS))(
    '%s never answers 5xx or a stack trace, and changes nothing it should not',
    async (url, fields) => {
      const before = await contentCounts();
      let recordedVisits = 0;
      const visitsBefore = await adVisitCount();
      const payload = fc.oneof(
        value,
        fc.record(
          Object.fromEntries([
            ['domain_name', fc.oneof(hosts, value)],
            ['external_id', value],
            ...fields.map((f) => [f, value]),
          ]),
          { requiredKeys: [] },
        ),
      );
      await fc.assert(
        fc.asyncProperty(payload, async (body) => {
          const response = await t.app.inject({
            method: 'POST',
            url: `/api${url}`,
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          expect(response.statusCode).toBeLessThan(500);
          expect(response.body).not.toMatch(/at .+\.(ts|js):\d+/);
          const answer = response.json<{ statusCode: number; message: string }>();
          expect(typeof answer.statusCode).toBe('number');
          expect(answer.message).toMatch(/^[A-Za-z]+$/);
          if (url === '/settings/adsvisit' && answer.statusCode === 1) recordedVisits += 1;
        }),
        { numRuns: 60 },
      );
      expect(await contentCounts()).toEqual(before);
      expect(await adVisitCount()).toBe(visitsBefore + recordedVisits);
    },
  );

  it.each(['/home/public_odds', '/home/match_list'])(
    'GET %s never answers 5xx for any query string',
    async (url) => {
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.constantFrom('match_id', 'bet_type', 'x'), fc.string(), { maxKeys: 3 }),
          async (query) => {
            const response = await t.get(
              `${url}?${new URLSearchParams(query).toString()}`,
              'sportsbook1.localhost',
            );
            expect(response.statusCode).toBeLessThan(500);
            expect(response.body).not.toMatch(/at .+\.(ts|js):\d+/);
          },
        ),
        { numRuns: 40 },
      );
    },
  );

  it('media routes answer 404, never 5xx, for any file name', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('logo', 'game/JILI', 'provider', 'slide'),
        fc.string(),
        async (kind, name) => {
          const response = await t.get(`/media/${kind}/${encodeURIComponent(name)}`, 'casino1.localhost');
          expect([200, 404]).toContain(response.statusCode);
        },
      ),
      { numRuns: 60 },
    );
  });
});
