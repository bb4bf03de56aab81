import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signInByPage } from './accounts';
import { siteUrl } from './site-url';
import { watchPage } from './watch-page';

test('/forgot-password refuses a signed-in player', async ({ page }) => {
  await signInByPage(page, 'casino3.localhost', 'demo1');
  await page.goto(siteUrl('casino3.localhost', '/forgot-password'));
  await expect(page).toHaveURL(siteUrl('casino3.localhost', '/'));
  await expect(page.getByTestId('player-name')).toBeVisible();
});

test('a signed-in player stays signed in across a reload', async ({ page }) => {
  await signInByPage(page, 'casino5.localhost', 'demo1');
  await page.goto(siteUrl('casino5.localhost', '/account'));
  await expect(page).toHaveURL(siteUrl('casino5.localhost', '/account'));
  await expect(page.getByTestId('player-name')).toBeVisible();
  await expect(page.getByTestId('player-balance')).not.toBeEmpty();
});

test('logging out in one tab logs out the other tab', async ({ context }) => {
  const first = await context.newPage();
  await signInByPage(first, 'casino6.localhost', 'demo1');
  const second = await context.newPage();
  const watch = watchPage(second);
  await second.goto(siteUrl('casino6.localhost', '/promotions'));
  await expect(second.getByTestId('player-name')).toBeVisible();

  const reloaded = second.waitForEvent('load');
  await first.getByRole('button', { name: 'Log out' }).click();
  await first.getByRole('dialog', { name: 'Log out?' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(first.getByTestId('player-name')).toHaveCount(0);
  await expect(first.getByText('You have been logged out.')).toBeVisible();

  await reloaded;
  await expect(second.getByTestId('player-name')).toHaveCount(0);
  await expect(second.locator('.wl-account-controls').getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(watch.consoleErrors).toEqual([]);
});

for (const { host, entry } of [
  { host: 'casino1.localhost', entry: 'page' },
  { host: 'slot2.localhost', entry: 'modal' },
] as const) {
  test(`an expired session on ${host} gives the warning toast and the template's login ${entry}`, async ({
    page,
  }) => {
    if (entry === 'page') {
      await signInByPage(page, host, 'demo2');
    } else {
      // slot2 signs in by its modal.
      await page.goto(siteUrl(host, '/'));
      await page.locator('.wl-account-controls').getByRole('button', { name: 'Log in' }).click();
      const modal = page.locator('#loginmodal');
      await modal.getByLabel('Username', { exact: true }).fill('demo1');
      await modal.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await modal.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByTestId('player-name')).toBeVisible();
    }
    // The platform no longer knows the token (it expired or was revoked).
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('wl.session') ?? '{}');
      localStorage.setItem('wl.session', JSON.stringify({ ...session, token: 'expired-session-token' }));
    });
    await page.goto(siteUrl(host, '/account'));

    const toast = page.getByRole('alert').filter({ hasText: 'Session ended' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Your session has expired. Please log in again.');
    await expect(page.getByTestId('player-name')).toHaveCount(0);
    if (entry === 'page') {
      await expect(page).toHaveURL(siteUrl(host, '/login?redirect=%2Faccount'));
    } else {
      await expect(page).toHaveURL(siteUrl(host, '/'));
      await expect(page.locator('#loginmodal')).toBeVisible();
    }
  });
}
