import { CMS_PAGES, preloadedAnswers, type PageAnswer } from '@wl/api';
import { reaction } from 'mobx';
import { answersByPath, fakeApi, startupAnswer } from '../../testing/fake-api';
import { SiteStore } from '../stores/site-store';
import { APPSFLYER_STORAGE_KEY } from './attribution';
import { LiveChatWidget } from './live-chat';
import { loadSiteData, primeSiteContent } from './site-data-loader';

const SITE = { domain_name: 'slot2.localhost', external_id: 'slot2-ext' };
const PARTNER = {
  href: '/slots?provider=JILI',
  img_url: '/api/media/provider/JILI.svg',
  partner_name: 'JILI',
};
const ACCOUNT = { social_type: 'telegram', account_name: '@slot2', url: 'https://t.me/slot2' };
const cmsFields = (page: string) => [
  [`${page}_status`, true],
  [`en_${page}_body`, `<p>${page}</p><script>steal()</script>`],
  [`local_${page}_body`, `<p>${page}</p>`],
];

const ANSWERS = {
  'settings/social_account': { statusCode: 1, message: 'OK', accountList: [ACCOUNT] },
  'settings/siteinfodetail': {
    statusCode: 1,
    message: 'OK',
    cms: Object.fromEntries(CMS_PAGES.flatMap(cmsFields)),
  },
  'settings/partners': { statusCode: 1, message: 'OK', partners: [PARTNER] },
  'settings/bts': { statusCode: 1, message: 'OK', value: { banner: 'summer' } },
  'settings/get_analytics': {
    statusCode: 1,
    message: 'OK',
    value: [{ section: 'BODY', script: '<div hidden data-demo="1"></div>' }],
  },
  'product/get_hot_games': { statusCode: 1, message: 'OK', value: [{ game_code: 'x' }] },
  'home/referral': { statusCode: 1, message: 'OK', value: [{ setting_value: 1 }] },
  'settings/adsvisit': { statusCode: 1, message: 'OK' },
};

/**
 * The site store and its loads against `table`; `carried` are the answers the page carries (a server
 * render's), which `prime` applies before the first render as the root store does.
 */
function setup(
  table: Record<string, Record<string, unknown>> = ANSWERS,
  search = '',
  carried: PageAnswer[] = [],
) {
  const fake = fakeApi(answersByPath(table));
  const api = { ...fake.api, preloaded: preloadedAnswers(carried) };
  const layout = new SiteStore();
  layout.applyStartup(startupAnswer({ live_chat: { chat_id: '', image_id: '', status: true } }));
  const report = jest.fn();
  const liveChat = new LiveChatWidget(window);
  const log = { warn: jest.fn() };
  const prime = () => primeSiteContent(api, layout, SITE);
  const run = (contentLeft?: ReturnType<typeof prime>) =>
    loadSiteData({
      api,
      siteStore: layout,
      site: SITE,
      report,
      doc: document,
      search,
      storage: localStorage,
      liveChat,
      log,
      contentLeft,
    });
  return { run, prime, layout, calls: fake.calls, report, liveChat, log };
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = '_fbp=; Max-Age=0; Path=/';
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

it('loads social accounts, site info, partners, bts, analytics, hot games and the referral setting', async () => {
  const { run, layout, calls, report } = setup();
  expect(layout.show_preloader).toBe(true);
  await run();
  expect(calls.map((c) => c.path).sort()).toEqual(
    [
      'home/referral',
      'product/get_hot_games',
      'settings/bts',
      'settings/get_analytics',
      'settings/partners',
      'settings/siteinfodetail',
      'settings/social_account',
    ].sort(),
  );
  expect(calls.find((c) => c.path === 'product/get_hot_games')?.body).toEqual({ ...SITE, game_type: '' });
  expect(calls.find((c) => c.path === 'settings/get_analytics')?.body).toEqual({
    domain_name: SITE.domain_name,
  });
  expect(calls.find((c) => c.path === 'settings/partners')?.body).toEqual(SITE);
  expect(layout.accountList).toEqual([ACCOUNT]);
  expect(layout.partners).toEqual([PARTNER]);
  expect(layout.bts).toEqual({ banner: 'summer' });
  expect(layout.hasHotGames).toBe(true);
  expect(layout.show_referral).toBe(1);
  expect(layout.cms_status).toBe(true);
  expect(layout.cms?.en_about_us_body).toBe('<p>about_us</p>');
  expect(document.body.querySelector('noscript')?.innerHTML).toBe('<div hidden data-demo="1"></div>');
  expect(layout.show_preloader).toBe(false);
  expect(report).not.toHaveBeenCalled();
});

it('an empty hot-games list means no hot games; a failed referral call hides referral', async () => {
  const { run, layout } = setup({
    ...ANSWERS,
    'product/get_hot_games': { statusCode: 1, message: 'OK', value: [] },
    'home/referral': { statusCode: -503, message: 'serviceUnavailable' },
  });
  await run();
  expect(layout.hasHotGames).toBe(false);
  expect(layout.show_referral).toBe(0);
});

it('keeps going when parts fail (their fallback answers are stored as nothing)', async () => {
  const { run, layout, report } = setup({
    'settings/social_account': { statusCode: 0, message: 'disconnect' },
    'settings/siteinfodetail': { statusCode: -503, message: 'serviceUnavailable' },
    'settings/partners': { statusCode: -503, message: 'serviceUnavailable' },
  });
  await run();
  expect(layout.accountList).toEqual([]);
  expect(layout.cms).toBeNull();
  expect(layout.cms_status).toBe(false);
  expect(layout.partners).toEqual([]);
  expect(report).not.toHaveBeenCalled();
});

it('sends the ad visit when an ad cookie exists, and reports its failure to the global handler', async () => {
  document.cookie = '_fbp=fb.1.2.3; Path=/';
  const failure = { statusCode: 0, message: 'invalidRequest' };
  const { run, calls, report } = setup({ ...ANSWERS, 'settings/adsvisit': failure });
  await run();
  expect(calls.find((c) => c.path === 'settings/adsvisit')?.body).toEqual({ ...SITE, fbp: 'fb.1.2.3' });
  expect(report).toHaveBeenCalledWith(failure);
});

it('saves the appsflyer_id of the address and sends the ad visit with it', async () => {
  const { run, calls, report } = setup(ANSWERS, '?appsflyer_id=af-77');
  await run();
  expect(localStorage.getItem(APPSFLYER_STORAGE_KEY)).toBe('af-77');
  expect(calls.find((c) => c.path === 'settings/adsvisit')?.body).toEqual({ ...SITE, appsflyer_id: 'af-77' });
  expect(report).not.toHaveBeenCalled();
});

it('sends no ad visit without an ad cookie or an AppsFlyer id', async () => {
  const { run, calls } = setup();
  await run();
  expect(calls.some((c) => c.path === 'settings/adsvisit')).toBe(false);
});

it('loads the live chat only when its status is true and it has a chat_id', async () => {
  const { run, liveChat } = setup();
  await run();
  expect(liveChat.loaded).toBe(false);
});

it('loads nothing under maintenance', async () => {
  const { api, calls } = fakeApi(answersByPath(ANSWERS));
  const layout = new SiteStore();
  layout.applyStartup(
    startupAnswer({ maintenance: { is_maintenance: true, start_date: null, end_date: null } }),
  );
  await loadSiteData({
    api,
    siteStore: layout,
    site: SITE,
    report: jest.fn(),
    doc: document,
    search: '?appsflyer_id=x',
    storage: localStorage,
    liveChat: new LiveChatWidget(window),
    log: { warn: jest.fn() },
  });
  expect(calls).toEqual([]);
  expect(localStorage.getItem(APPSFLYER_STORAGE_KEY)).toBeNull();
});

it('sanitises the CMS bodies of a partial answer and keeps only what came', async () => {
  const { run, layout } = setup({
    ...ANSWERS,
    'settings/siteinfodetail': {
      statusCode: 1,
      message: 'OK',
      cms: { about_us_status: true, en_about_us_body: '<p onclick="x()">About</p><script>x()</script>' },
    },
  });
  await run();
  expect(layout.cms).toEqual({ about_us_status: true, en_about_us_body: '<p>About</p>' });
});

it('a part that fails outright is noted and the rest still loads', async () => {
  const { run, layout, log } = setup({
    ...ANSWERS,
    // Not a list: the analytics part throws on it.
    'settings/get_analytics': { statusCode: 1, message: 'OK', value: 5 },
  });
  await run();
  expect(log.warn).toHaveBeenCalledWith("The site's analytics could not be loaded", expect.any(TypeError));
  expect(layout.partners).toEqual([PARTNER]);
  expect(layout.accountList).toEqual([ACCOUNT]);
  expect(layout.show_preloader).toBe(false);
});

it('sets the content the page carried once: what shows it is not drawn again when the page goes live', async () => {
  const carried = ['settings/siteinfodetail', 'settings/partners'].map((path) => ({
    path,
    body: { domain_name: SITE.domain_name },
    answer: ANSWERS[path as keyof typeof ANSWERS],
  }));
  const { run, prime, layout, calls } = setup(ANSWERS, '', carried);
  const contentLeft = prime();
  expect(layout.partners).toEqual([PARTNER]);
  const drawn = jest.fn();
  const stop = reaction(() => [layout.cms, layout.partners], drawn);

  await run(contentLeft);
  stop();

  expect(drawn).not.toHaveBeenCalled();
  const paths = calls.map((c) => c.path);
  expect(paths).not.toContain('settings/siteinfodetail');
  expect(paths).not.toContain('settings/partners');
  // What the page did not carry is loaded as before.
  expect(layout.accountList).toEqual([ACCOUNT]);
});
