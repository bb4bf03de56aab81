import { expect, test, type Browser, type Page } from '@playwright/test';
import { memberCall, signUp } from './accounts';
import { siteUrl } from './site-url';
import { watchPage } from './watch-page';
import { untilLive } from './page-live';

/** The password signUp() gives a new player. */
const PASSWORD = 'Play2026ok';
const HOUR_MS = 60 * 60 * 1000;

const SIGN_IN_FORM = 'form.wl-sign-in:visible, #loginmodal form:visible, #modal-signin form:visible';

/**
 * The sign-in form: the /login page's, or the login modal where the template has one (opened from /login
 * after a second, or by the header's button), once the page is live.
 */
async function openSignIn(page: Page, host: string) {
  await page.goto(siteUrl(host, '/login'));
  await untilLive(page);
  const form = page.locator(SIGN_IN_FORM).first();
  const shown = await form
    .waitFor({ timeout: 3_000 })
    .then(() => true)
    .catch(() => false);
  if (!shown) await page.locator('.wl-account-controls').getByRole('button', { name: 'Log in' }).click();
  await form.waitFor();
  return form;
}

async function signIn(page: Page, host: string, accountId: string): Promise<void> {
  const form = await openSignIn(page, host);
  await form.getByLabel('Username', { exact: true }).fill(accountId);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();
}

interface Methods {
  currency: string;
  methods: { code: string; min_amount: number }[];
}

interface Limits {
  limits: { type: string; period: string; amount: number | null; pending: { effective_at: string } | null }[];
}

/** Sets the 24-hour deposit limit on /responsible-gaming; the card says what the platform answered. */
async function setDepositLimit(page: Page, host: string, amount: number): Promise<void> {
  await page.goto(siteUrl(host, '/responsible-gaming'));
  const card = page.getByTestId('limits-deposit');
  await card.getByLabel('Period').selectOption('24h');
  await card.getByLabel(/^New limit/).fill(String(amount));
  await card.getByRole('button', { name: 'Set limit' }).click();
}

/** Asks the PSP for a card deposit of `amount` on /deposit (the platform checks the limits first). */
async function startCardDeposit(page: Page, host: string, amount: number): Promise<void> {
  await page.goto(siteUrl(host, '/deposit'));
  await page.getByRole('radio', { name: 'Visa / Mastercard' }).check();
  await page.getByLabel(/^Amount/).fill(String(amount));
  await page.getByRole('button', { name: 'Continue to payment' }).click();
}

/** One site of each family; slot2 and sportsbook1 sign in by a modal. */
const FAMILIES = ['casino2.localhost', 'slot2.localhost', 'sportsbook1.localhost'] as const;

test.describe.configure({ mode: 'serial' });

for (const host of FAMILIES) {
  test(`a player on ${host} sets a deposit limit, raises it (pending), then takes a time-out`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const watch = watchPage(page);
    const accountId = `rg${Date.now().toString(36)}`;
    await signUp(page, host, accountId);
    const { methods } = await memberCall<Methods>(page, host, 'cashier/methods');
    const min = methods.find((m) => m.code === 'card')?.min_amount ?? 0;
    expect(min).toBeGreaterThan(0);

    // A limit of twice the card's minimum applies at once; a deposit of three times it is refused.
    await setDepositLimit(page, host, min * 2);
    await expect(page.getByText(/^Saved\. Your limit for 24 hours is now /)).toBeVisible();
    await startCardDeposit(page, host, min * 3);
    await expect(page.getByText(/This deposit would go over your deposit limit/)).toBeVisible();
    await expect(page).toHaveURL(/\/deposit/);

    // A higher limit waits out the 24-hour cooling-off: pending, and the lower one still binds.
    const raisedAt = Date.now();
    await setDepositLimit(page, host, min * 10);
    await expect(page.getByText(/^Saved\. Your new limit for 24 hours, .+, is pending until /)).toBeVisible();
    await expect(page.getByTestId('limit-deposit-24h')).toContainText('pending until');
    const { limits } = await memberCall<Limits>(page, host, 'protection/limits');
    const day = limits.find((l) => l.type === 'deposit' && l.period === '24h');
    const effective = Date.parse(day?.pending?.effective_at ?? '');
    expect(Math.abs(effective - raisedAt - 24 * HOUR_MS)).toBeLessThan(5 * 60_000);
    await startCardDeposit(page, host, min * 3);
    await expect(page.getByText(/This deposit would go over your deposit limit/)).toBeVisible();

    // A 24-hour time-out, confirmed: the player is logged out at once and refused at sign-in.
    await page.goto(siteUrl(host, '/responsible-gaming'));
    const breaks = page.getByTestId('limits-break');
    await breaks.getByRole('radio', { name: '24 hours' }).check();
    await breaks.getByRole('button', { name: 'Take a time-out' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Take a time-out of 24 hours?' });
    await expect(confirm).toContainText('cannot be undone or shortened');
    await confirm.getByRole('button', { name: 'Start the time-out' }).click();
    await expect(page.getByText(/^Your time-out has started\. It ends /)).toBeVisible();
    await expect(page.getByTestId('player-balance')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('wl.session'))).toBeNull();

    await signIn(page, host, accountId);
    await expect(
      page.getByText('You are on a time-out. You cannot sign in, deposit or play until it ends.'),
    ).toBeVisible();
    await expect(page.getByTestId('player-balance')).toHaveCount(0);
    expect(watch.consoleErrors).toEqual([]);
  });
}

/** A second browser (its own storage) signed in to the same account. */
async function otherBrowser(browser: Browser, host: string, accountId: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, host, accountId);
  await expect(page.getByTestId('player-balance')).toBeVisible();
  return page;
}

/** The other browser's session has ended: its next page finds itself signed out. */
async function expectSignedOut(page: Page, host: string): Promise<void> {
  const answer = await memberCall<{ statusCode: number }>(page, host, 'auth/get_balance');
  expect(answer.statusCode).not.toBe(1);
  await page.goto(siteUrl(host, '/'));
  await expect(page.getByTestId('player-balance')).toHaveCount(0);
  await expect(page.locator('.wl-account-controls').getByRole('button', { name: 'Log in' })).toBeVisible();
}

test('/security lists the sessions; signing out another browser’s session ends it there', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const host = 'casino5.localhost';
  const watch = watchPage(page);
  const accountId = `sec${Date.now().toString(36)}`;
  await signUp(page, host, accountId);

  // A second sign-in: the last sign-in (the sign-up, from this machine) is shown once.
  const second = await otherBrowser(browser, host, accountId);
  await expect(second.getByText(/^Last signed in .+ from .+, .+$/)).toBeVisible();

  await page.goto(siteUrl(host, '/security'));
  const sessions = page.getByTestId('security-session');
  await expect(sessions).toHaveCount(2);
  const current = sessions.filter({ hasText: 'This device' });
  await expect(current).toHaveCount(1);
  await expect(current.getByRole('button')).toHaveCount(0);
  await expect(page.getByTestId('security-attempt').first()).toContainText('Signed in');

  await sessions
    .filter({ hasNotText: 'This device' })
    .getByRole('button', { name: /^Sign out/ })
    .click();
  await expect(page.getByText('That device has been signed out.')).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await expectSignedOut(second, host);

  // Sign out everywhere else: a third browser's session ends, this one stays.
  const third = await otherBrowser(browser, host, accountId);
  await page.reload();
  await expect(sessions).toHaveCount(2);
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(page.getByText('Signed out everywhere else. Sessions ended: 1.')).toBeVisible();
  await expectSignedOut(third, host);
  await page.reload();
  await expect(page.getByTestId('player-balance')).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await second.context().close();
  await third.context().close();
  expect(watch.consoleErrors).toEqual([]);
});
