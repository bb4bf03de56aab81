import { expect, test, type Page } from '@playwright/test';
import { memberCall, signUp } from './accounts';
import { addStaff, checkPage, signInStaff } from './backoffice-staff';
import { operator } from './operator';
import { depositByCard } from './player-steps';
import { watchPage } from './watch-page';

const HOST = 'casino3.localhost';
const SITE = 'casino3';

interface Methods {
  methods: { code: string; payouts: boolean; deposits: boolean; min_amount: number }[];
  banks: { code: string; account_format: string }[];
}

test.describe.configure({ mode: 'serial' });

/** A new player on the site with a float of 5,000 (no wagering asked) and a bank account. */
async function playerWithFloat(page: Page): Promise<{ accountId: string; minimum: number }> {
  operator('cashier', 'settings', '--site', SITE, '--wagering-percent', '0');
  const accountId = `mon${Date.now().toString(36)}`;
  await signUp(page, HOST, accountId);
  operator(
    'players',
    'credit',
    '--site',
    SITE,
    '--account',
    accountId,
    '--amount',
    '5000',
    '--reason',
    'Float',
    '--id',
    `float-${accountId}`,
  );
  const { methods, banks } = await memberCall<Methods>(page, HOST, 'cashier/methods');
  const bank = methods.find((method) => method.code === 'bank' && method.payouts);
  const format = banks[0]?.account_format ?? '';
  const digits = Number(/(\d+)(?: to \d+)? digits/.exec(format)?.[1] ?? 10);
  const added = await memberCall<{ statusCode: number }>(page, HOST, 'cashier/bank_add', {
    bank_code: banks[0]?.code,
    holder_name: 'Maria Santos',
    account_number: '1'.repeat(digits - 4) + '2345',
  });
  expect(added.statusCode).toBe(1);
  return { accountId, minimum: bank?.min_amount ?? 100 };
}

let requests = 0;

/** The player asks for a withdrawal of `amount` by bank transfer: its id. */
async function withdraw(page: Page, amount: number): Promise<string> {
  const accounts = await memberCall<{ value: { bank_account_id: number }[] }>(
    page,
    HOST,
    'cashier/bank_accounts',
  );
  requests += 1;
  const answer = await memberCall<{ statusCode: number; withdrawal?: { id: string } }>(
    page,
    HOST,
    'cashier/withdraw',
    {
      method_code: 'bank',
      amount: String(amount),
      bank_account_id: accounts.value[0]?.bank_account_id,
      request_id: `e2e-money-${Date.now()}-${requests}`,
    },
  );
  expect(answer.statusCode, JSON.stringify(answer)).toBe(1);
  return answer.withdrawal?.id ?? '';
}

const row = (page: Page, id: string) => page.locator(`[data-withdrawal="${id}"]`);

async function openQueue(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Withdrawals' })
    .click();
  await expect(page.getByRole('heading', { name: 'Withdrawals', level: 1 })).toBeVisible();
}

test('finance approves a small withdrawal, rejects one with a reason, and a large one needs a second member', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const watch = watchPage(page);
  const { minimum } = await playerWithFloat(page);
  const small = await withdraw(page, minimum);
  const refused = await withdraw(page, minimum);
  const large = await withdraw(page, 1500);

  const finance = addStaff({ role: 'finance', sites: [SITE] });
  const staffPage = await browser.newPage();
  const staffWatch = watchPage(staffPage);
  await signInStaff(staffPage, finance);
  await openQueue(staffPage);
  for (const id of [small, refused, large]) await expect(row(staffPage, id)).toBeVisible();
  await expect(row(staffPage, large)).toContainText('Needs two approvers');
  await expect(row(staffPage, small)).toContainText(
    new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(minimum),
  );
  await checkPage(staffPage, staffWatch, testInfo, 'withdrawal-queue');

  // Approve asks to confirm, then sends the payout.
  await staffPage.getByRole('button', { name: `Approve withdrawal ${small}` }).click();
  await expect(row(staffPage, small)).toContainText('The payout is sent at once.');
  await staffPage.getByRole('button', { name: 'Yes, approve' }).click();
  await expect(staffPage.getByTestId('money-notice')).toHaveText(
    `Withdrawal ${small} is approved and its payout sent.`,
  );
  await expect(row(staffPage, small)).toHaveCount(0);

  // Reject asks for the reason the player reads.
  await staffPage.getByRole('button', { name: `Reject withdrawal ${refused}` }).click();
  await row(staffPage, refused).getByLabel('Reason (the player reads it)').fill('Documents needed');
  await checkPage(staffPage, staffWatch, testInfo, 'withdrawal-reject-form');
  await staffPage.getByRole('button', { name: 'Reject withdrawal', exact: true }).click();
  await expect(staffPage.getByTestId('money-notice')).toContainText(`Withdrawal ${refused} is rejected`);

  // Above the threshold: the first approval waits for a second member; the same member again is refused.
  await staffPage.getByRole('button', { name: `Approve withdrawal ${large}` }).click();
  await staffPage.getByRole('button', { name: 'Yes, approve' }).click();
  await expect(staffPage.getByTestId('money-notice')).toContainText('It awaits a second approver.');
  await expect(row(staffPage, large).getByTestId('awaiting-second')).toHaveText(
    `Awaiting a second approver (approved by ${finance.email})`,
  );
  await staffPage.getByRole('button', { name: `Approve withdrawal ${large}` }).click();
  await staffPage.getByRole('button', { name: 'Yes, approve' }).click();
  await expect(row(staffPage, large).getByRole('alert')).toHaveText(
    /A second owner or finance member must approve it/,
  );
  await checkPage(staffPage, staffWatch, testInfo, 'withdrawal-awaiting-second');

  const second = addStaff({ role: 'finance', sites: [SITE] });
  const secondPage = await browser.newPage();
  await signInStaff(secondPage, second);
  await openQueue(secondPage);
  await secondPage.getByRole('button', { name: `Approve withdrawal ${large}` }).click();
  await secondPage.getByRole('button', { name: 'Yes, approve' }).click();
  await expect(secondPage.getByTestId('money-notice')).toHaveText(
    `Withdrawal ${large} is approved and its payout sent.`,
  );

  // What the player sees: two approved (or already paid), one rejected with the reason in the inbox.
  const states = async () =>
    Object.fromEntries(
      (
        await memberCall<{ value: { id: string; state: string }[] }>(page, HOST, 'cashier/transactions', {
          type: 'withdrawal',
        })
      ).value.map((w) => [w.id, w.state]),
    );
  await expect.poll(async () => (await states())[refused]).toBe('rejected');
  expect(['approved', 'paid']).toContain((await states())[small]);
  expect(['approved', 'paid']).toContain((await states())[large]);
  const inbox = await memberCall<{ value: { content: string }[] }>(page, HOST, 'settings/get_inbox');
  expect(inbox.value.map((m) => m.content).join(' ')).toContain('Documents needed');

  // Finance sets the site's second-approver amount; the row says it is saved and no longer the default.
  await secondPage.getByRole('button', { name: `Change the amount of ${SITE}` }).click();
  await secondPage.getByLabel(/^Amount \(/).fill('5000');
  await secondPage.getByRole('button', { name: 'Save', exact: true }).click();
  const threshold = secondPage.getByTestId(`four-eyes-${SITE}`);
  await expect(threshold).toContainText('Saved.');
  await expect(threshold).toContainText('5,000.00');
  await expect(threshold).not.toContainText('The default');

  expect(watch.consoleErrors).toEqual([]);
  expect(staffWatch.consoleErrors).toEqual([]);
});

test('a support member reads the queue and deposits but has no approve button and cannot approve', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const { accountId, minimum } = await playerWithFloat(page);
  const pending = await withdraw(page, minimum);
  // A card deposit through the payment page, for the deposits list.
  const { methods } = await memberCall<Methods>(page, HOST, 'cashier/methods');
  const card = methods.find((method) => method.code === 'card' && method.deposits);
  await depositByCard(page, HOST, String((card?.min_amount ?? 0) * 2), '4242 4242 4242 4242');
  await expect(page.getByText(/^Deposit completed: .+ credited$/)).toBeVisible({ timeout: 30_000 });

  const support = addStaff({ role: 'support', sites: [SITE] });
  const staffPage = await browser.newPage();
  const watch = watchPage(staffPage);
  await signInStaff(staffPage, support);
  await openQueue(staffPage);
  await expect(row(staffPage, pending)).toBeVisible();
  await expect(staffPage.getByRole('button', { name: /^Approve withdrawal/ })).toHaveCount(0);
  await expect(staffPage.getByRole('button', { name: /^Reject withdrawal/ })).toHaveCount(0);
  // They read the site's second-approver amount but cannot change it.
  await expect(staffPage.getByTestId(`four-eyes-${SITE}`)).toBeVisible();
  await expect(staffPage.getByRole('button', { name: /^Change the amount of/ })).toHaveCount(0);
  await checkPage(staffPage, watch, testInfo, 'withdrawal-queue-support');

  // The platform refuses the call itself, whatever a page shows.
  const answer = await staffPage.evaluate(async (id) => {
    const response = await fetch('/api/backoffice/money/approve_withdrawal', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ withdrawal_id: id }),
    });
    return response.json() as Promise<{ statusCode: number; message: string }>;
  }, pending);
  expect(answer).toMatchObject({ statusCode: 0, message: 'staffForbidden' });
  const states = await memberCall<{ value: { id: string; state: string }[] }>(
    page,
    HOST,
    'cashier/transactions',
    {
      type: 'withdrawal',
    },
  );
  expect(states.value.find((w) => w.id === pending)?.state).toBe('pending');

  await staffPage
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Deposits' })
    .click();
  await expect(staffPage.getByRole('heading', { name: 'Deposits', level: 1 })).toBeVisible();
  await staffPage.getByTestId('money-state-filter').selectOption('completed');
  await expect(staffPage.getByTestId('deposit-row').filter({ hasText: accountId })).toBeVisible();
  await checkPage(staffPage, watch, testInfo, 'deposits');
});
