import { expect, test } from '@playwright/test';
import { addStaff, ADMIN_HOST, checkPage, signInStaff } from './backoffice-staff';
import { siteUrl } from './site-url';
import { watchPage } from './watch-page';

// A demo site of the run's own database; the slides, partner and analytics script are this run's.
const KEY = 'slot7';
const HOST = `${KEY}.localhost`;
const stamp = Date.now().toString(36);

test('a site manager adds a slide and a partner, an owner an analytics script; the player site runs them', async ({
  page,
  context,
}, testInfo) => {
  const watch = watchPage(page);
  await signInStaff(page, addStaff({ role: 'siteManager', sites: [KEY] }));
  await page.goto(siteUrl(ADMIN_HOST, `/sites/${KEY}/slides`));
  await expect(page.getByRole('heading', { name: 'Slides', exact: true })).toBeVisible();
  // Analytics scripts are the owner's: no tab, and its address leads elsewhere.
  await expect(page.getByRole('link', { name: 'Analytics', exact: true })).toHaveCount(0);

  // A slide whose title carries markup: the site shows it as text and runs nothing of it.
  const slideTitle = `Harbour spins ${stamp} <img src=x onerror="window.__wlXss=1">`;
  await page.getByRole('button', { name: 'Add slide' }).click();
  await page.getByLabel('Title (English)', { exact: true }).fill(slideTitle);
  await page.getByLabel('Title (local)', { exact: true }).fill(`Ikot ${stamp}`);
  await page.getByLabel('Link', { exact: true }).fill('/slots');
  await checkPage(page, watch, testInfo, 'site-slide-form');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('rowheader', { name: slideTitle })).toBeVisible();
  // It went last; one place up.
  const rows = page.locator('tbody tr');
  const count = await rows.count();
  if (count > 1) {
    await page.getByRole('button', { name: `Move up: ${slideTitle}` }).click();
    await expect(rows.nth(count - 2).getByRole('rowheader')).toHaveText(slideTitle);
  }
  await checkPage(page, watch, testInfo, 'site-slides');

  await page.getByRole('link', { name: 'Partners', exact: true }).click();
  await page.getByRole('button', { name: 'Add partner' }).click();
  const partner = `Harbour Partner ${stamp}`;
  const logo = `/api/media/logo/${KEY}.svg?p=${stamp}`;
  await page.getByLabel('Name', { exact: true }).fill(partner);
  await page.getByLabel('Logo address').fill(logo);
  await page.getByLabel('Link', { exact: true }).fill('https://partner.example.com/');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('rowheader', { name: partner })).toBeVisible();
  await checkPage(page, watch, testInfo, 'site-partners');

  await page.goto(siteUrl(ADMIN_HOST, `/sites/${KEY}/analytics`));
  await expect(page.getByRole('heading', { name: 'Game providers' })).toBeVisible();

  const site = await context.newPage();
  const siteWatch = watchPage(site);
  await site.goto(siteUrl(HOST, '/'));
  await expect(site.locator('.wl-slides__title', { hasText: `Harbour spins ${stamp}` }).first()).toHaveText(
    slideTitle,
  );
  await expect(
    site.getByRole('region', { name: 'Our partners' }).getByRole('link', { name: new RegExp(partner) }),
  ).toBeVisible();
  expect(await site.evaluate(() => (window as unknown as { __wlXss?: number }).__wlXss)).toBeUndefined();
  expect(siteWatch.consoleErrors).toEqual([]);

  // The owner adds an analytics script; it runs on the player site.
  const owner = await context.browser()?.newContext();
  if (!owner) throw new Error('no browser');
  const ownerPage = await owner.newPage();
  const ownerWatch = watchPage(ownerPage);
  await signInStaff(ownerPage, addStaff({ role: 'owner' }));
  await ownerPage.goto(siteUrl(ADMIN_HOST, `/sites/${KEY}/analytics`));
  await expect(ownerPage.getByTestId('analytics-warning')).toContainText('run on every page');
  await ownerPage.getByRole('button', { name: 'Add script' }).click();
  await ownerPage.getByRole('combobox', { name: 'Where' }).selectOption('HEAD');
  await ownerPage.getByLabel('HTML with scripts').fill(`<script>window.__wlMarker = '${stamp}';</script>`);
  await ownerPage.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(ownerPage.getByText('Added: the site shows it now.')).toBeVisible();
  await checkPage(ownerPage, ownerWatch, testInfo, 'site-analytics');

  await site.reload();
  await expect
    .poll(() => site.evaluate(() => (window as unknown as { __wlMarker?: string }).__wlMarker))
    .toBe(stamp);
  expect(siteWatch.consoleErrors).toEqual([]);
  await owner.close();
});
