import { expect, type Page } from '@playwright/test';
import { siteUrl } from './site-url';

/** Deposits `amount` by card through the PSP's hosted page with `card`; back on the site's /deposit. */
export async function depositByCard(page: Page, host: string, amount: string, card: string): Promise<void> {
  await page.goto(siteUrl(host, '/deposit'));
  await page.getByRole('radio', { name: 'Visa / Mastercard' }).check();
  await page.getByLabel(/^Amount/).fill(amount);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/pay\/pay_/);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry date').fill('12/30');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Maria Santos');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(new RegExp(`${host.replace('.', '\\.')}.*/deposit\\?deposit=dep_`));
}

/** Ten rounds of the first slot of /slots, through the studio's own Spin button. */
export async function playTenRounds(page: Page, host: string): Promise<void> {
  await page.goto(siteUrl(host, '/slots'));
  // A first visit's page is still hydrating when it shows: a click then can be lost.
  await page.waitForLoadState('networkidle');
  await page.locator('.wl-game-tile .wl-game-tile__play').first().click();
  await expect(page.locator('.wl-play iframe')).toBeVisible();
  const spin = page.frameLocator('.wl-play iframe').getByRole('button', { name: 'Spin', exact: true });
  for (let round = 0; round < 10; round += 1) {
    await expect(spin).toBeEnabled({ timeout: 20_000 });
    await spin.click();
  }
  await expect(spin).toBeEnabled({ timeout: 20_000 });
}
