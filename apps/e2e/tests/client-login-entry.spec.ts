import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';
import { siteUrl } from './site-url';
import { watchPage } from './watch-page';

test('slot2 sends a guest from /account to / and opens #loginmodal 1 s later', async ({ page }) => {
  const watch = watchPage(page);
  // The page's clock stands still until the test moves it, so the 1 s is counted exactly.
  // Paused a second after the installed time, never before it: on a busy machine the clock has already
  // run a few milliseconds between the two calls, and pausing in its past is refused.
  const start = new Date('2026-06-01T12:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.goto(siteUrl('slot2.localhost', '/account'));
  await expect(page).toHaveURL(siteUrl('slot2.localhost', '/'));
  await expect(page.locator('[data-family="slot"]')).toBeVisible();

  await page.clock.runFor(900);
  await expect(page.locator('#loginmodal')).toHaveCount(0);
  await page.clock.runFor(100);
  const modal = page.locator('#loginmodal');
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel('Username', { exact: true })).toBeVisible();
  await expect(modal.getByLabel('Password', { exact: true })).toBeVisible();
  expect(watch.consoleErrors).toEqual([]);
});

test('casino7 sends a guest from /account to its /login page, and back after signing in', async ({
  page,
}) => {
  const watch = watchPage(page);
  await page.goto(siteUrl('casino7.localhost', '/account'));
  await expect(page).toHaveURL(siteUrl('casino7.localhost', '/login?redirect=%2Faccount'));
  const form = page.locator('form.wl-sign-in');
  await form.getByLabel('Username', { exact: true }).fill('demo1');
  await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(siteUrl('casino7.localhost', '/account'));
  await expect(page.getByTestId('player-name')).toBeVisible();
  expect(watch.consoleErrors).toEqual([]);
});

test('a wrong password shows the error dialog and does not sign in', async ({ page }) => {
  await page.goto(siteUrl('casino2.localhost', '/login'));
  const form = page.locator('form.wl-sign-in');
  await form.getByLabel('Username', { exact: true }).fill('demo3');
  await form.getByLabel('Password', { exact: true }).fill('not-the-password');
  await form.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Something went wrong' });
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('player-name')).toHaveCount(0);
});
