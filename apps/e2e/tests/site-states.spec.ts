import { expect, test } from '@playwright/test';
import { signUp } from './accounts';
import { siteUrl } from './site-url';
import { watchPage } from './watch-page';
import { untilLive } from './page-live';

test('an unknown host gets "Site not found" and no site content', async ({ page }) => {
  const response = await page.goto(siteUrl('nowhere.localhost'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Site not found' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('Golden Palace');
  await expect(page.locator('#root')).toHaveCount(0);
});

test('a site under maintenance shows only the maintenance layout and loads no remote', async ({ page }) => {
  const watch = watchPage(page);
  await page.goto(siteUrl('maintenance.localhost'));
  await expect(page.locator('[data-layout="maintenance"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: "We'll be right back" })).toBeVisible();
  // Its scripts have run (not 'networkidle', which a busy machine can hold past the test's bound).
  await untilLive(page);
  expect(watch.requests.filter((url) => url.includes('/remotes/'))).toEqual([]);
  expect(watch.requests.filter((url) => url.includes('/api/'))).toEqual([]);
});

test('an unknown route shows the 404 message with the full path and a way home', async ({ page }) => {
  await page.goto(siteUrl('casino1.localhost', '/no-such-page?x=1'));
  await expect(page.getByRole('heading', { name: 'Page not found: /no-such-page?x=1' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(siteUrl('casino1.localhost', '/'));
});

test('a remote that fails to load shows an error with a retry that recovers', async ({ page }) => {
  const entry = '**/remotes/template-slot/remoteEntry.js';
  await page.route(entry, (route) => route.abort('connectionrefused'));
  await page.goto(siteUrl('slot1.localhost'));
  const alert = page.getByRole('alert');
  await expect(alert).toContainText("This site's pages could not be loaded");
  await expect(page.locator('[data-family="slot"]')).toHaveCount(0);

  await page.unroute(entry);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('[data-family="slot"]')).toBeVisible();
  await expect(page.getByTestId('site-name')).toHaveText('Neon Reels');
});

test('the minigame remote loads only on a minigame route, for a player, with its own layout', async ({
  page,
}) => {
  const watch = watchPage(page);
  await page.goto(siteUrl('casino2.localhost'));
  await expect(page.locator('[data-family="casino"]')).toBeVisible();
  expect(watch.requests.filter((url) => url.includes('/remotes/minigame/'))).toEqual([]);

  // The token games are a player's own: a guest is sent to the login first.
  await page.goto(siteUrl('casino2.localhost', '/minigame'));
  await expect(page).toHaveURL(siteUrl('casino2.localhost', '/login?redirect=%2Fminigame'));

  await signUp(page, 'casino2.localhost', `mg${String(Date.now()).slice(-8)}`);
  await page.goto(siteUrl('casino2.localhost', '/minigame'));
  await expect(page.locator('[data-family="minigame"]')).toBeVisible();
  await expect(page.locator('[data-family="casino"]')).toHaveCount(0);
  expect(watch.requests.some((url) => url.includes('/remotes/minigame/remoteEntry.js'))).toBe(true);
  expect(watch.consoleErrors).toEqual([]);
});
