import { expect, test } from '@playwright/test';
import { siteUrl } from './site-url';
import { watchPage } from './watch-page';
import { untilLive } from './page-live';

test('under maintenance only the maintenance layout shows: no template, no floating elements, no calls', async ({
  page,
}) => {
  const watch = watchPage(page);
  await page.goto(siteUrl('maintenance.localhost', '/account'));
  await expect(page.locator('[data-layout="maintenance"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: "We'll be right back" })).toBeVisible();
  // Its scripts have run (not 'networkidle', which a busy machine can hold past the test's bound).
  await untilLive(page);
  await expect(page.locator('.wl-account-controls, .wl-floating, [data-family]')).toHaveCount(0);
  expect(watch.requests.filter((url) => url.includes('/api/') || url.includes('/remotes/'))).toEqual([]);
  // The page itself answers 503 (maintenance), which the browser logs; no script failed.
  expect(watch.consoleErrors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
});

test("a language switch downloads only that language's messages, sets the cookie and the path", async ({
  page,
  context,
}) => {
  const watch = watchPage(page);
  await page.goto(siteUrl('casino1.localhost', '/slots'));
  await expect(page.locator('[data-family="casino"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const messageFiles = () => watch.requests.filter((url) => /\/i18n-[A-Z]+-/.test(url));
  expect(messageFiles().every((url) => /\/i18n-EN-/.test(url))).toBe(true);
  const before = messageFiles().length;

  await page.getByLabel('Language').selectOption('PHP');
  await expect(page).toHaveURL(siteUrl('casino1.localhost', '/php/slots'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await page.waitForLoadState('networkidle');

  const downloaded = messageFiles().slice(before);
  expect(downloaded.map((url) => url.replace(/^.*\/(i18n-[A-Z]+-[a-z_]+)-json\..*$/, '$1')).sort()).toEqual([
    'i18n-PHP-_m',
    'i18n-PHP-errors',
    'i18n-PHP-messages',
    'i18n-PHP-ui',
    'i18n-PHP-validation',
  ]);
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('PHP');
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Lax');

  // The cookie brings the player back to their language from the root.
  await page.goto(siteUrl('casino1.localhost', '/'));
  await expect(page).toHaveURL(siteUrl('casino1.localhost', '/php'));
  expect(watch.consoleErrors).toEqual([]);
});

test('the page carries canonical, alternate-language and og:locale tags', async ({ page }) => {
  await page.goto(siteUrl('casino1.localhost', '/php/slots'));
  await expect(page.locator('[data-family="casino"]')).toBeVisible();
  const origin = siteUrl('casino1.localhost', '').replace(/\/$/, '');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/php/slots`);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    `${origin}/slots`,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    `${origin}/slots`,
  );
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'fil');
});

test('the viewport cookie remembers the device class', async ({ page, context }) => {
  await page.goto(siteUrl('casino1.localhost', '/'));
  await expect(page.locator('[data-family="casino"]')).toBeVisible();
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'viewport')?.value)
    .toBe('desktopMedium');
  const cookie = (await context.cookies()).find((c) => c.name === 'viewport');
  expect(cookie?.sameSite).toBe('Strict');
  expect(cookie?.secure).toBe(true);
  expect(cookie?.path).toBe('/');
});

test('the shell names its build, and the site serves the build metadata', async ({ page }) => {
  await page.goto(siteUrl('casino1.localhost', '/'));
  const version = await page.locator('meta[name="wl-build"]').getAttribute('content');
  expect(version).toMatch(/^[0-9a-f]{8,}$/);
  const meta = await page.evaluate(async () => {
    const response = await fetch('/build-meta.json', { cache: 'no-store' });
    return { status: response.status, body: (await response.json()) as { version?: string } };
  });
  expect(meta.status).toBe(200);
  expect(meta.body.version).toBe(version);
});
