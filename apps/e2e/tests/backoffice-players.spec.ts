import { expect, test } from '@playwright/test';
import { memberCall, signUp } from './accounts';
import { addStaff, ADMIN_HOST, checkPage, signInStaff, signOutStaff } from './backoffice-staff';
import { depositByCard } from './player-steps';
import { siteUrl } from './site-url';
import { watchPage } from './watch-page';

const PLAYER_HOST = 'casino3.localhost';
const accountId = `bop${Date.now().toString(36)}`;
/** The player's page address as the finance member opened it (site id and account id). */
let playerPage = '';

test.describe.configure({ mode: 'serial' });

test('finance finds a new player, adjusts the balance with a reason and sees it; the owner sees the audit entry', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const watch = watchPage(page);
  await signUp(page, PLAYER_HOST, accountId);

  const finance = addStaff({ role: 'finance', sites: ['casino3'] });
  await signInStaff(page, finance);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Players' }).click();
  await expect(page.getByRole('heading', { name: 'Players', level: 1 })).toBeVisible();
  await page.getByLabel('Account id, phone, e-mail or name').fill(accountId.toUpperCase());
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('status')).toHaveText('1 player found');
  await expect(page.getByTestId('player-result')).toHaveCount(1);
  await checkPage(page, watch, testInfo, 'players-search');

  await page.getByRole('link', { name: accountId }).click();
  await expect(page.getByRole('heading', { name: accountId, level: 1 })).toBeVisible();
  await expect(page.getByTestId('balance-game')).toHaveText(/0\.00/);
  playerPage = new URL(page.url()).pathname + new URL(page.url()).search;

  await page.getByLabel(/^Amount/).fill('12.50');
  await page.getByLabel('Reason').fill('E2E goodwill credit');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByText(new RegExp(`^Credit .*12\\.50 to ${accountId}\\?$`))).toBeVisible();
  await page.getByRole('button', { name: 'Confirm adjustment' }).click();
  await expect(page.getByTestId('adjust-done')).toContainText('12.50');
  await expect(page.getByTestId('balance-game')).toHaveText(/12\.50/);
  const newest = page.getByTestId('statement-line').first();
  await expect(newest).toContainText('credit');
  await expect(newest).toContainText('E2E goodwill credit');
  await expect(newest).toContainText('12.50');
  await checkPage(page, watch, testInfo, 'player-page');

  // The platform kept it: a fresh load shows the same balance and line.
  await page.reload();
  await expect(page.getByTestId('balance-game')).toHaveText(/12\.50/);
  await expect(page.getByTestId('statement-line').first()).toContainText('E2E goodwill credit');

  // Under the statement: the deposits and withdrawals and the game rounds, empty for a new player.
  const cashier = page.getByRole('region', { name: 'Deposits and withdrawals' });
  const rounds = page.getByRole('region', { name: 'Game rounds' });
  await expect(cashier).toContainText('No deposits or withdrawals yet.');
  await expect(rounds).toContainText('No game rounds yet.');

  // The player deposits by card on the site, in a tab of their own (the same browser, their session);
  // the player's page then lists the deposit.
  const player = await page.context().newPage();
  await player.goto(siteUrl(PLAYER_HOST, '/deposit'));
  const { methods } = await memberCall<{
    methods: { code: string; deposits: boolean; min_amount: number }[];
  }>(player, PLAYER_HOST, 'cashier/methods');
  const card = methods.find((method) => method.code === 'card' && method.deposits);
  const deposited = (card?.min_amount ?? 0) * 2;
  await depositByCard(player, PLAYER_HOST, String(deposited), '4242 4242 4242 4242');
  await expect(player.getByText(/^Deposit completed: .+ credited$/)).toBeVisible({ timeout: 30_000 });
  await player.close();
  await page.reload();
  const record = cashier.getByTestId('cashier-record');
  await expect(record).toHaveCount(1);
  await expect(record).toContainText('Deposit');
  await expect(record).toContainText('Completed');
  await expect(record).toContainText(
    new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(deposited),
  );
  await expect(rounds).toContainText('No game rounds yet.');
  await checkPage(page, watch, testInfo, 'player-history');

  await signOutStaff(page);
  const owner = addStaff({ role: 'owner' });
  await signInStaff(page, owner);
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await page.getByLabel('Action').fill('players/adjust_balance');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const entry = page.getByTestId('audit-entry').filter({ hasText: `player ${accountId}` });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(finance.email);
  await entry.getByText('Before and after').click();
  await expect(entry).toContainText('"reason": "E2E goodwill credit"');
  await expect(entry).toContainText('"game_minor": 1250');
  expect(watch.consoleErrors).toEqual([]);
});

test('support given only another site cannot find the player, nor adjust a balance', async ({
  page,
}, testInfo) => {
  const watch = watchPage(page);
  const support = addStaff({ role: 'support', sites: ['slot2'] });
  await signInStaff(page, support);
  await page.goto(siteUrl(ADMIN_HOST, '/players'));
  await page.getByLabel('Account id, phone, e-mail or name').fill(accountId);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('status')).toHaveText('No player matches.');
  await expect(page.getByTestId('player-result')).toHaveCount(0);

  expect(playerPage).not.toBe('');
  await page.goto(siteUrl(ADMIN_HOST, playerPage));
  await expect(page.getByRole('alert')).toHaveText('That site is not one of yours.');
  await expect(page.getByTestId('balance-game')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Review' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Adjust the balance' })).toHaveCount(0);
  await checkPage(page, watch, testInfo, 'players-support');
});

test("support adds a note on the player's page and sees it listed, as text, and caps a limit", async ({
  page,
}, testInfo) => {
  const watch = watchPage(page);
  const support = addStaff({ role: 'support', sites: ['casino3'] });
  await signInStaff(page, support);
  expect(playerPage).not.toBe('');
  await page.goto(siteUrl(ADMIN_HOST, playerPage));
  const notes = page.getByRole('region', { name: 'Staff notes' });
  await expect(notes).toContainText('No notes yet.');
  const body = 'Called about a missing deposit, told to wait 24h <b>not bold</b>';
  await notes.getByLabel('Note (plain text, seen by staff only)').fill(body);
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByRole('status')).toHaveText('The note is added.');
  const listed = notes.getByTestId('player-note');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(body);
  await expect(listed).toContainText(support.email);
  await expect(notes.locator('b')).toHaveCount(0);
  await expect(notes.getByLabel('Note (plain text, seen by staff only)')).toHaveValue('');
  await checkPage(page, watch, testInfo, 'player-notes');

  // A deposit limit the player cannot raise: the limits in force show it beside the player's own (none).
  const cap = page.getByRole('region', { name: 'Operator limit' });
  await cap.getByRole('combobox', { name: 'Limit', exact: true }).selectOption('deposit');
  await cap.getByRole('combobox', { name: 'Period' }).selectOption('30d');
  await cap.getByLabel(/^Amount/).fill('5000');
  await cap.getByRole('button', { name: 'Set cap' }).click();
  await expect(cap.getByRole('status')).toHaveText("The cap is set: the player's limits above show it.");
  await expect(page.getByTestId('limit-deposit-30d')).toContainText('5,000');
  await checkPage(page, watch, testInfo, 'player-limit-cap');

  // The platform kept it: a fresh load lists it again.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Staff notes' }).getByTestId('player-note')).toContainText(
    body,
  );
  expect(watch.consoleErrors).toEqual([]);
});
