import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { addStaff, ADMIN_HOST, checkPage, signInStaff } from './backoffice-staff';
import { siteUrl } from './site-url';
import { watchPage } from './watch-page';

test('a finance member reads a site report as a chart and tables, and downloads each table as CSV', async ({
  page,
}, testInfo) => {
  const watch = watchPage(page);
  const finance = addStaff({ role: 'finance', sites: ['casino3'] });
  await signInStaff(page, finance);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Site')).toHaveValue(/\d+/);
  await expect(page.getByRole('img', { name: /Chart of bets, wins/ })).toBeVisible();

  // The daily table has one row per day of the default 30 and the totals.
  const daily = page.getByRole('table', { name: 'Per day', exact: true });
  await expect(daily.locator('tbody tr')).toHaveCount(30);
  await expect(daily.locator('tfoot th')).toHaveText('Total');
  await checkPage(page, watch, testInfo, 'reports');

  const section = page.getByRole('region', { name: 'Per day', exact: true });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^daily-casino3-\d{4}-\d{2}-\d{2}_to_\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8')).trim().split('\r\n');
  expect(lines[0]).toBe(
    'Day,Deposits,Withdrawals,Bets,Wins,Gross gaming revenue,Bonus cost,Adjustments,New players,Active players',
  );
  expect(lines).toHaveLength(32);
  expect(lines[31]).toMatch(/^Total,/);

  // A shorter period asks again.
  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel('From').fill(today);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(daily.locator('tbody tr')).toHaveCount(1);
  expect(watch.consoleErrors).toEqual([]);
});

test('support has no reports, not even by address', async ({ page }) => {
  const support = addStaff({ role: 'support', sites: ['casino3'] });
  await signInStaff(page, support);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Sites' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Reports' })).toHaveCount(0);
  await page.goto(siteUrl(ADMIN_HOST, '/reports'));
  await expect(page).toHaveURL(siteUrl(ADMIN_HOST, '/sites'));
});
