import { expect, test } from '@playwright/test';
import { addStaff, ADMIN_HOST, checkPage, signInStaff } from './backoffice-staff';
import { siteUrl } from './site-url';
import { watchPage } from './watch-page';

// A demo site no other test reads the menus of.
const KEY = 'casino9';
const HOST = `${KEY}.localhost`;
const stamp = Date.now().toString(36);

test('a site manager edits the site menu and the lobby tabs, and the site shows them after a reload', async ({
  page,
  context,
}, testInfo) => {
  const watch = watchPage(page);
  await signInStaff(page, addStaff({ role: 'siteManager', sites: [KEY] }));
  await page.goto(siteUrl(ADMIN_HOST, `/sites/${KEY}/menus`));
  const siteMenu = page.getByRole('region', { name: 'Site menu' });
  const tabs = page.getByRole('region', { name: 'Lobby tabs' });
  await expect(tabs.getByRole('rowheader', { name: 'Hot Games' })).toBeVisible();

  // A new entry of the site menu, linking to a path of the site.
  await siteMenu.getByRole('button', { name: 'Add entry' }).click();
  await siteMenu.getByRole('textbox', { name: 'Label' }).fill('Promotions Weekly');
  await siteMenu.getByRole('textbox', { name: 'Link' }).fill('/promotions');
  await siteMenu.getByRole('textbox', { name: 'Category' }).fill('promotions');
  await checkPage(page, watch, testInfo, 'site-menus-form');
  await siteMenu.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Added: the site shows it now.');
  await expect(siteMenu.getByRole('rowheader', { name: 'Promotions Weekly' })).toBeVisible();

  // A lobby tab renamed, in its place.
  const renamed = `Hot Picks ${stamp}`;
  await tabs.getByRole('button', { name: 'Edit: Hot Games' }).click();
  await tabs.getByRole('textbox', { name: 'Label' }).fill(renamed);
  await tabs.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(tabs.getByRole('rowheader', { name: renamed })).toBeVisible();

  // A tab whose label looks like markup: kept and shown as text.
  const markup = '<img src=x onerror="window.hacked=1">';
  await tabs.getByRole('button', { name: 'Add tab' }).click();
  await tabs.getByRole('textbox', { name: 'Label' }).fill(markup);
  await tabs.getByRole('textbox', { name: 'Link' }).fill('/promotions');
  await tabs.getByRole('textbox', { name: 'Category' }).fill('promotions');
  await tabs.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(tabs.getByRole('rowheader', { name: markup })).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await checkPage(page, watch, testInfo, 'site-menus');

  // The player site after a reload: the renamed tab and the markup label as text in its navigation,
  // and the new entry in the site menu its startup answer carries. The site server reuses a page's
  // platform answers for up to 15 s, so the page shows the change at the latest once they are past.
  const site = await context.newPage();
  const nav = site.getByRole('navigation', { name: 'Game categories' }).first();
  await expect(async () => {
    await site.goto(siteUrl(HOST, '/'));
    await expect(nav).toContainText(renamed, { timeout: 2_000 });
    await expect(nav).toContainText(markup, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(site.locator('img[src="x"]')).toHaveCount(0);
  expect(await site.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
  // The site's own startup call, from the page as the site makes it.
  const menu = await site.evaluate(async (domain) => {
    const response = await fetch('/api/startup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ domain_name: domain }),
    });
    return ((await response.json()) as { content: { menu: { name: string; url: string }[] } }).content.menu;
  }, HOST);
  expect(menu).toContainEqual(expect.objectContaining({ name: 'Promotions Weekly', url: '/promotions' }));

  // The markup tab deleted after the confirmation; the site drops it.
  await tabs.getByRole('button', { name: `Delete: ${markup}` }).click();
  await tabs.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(tabs.getByRole('rowheader', { name: markup })).toHaveCount(0);
  expect(watch.consoleErrors).toEqual([]);
});
