import { createHmac } from 'node:crypto';
import pg from 'pg';
import { expect, test, type Page } from '@playwright/test';
import { E2E_DATABASE_URL, E2E_PORT } from '../playwright.config';
import { memberCall, signUp } from './accounts';
import { addStaff, checkPage, signInStaff } from './backoffice-staff';
import { operator } from './operator';
import { watchPage } from './watch-page';

const HOST = 'casino3.localhost';
const SITE = 'casino3';

/** The demo studio's wallet secret for a provider, as the demo data sets it (DEMO_STUDIO_KEY unset). */
const walletSecret = (provider: string) =>
  createHmac('sha256', process.env['DEMO_STUDIO_KEY'] ?? 'demo-game-studio')
    .update(provider)
    .digest('hex');

/** A signed seamless-wallet call, as the provider's server sends it. */
async function wallet(call: string, body: object): Promise<{ status: string; balance?: number }> {
  const raw = JSON.stringify(body);
  const at = Math.floor(Date.now() / 1000);
  const mac = createHmac('sha256', walletSecret('JILI')).update(`${at}.${raw}`).digest('hex');
  const response = await fetch(`http://127.0.0.1:${E2E_PORT}/api/wallet/${call}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-provider-code': 'JILI',
      'x-signature': `t=${at},v1=${mac}`,
    },
    body: raw,
  });
  return (await response.json()) as { status: string; balance?: number };
}

const gameBalance = async (page: Page) =>
  (await memberCall<{ game_balance: number }>(page, HOST, 'auth/get_balance')).game_balance;

/**
 * The player launches a JILI game and the provider takes a bet of 250.00 in a round it never finishes;
 * the round began two hours ago (its start moved back: the list shows rounds left an hour and more).
 */
async function roundLeftOpen(page: Page, roundId: string): Promise<{ playerId: string; currency: string }> {
  const games = await memberCall<{ value: { game_code: string }[] }>(page, HOST, 'product/get_games', {
    provider_code: 'JILI',
    page_size: 1,
  });
  const gameCode = games.value[0]?.game_code ?? '';
  const launch = await memberCall<{ url: string }>(page, HOST, 'product/launch_game', {
    provider_code: 'JILI',
    game_code: gameCode,
  });
  const token = new URL(launch.url).searchParams.get('token') ?? '';
  const auth = await wallet('authenticate', { token });
  expect(auth.status).toBe('OK');
  const { player_id: playerId = '', currency = '' } = auth as { player_id?: string; currency?: string };
  const bet = await wallet('bet', {
    token,
    player_id: playerId,
    transaction_id: `${roundId}-bet`,
    round_id: roundId,
    game_code: gameCode,
    amount: 250 * 10 ** digitsOf(currency),
    currency,
  });
  expect(bet.status).toBe('OK');
  const db = new pg.Client({ connectionString: E2E_DATABASE_URL });
  await db.connect();
  try {
    await db.query(
      "UPDATE game_rounds SET started_at = now() - interval '2 hours' WHERE provider_code = 'JILI' AND round_id = $1",
      [roundId],
    );
  } finally {
    await db.end();
  }
  return { playerId, currency };
}

/** Decimal places of a currency. */
const digitsOf = (currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;

/** An amount as the back office shows it (English). */
const shown = (major: number, currency: string) =>
  new Intl.NumberFormat('en', {
    style: 'currency',
    currency,
    minimumFractionDigits: digitsOf(currency),
    maximumFractionDigits: digitsOf(currency),
  }).format(major);

test('finance closes a round a provider left open, and the player has the stake back', async ({
  page,
  context,
}, testInfo) => {
  const accountId = `rnd${Date.now().toString(36)}`;
  const roundId = `e2e-open-${accountId}`;
  await signUp(page, HOST, accountId);
  operator(
    'players',
    'credit',
    '--site',
    SITE,
    '--account',
    accountId,
    '--amount',
    '1000',
    '--reason',
    'Float',
    '--id',
    `float-${accountId}`,
  );
  const { playerId, currency } = await roundLeftOpen(page, roundId);
  const stake = shown(250, currency);
  expect(await gameBalance(page)).toBe(750);

  const staff = await context.newPage();
  const watch = watchPage(staff);
  await signInStaff(staff, addStaff({ role: 'finance', sites: [SITE] }));
  await staff
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Open rounds' })
    .click();
  await expect(staff.getByRole('heading', { name: 'Open game rounds' })).toBeVisible();
  const row = staff.locator(`[data-round="${roundId}"]`);
  await expect(row).toContainText(accountId);
  await expect(row).toContainText(stake);
  await expect(row).toContainText('2 h');
  await checkPage(staff, watch, testInfo, 'open-rounds');

  await row.getByRole('button', { name: `Close round ${roundId}` }).click();
  await expect(row).toContainText(`Refund ${stake} to ${accountId} and close the round?`);
  await checkPage(staff, watch, testInfo, 'open-rounds-confirm');
  await row.getByRole('button', { name: 'Close and refund' }).click();
  await expect(staff.getByTestId('rounds-notice')).toHaveText(
    `Round ${roundId} is closed: ${stake} was refunded to ${accountId}.`,
  );
  await expect(row).toHaveCount(0);

  // The player's balance has the stake back, on the site.
  expect(await gameBalance(page)).toBe(1000);
  await page.reload();
  await expect(page.getByTestId('player-balance')).toContainText('1,000');
  // The provider's late win for the closed round is refused: no money is made.
  const late = await wallet('win', {
    player_id: playerId,
    transaction_id: `${roundId}-win`,
    round_id: roundId,
    game_code: 'any',
    amount: 1000 * 10 ** digitsOf(currency),
    currency,
  });
  expect(late.status).not.toBe('OK');
  expect(await gameBalance(page)).toBe(1000);
});

test("finance raises a method's smallest deposit on the Payments page and the player's cashier shows it", async ({
  page,
  context,
}, testInfo) => {
  const accountId = `pay${Date.now().toString(36)}`;
  await signUp(page, HOST, accountId);
  const methodsOf = () =>
    memberCall<{ methods: { code: string; name: string; deposits: boolean; min_amount: number }[] }>(
      page,
      HOST,
      'cashier/methods',
    );
  const method = (await methodsOf()).methods.find((m) => m.deposits);
  expect(method).toBeDefined();
  const name = method?.name ?? '';
  const code = method?.code ?? '';
  const raised = (method?.min_amount ?? 0) + 7;

  const staff = await context.newPage();
  const watch = watchPage(staff);
  await signInStaff(staff, addStaff({ role: 'finance', sites: [SITE] }));
  await staff
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Payments', exact: true })
    .click();
  await expect(staff.getByRole('heading', { name: 'Payment methods and limits' })).toBeVisible();
  await checkPage(staff, watch, testInfo, 'payments');
  await staff.getByRole('textbox', { name: `Smallest amount with ${name}` }).fill(String(raised));
  await staff.getByRole('button', { name: 'Save payment settings' }).click();
  await expect(staff.getByTestId('payments-saved')).toBeVisible();

  const after = (await methodsOf()).methods.find((m) => m.code === code);
  expect(after?.min_amount).toBe(raised);
});
