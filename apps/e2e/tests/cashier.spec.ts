import { expect, test, type Page } from '@playwright/test';
import { memberCall, signUp } from './accounts';
import { operator } from './operator';
import { depositByCard } from './player-steps';
import { siteUrl } from './site-url';
import { watchPage } from './watch-page';

interface Methods {
  currency: string;
  methods: { code: string; name: string; min_amount: number; max_amount: number }[];
}

/** The header's balance as digits ("₱1,234.50" → "123450"). */
const balanceDigits = async (page: Page) =>
  ((await page.getByTestId('player-balance').textContent()) ?? '').replace(/\D/g, '');

/** Adds a bank account through /add-bank, with a number in the first bank's format. */
async function addBank(page: Page, host: string): Promise<void> {
  await page.goto(siteUrl(host, '/add-bank'));
  const form = page.locator('main form').first();
  const bank = form.getByLabel('Bank', { exact: true });
  await expect(bank.locator('option').nth(1)).toBeAttached();
  await bank.selectOption({ index: 1 });
  const format = (await form.getByText(/^Format: /).textContent()) ?? '';
  const digits = Number(/(\d+)(?: to \d+)? digits/.exec(format)?.[1] ?? 10);
  await form.getByLabel('Account holder name').fill('Maria Santos');
  await form.getByLabel('Account number').fill('1'.repeat(digits - 4) + '2345');
  await form.getByRole('button', { name: 'Add bank account' }).click();
  await expect(page.getByText('Bank account added')).toBeVisible();
}

const FAMILIES = ['casino3.localhost', 'slot2.localhost', 'sportsbook1.localhost'] as const;

test.describe.configure({ mode: 'serial' });

for (const host of FAMILIES) {
  test(`a new player on ${host} deposits by card, plays, withdraws and is paid`, async ({ page }) => {
    test.setTimeout(180_000);
    const watch = watchPage(page);
    const siteKey = host.replace('.localhost', '');
    // Deposits must be played through before they leave; this test plays one round, so the site's rule
    // is set to none (the platform tests cover the wagering rule).
    operator('cashier', 'settings', '--site', siteKey, '--wagering-percent', '0');
    const accountId = `pay${Date.now().toString(36)}`;
    await signUp(page, host, accountId);
    await addBank(page, host);

    const { methods, currency } = await memberCall<Methods>(page, host, 'cashier/methods');
    const card = methods.find((m) => m.code === 'card');
    const bank = methods.find((m) => m.code === 'bank');
    expect(card && bank).toBeTruthy();
    const deposit = String((card?.min_amount ?? 0) * 5);
    await depositByCard(page, host, deposit, '4242 4242 4242 4242');
    await expect(page.getByText(/^Deposit completed: .+ credited$/)).toBeVisible({ timeout: 30_000 });
    const digits = (amount: number) =>
      new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount).replace(/\D/g, '');
    await expect.poll(() => balanceDigits(page)).toBe(digits(Number(deposit)));

    // The statement has the deposit, with the balance after it.
    await page.goto(siteUrl(host, '/statement'));
    await expect(page.getByText(/Deposit · deposit dep_/).first()).toBeVisible();

    // One round of a slot, for real money.
    await page.goto(siteUrl(host, '/slots'));
    await page.locator('.wl-game-tile .wl-game-tile__play').first().click();
    const game = page.frameLocator('.wl-play iframe');
    const spin = game.getByRole('button', { name: 'Spin', exact: true });
    await expect(spin).toBeEnabled({ timeout: 20_000 });
    await spin.click();
    await expect(spin).toBeEnabled({ timeout: 20_000 });

    // A withdrawal of the bank transfer's minimum: held at once, pending in the history.
    const before = await memberCall<{ game_balance: number }>(page, host, 'auth/get_balance');
    await page.goto(siteUrl(host, '/withdrawal'));
    await page.getByRole('radio', { name: 'Bank transfer' }).check();
    await page.getByLabel(/^Amount/).fill(String(bank?.min_amount));
    await page.getByRole('button', { name: 'Request withdrawal' }).click();
    await expect(page.getByText(/^Withdrawal requested — .+ is held until it is approved$/)).toBeVisible();
    const held = await memberCall<{ game_balance: number }>(page, host, 'auth/get_balance');
    expect(Math.round((before.game_balance - held.game_balance) * 100)).toBe(
      Math.round((bank?.min_amount ?? 0) * 100),
    );
    await page.goto(siteUrl(host, '/transaction-history'));
    await expect(page.getByText('Pending').first()).toBeVisible();

    // The operator approves it; the payment provider pays it and says so; the player sees it paid.
    const list = await memberCall<{ value: { id: string; type: string; state: string }[] }>(
      page,
      host,
      'cashier/transactions',
      { type: 'withdrawal' },
    );
    const withdrawal = list.value[0];
    expect(withdrawal).toMatchObject({ type: 'withdrawal', state: 'pending' });
    expect(operator('withdrawals', 'approve', '--id', withdrawal?.id ?? '')).toContain('is approved');
    await expect
      .poll(
        async () =>
          (
            await memberCall<{ value: { state: string }[] }>(page, host, 'cashier/transactions', {
              type: 'withdrawal',
            })
          ).value[0]?.state,
        { timeout: 30_000 },
      )
      .toBe('paid');
    await page.reload();
    await expect(page.getByText('Paid').first()).toBeVisible();
    const inbox = await memberCall<{ value: { title: string }[] }>(page, host, 'settings/get_inbox');
    expect(inbox.value.map((m) => m.title)).toEqual(
      expect.arrayContaining(['Deposit credited', 'Withdrawal paid']),
    );
    expect(watch.consoleErrors).toEqual([]);
  });
}

test('a declined card leaves the balance as it was; a cancelled withdrawal returns its hold', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const host = 'casino3.localhost';
  operator('cashier', 'settings', '--site', 'casino3', '--wagering-percent', '0');
  await signUp(page, host, `dec${Date.now().toString(36)}`);
  const { methods } = await memberCall<Methods>(page, host, 'cashier/methods');
  const card = methods.find((m) => m.code === 'card');
  const bank = methods.find((m) => m.code === 'bank');

  await depositByCard(page, host, String((card?.min_amount ?? 0) * 2), '4000 0000 0000 0002');
  await expect(page.getByText('Payment declined — nothing was charged')).toBeVisible({ timeout: 30_000 });
  expect((await memberCall<{ game_balance: number }>(page, host, 'auth/get_balance')).game_balance).toBe(0);

  await addBank(page, host);
  await depositByCard(page, host, String((card?.min_amount ?? 0) * 5), '4242 4242 4242 4242');
  await expect(page.getByText(/^Deposit completed/)).toBeVisible({ timeout: 30_000 });
  const funded = await memberCall<{ game_balance: number }>(page, host, 'auth/get_balance');
  await page.goto(siteUrl(host, '/withdrawal'));
  await page.getByRole('radio', { name: 'Bank transfer' }).check();
  await page.getByLabel(/^Amount/).fill(String(bank?.min_amount));
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(page.getByText(/^Withdrawal requested/)).toBeVisible();

  await page.goto(siteUrl(host, '/transaction-history'));
  await page.getByRole('button', { name: 'Cancel withdrawal' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel withdrawal' }).click();
  await expect(page.getByText(/^Withdrawal cancelled — .+ is back in your balance$/)).toBeVisible();
  expect((await memberCall<{ game_balance: number }>(page, host, 'auth/get_balance')).game_balance).toBe(
    funded.game_balance,
  );
});
