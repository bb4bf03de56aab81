import { expect, test } from '@playwright/test';
import { signUp } from './accounts';
import { addStaff, ADMIN_HOST, checkPage, signInStaff } from './backoffice-staff';
import { siteUrl } from './site-url';
import { watchPage } from './watch-page';

const stamp = Date.now().toString(36);
const SITE = 'casino1';
const HOST = 'casino1.localhost';

test("a site manager adds a mission and a promotion, and a player sees both on the site's pages", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const watch = watchPage(page);
  await signInStaff(page, addStaff({ role: 'siteManager', sites: [SITE] }));

  // A weekly wager mission typed in pesos.
  await page.goto(siteUrl(ADMIN_HOST, `/sites/${SITE}/missions`));
  await expect(page.getByRole('heading', { level: 2, name: 'Missions' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a mission' }).click();
  const missionForm = page.getByRole('form', { name: 'New mission' });
  await missionForm.getByRole('textbox', { name: 'Code' }).fill(`week-${stamp}`);
  await missionForm.getByRole('combobox', { name: 'Period' }).selectOption('weekly');
  // Not an amount: named, and nothing is sent.
  await missionForm.getByRole('textbox', { name: 'Target amount (PHP)' }).fill('12.345');
  await missionForm.getByRole('textbox', { name: 'Reward (tokens)' }).fill('3');
  await missionForm.getByRole('button', { name: 'Save' }).click();
  await expect(missionForm.getByRole('alert')).toContainText('Type the target as a positive number');
  await checkPage(page, watch, testInfo, 'site-missions-form');
  await missionForm.getByRole('textbox', { name: 'Target amount (PHP)' }).fill('1234.5');
  await missionForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toContainText('Added');
  const missionRow = page.getByTestId(`mission-week-${stamp}`);
  await expect(missionRow).toContainText('₱1,234.50');
  await expect(missionRow).toContainText('3 tokens');
  await checkPage(page, watch, testInfo, 'site-missions');

  // A deposit bonus with its terms.
  const title = `Harbour bonus ${stamp}`;
  await page.getByRole('link', { name: 'Promotions' }).click();
  await page.getByRole('button', { name: 'Add a promotion' }).click();
  const promotionForm = page.getByRole('form', { name: 'New promotion' });
  await promotionForm.getByRole('textbox', { name: 'Code' }).fill(`harbour-${stamp}`);
  await promotionForm.getByRole('textbox', { name: 'Title' }).fill(title);
  await promotionForm
    .getByRole('textbox', { name: 'Terms' })
    .fill('One bonus per player. <b>Plain</b> text.');
  await promotionForm.getByRole('textbox', { name: 'Bonus (% of the deposit)' }).fill('50');
  await promotionForm.getByRole('textbox', { name: 'Largest bonus (PHP)' }).fill('2,000');
  await promotionForm.getByRole('textbox', { name: 'Smallest deposit (PHP)' }).fill('150');
  await promotionForm.getByRole('textbox', { name: 'Wagering (times the bonus)' }).fill('3');
  await promotionForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toContainText('Added');
  await expect(page.getByTestId(`promotion-harbour-${stamp}`)).toContainText('50% up to ₱2,000.00');
  await checkPage(page, watch, testInfo, 'site-promotions');

  // A new player on the site sees both.
  const player = await context.newPage();
  const playerWatch = watchPage(player);
  await signUp(player, HOST, `bp${stamp}`);
  await player.goto(siteUrl(HOST, '/promotions'));
  const offer = player.locator('li, article').filter({ hasText: title }).first();
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('One bonus per player. <b>Plain</b> text.');
  await expect(offer).toContainText('₱2,000.00');
  await player.goto(siteUrl(HOST, '/mission'));
  await expect(player.getByRole('heading', { name: 'Wager ₱1,234.50' })).toBeVisible();
  expect(playerWatch.consoleErrors).toEqual([]);
});
