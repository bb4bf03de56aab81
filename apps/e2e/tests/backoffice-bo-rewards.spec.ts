import { expect, test } from '@playwright/test';
import { signUp } from './accounts';
import { addStaff, ADMIN_HOST, checkPage, signInStaff } from './backoffice-staff';
import { siteUrl } from './site-url';
import { watchPage } from './watch-page';

/** A demo site no other test changes the rewards or VIP levels of. */
const KEY = 'slot7';
const HOST = `${KEY}.localhost`;

test("a site manager changes a wheel prize and a VIP level's name; the site's spin and VIP pages show them", async ({
  page,
  context,
}, testInfo) => {
  const watch = watchPage(page);
  const stamp = Date.now().toString(36);
  const tokens = String(700 + (Date.now() % 200));
  const levelName = `Silver ${stamp}`;
  await signInStaff(page, addStaff({ role: 'siteManager', sites: [KEY] }));

  await page.goto(siteUrl(ADMIN_HOST, `/sites/${KEY}/rewards`));
  await expect(page.getByRole('heading', { name: 'Lucky spin' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Segment 1: Prize' }).selectOption('tokens');
  await page.getByRole('textbox', { name: 'Segment 1: Tokens' }).fill(tokens);
  // The odds follow the weights as they are typed.
  await page.getByRole('textbox', { name: 'Segment 1: Weight' }).fill('0');
  await expect(page.getByTestId('odds-1')).toHaveText('—');
  await page.getByRole('textbox', { name: 'Segment 1: Weight' }).fill('30');
  await expect(page.getByTestId('odds-1')).toHaveText(/^\d+(\.\d+)? %$/);
  await checkPage(page, watch, testInfo, 'site-rewards');
  await page.getByRole('button', { name: 'Save rewards' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved: the site shows it now.');

  await page.getByRole('link', { name: 'VIP' }).click();
  await expect(page.getByRole('heading', { name: 'VIP levels' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Row 2: Name' }).fill(levelName);
  await checkPage(page, watch, testInfo, 'site-vip');
  await page.getByRole('button', { name: 'Save VIP levels' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved: the site shows it now.');
  expect(watch.consoleErrors).toEqual([]);

  // A player of the site sees the new prize on the wheel and the new name among the levels.
  const player = await context.newPage();
  await signUp(player, HOST, `bo${stamp}`);
  await player.goto(siteUrl(HOST, '/spin'));
  await expect(player.getByRole('img', { name: new RegExp(`\\b${tokens}\\b`) })).toBeVisible();
  await player.goto(siteUrl(HOST, '/vip'));
  await expect(player.locator('.wl-vip__tier').filter({ hasText: levelName })).toBeVisible();
});
