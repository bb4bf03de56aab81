import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { siteUrl } from './site-url';
import { untilLive } from './page-live';
import { fillAndSendSignUp, SIGN_UP_PASSWORD } from './accounts';
import { heldPageProxy } from './held-page-proxy';
import { rootMarkup as markupOf } from './server-markup';

/** Node does not resolve *.localhost as Chromium does: the API requests name the site in Host. */
const direct = (path: string) => `http://127.0.0.1:${E2E_PORT}${path}`;

/** The markup inside #root of a page of the suite's site server as it sent it. */
const rootMarkup = (request: APIRequestContext, host: string, path: string) =>
  markupOf(request, direct(''), host, path);

/** The names of the games a lobby's first page lists, asked of the platform. */
async function lobbyGameNames(request: APIRequestContext, host: string, body: object): Promise<string[]> {
  const response = await request.post(direct('/api/product/get_games'), {
    headers: { host },
    data: { domain_name: host, page: 1, page_size: 24, ...body },
  });
  const answer = (await response.json()) as { value?: { game_name: string }[] };
  return (answer.value ?? []).map((game) => game.game_name);
}

/** Holds every script of the page until the returned function is called: the server's page stays as sent. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const families = [
  { host: 'casino3.localhost', lobby: '/casino', body: { categories: ['livecasino', 'table'] } },
  { host: 'slot2.localhost', lobby: '/slots', body: { category: 'slots' } },
  { host: 'sportsbook1.localhost', lobby: '/slots', body: { category: 'slots' } },
];

for (const { host, lobby, body } of families) {
  test(`${host}: the home and a lobby arrive rendered, with their texts and game names`, async ({
    request,
  }) => {
    const home = await rootMarkup(request, host, '/');
    expect(home).toContain('wl-game-tile');
    expect(home).toContain('>Log in<');

    const markup = await rootMarkup(request, host, lobby);
    const names = await lobbyGameNames(request, host, body);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(markup).toContain(escaped(name));
  });

  test(`${host}: the browser takes over the server's page without a hydration warning`, async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (['warning', 'error'].includes(message.type())) warnings.push(message.text());
    });
    await page.goto(siteUrl(host, lobby));
    await untilLive(page);
    // Hydrated: the lobby's search answers typing (a server page alone would not).
    await page.getByRole('searchbox').first().fill('zzzz-no-such-game');
    await expect(page.locator('.wl-game-tile')).toHaveCount(0);
    expect(warnings.filter((text) => /hydrat|did not match|#41[89]|#42[35]/i.test(text))).toEqual([]);
  });
}

test('the server page paints before any script is requested, and hydrates after', async ({ page }) => {
  await page.goto(siteUrl('casino3.localhost', '/casino'));
  await untilLive(page);
  const order = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.startTime),
  }));
  expect(order.paint).not.toBeNull();
  expect(order.scripts.length).toBeGreaterThan(0);
  expect(Math.min(...order.scripts)).toBeGreaterThanOrEqual(order.paint ?? Infinity);
});

test('a button pressed on the server page before its scripts have run is pressed again once it is live', async ({
  page,
}) => {
  // The scripts are held until the press has been made, so the press surely lands before hydration.
  const release = await holdScripts(page);
  await page.goto(siteUrl('casino7.localhost', '/fishing'));
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);
  await page
    .locator('.wl-game-tile')
    .first()
    .getByRole('button', { name: /to favourites$/ })
    .click();
  release();
  await expect(page).toHaveURL(/\/login\?redirect=%2Ffishing/);
});

test('a search typed on the server page before its scripts have run is searched once it is live', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto(siteUrl('slot2.localhost', '/slots'));
  await expect(page.locator('.wl-game-tile').first()).toBeVisible();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);
  await page.getByRole('searchbox').first().fill('zzzz-no-such-game');
  release();
  await untilLive(page);
  // The page's store took the typed text: the lobby searches it (before, the box kept the text and the
  // list stayed unfiltered).
  await expect(page.getByRole('searchbox').first()).toHaveValue('zzzz-no-such-game');
  await expect(page.locator('.wl-game-tile')).toHaveCount(0);
});

test("the shell's account pages arrive with their forms, for every family", async ({ request }) => {
  for (const host of ['casino3.localhost', 'slot2.localhost', 'sportsbook1.localhost']) {
    const login = await rootMarkup(request, host, '/login');
    const register = await rootMarkup(request, host, '/register');
    const forgotten = await rootMarkup(request, host, '/forgot-password');
    for (const markup of [login, register, forgotten]) expect(markup).not.toContain('wl-lazy-chunk');
    expect(login).toContain('type="password"');
    expect(register).toContain('I am 18 or older and I accept the terms and conditions.');
    expect(register).toContain('type="tel"');
    expect(forgotten).toContain('<form');
  }
});

test('a visitor who fills in the sign-up form before its scripts have run is signed up once it is live', async ({
  page,
}) => {
  // Everything is typed, ticked and pressed on the server's page; only then are the scripts let through.
  const release = await holdScripts(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (['warning', 'error'].includes(message.type())) warnings.push(message.text());
  });
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '10.77.0.1' });
  await page.goto(siteUrl('slot2.localhost', '/register'));
  await fillAndSendSignUp(page, `early${Date.now().toString(36)}`);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);
  release();
  await expect(page.getByTestId('player-balance')).toBeVisible();
  expect(warnings.filter((text) => /hydrat|did not match|#41[89]|#42[35]/i.test(text))).toEqual([]);
});

test('a visitor who signs up on the first bytes of the page, before the rest has arrived, is signed up once it is live', async ({
  page,
}) => {
  // A slow network: the form has arrived, the rest of the page (its boot data) has not.
  const proxy = await heldPageProxy();
  try {
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '10.77.0.2' });
    await page.goto(`http://slot2.localhost:${proxy.port}/register`, { waitUntil: 'commit' });
    await fillAndSendSignUp(page, `early${Date.now().toString(36)}`);
    await expect(page.locator('#wl-boot')).toHaveCount(0);
    proxy.sendRest();
    await expect(page.getByTestId('player-balance')).toBeVisible();
    // The press waited for the page: the browser never sent the form itself, password in the address.
    expect(addresses.filter((address) => address.includes(SIGN_UP_PASSWORD))).toEqual([]);
  } finally {
    await proxy.close();
  }
});

test('two sites rendered at the same time each get their own page and nothing of the other', async ({
  request,
}) => {
  const hosts = ['casino1.localhost', 'slot1.localhost', 'casino3.localhost', 'sportsbook1.localhost'];
  const pages = await Promise.all(
    hosts.flatMap((host) => ['/', '/about', '/slots'].map((path) => rootMarkup(request, host, path))),
  );
  const names = await Promise.all(
    hosts.map(async (host) => {
      const response = await request.post(direct('/api/startup'), {
        headers: { host },
        data: { domain_name: host },
      });
      return ((await response.json()) as { site: { site_name: string } }).site.site_name;
    }),
  );
  hosts.forEach((_, index) => {
    for (const markup of pages.slice(index * 3, index * 3 + 3)) {
      expect(markup.length).toBeGreaterThan(0);
      names.forEach((name, other) => {
        if (other !== index) expect(markup).not.toContain(escaped(name));
      });
    }
  });
});
