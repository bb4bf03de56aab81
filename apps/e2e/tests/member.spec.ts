import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, memberCall, SIGN_UP_PASSWORD, signInByPage, signUp } from './accounts';
import { siteUrl } from './site-url';
import { watchPage } from './watch-page';

/** The header's balance as digits ("₱1,234.50" → "123450"). */
const balanceDigits = async (page: Page) =>
  ((await page.getByTestId('player-balance').textContent()) ?? '').replace(/\D/g, '');

/** An amount in major units of `currency` as the header writes its digits. */
const amountDigits = (amount: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount).replace(/\D/g, '');

/** One site of each family, none of which the other files sign in on. */
const FAMILIES = ['casino4.localhost', 'slot3.localhost', 'sportsbook3.localhost'] as const;

for (const host of FAMILIES) {
  test(`a new player on ${host} edits the profile and changes the password, signing out another browser`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const watch = watchPage(page);
    const accountId = `mem${Date.now().toString(36)}`;
    await signUp(page, host, accountId);
    await expect(page.getByTestId('player-name')).toHaveText(accountId);

    // The profile: a new name and e-mail; the header shows the name at once.
    await page.goto(siteUrl(host, '/edit-profile'));
    const name = page.getByLabel('Full name');
    await name.fill('');
    // The name filter keeps letters, spaces, apostrophes, hyphens and full stops only.
    await name.pressSequentially("Maria O'Neil-Santos 3<b>");
    await expect(name).toHaveValue("Maria O'Neil-Santos b");
    await name.fill('María Santos');
    await page.getByLabel('E-mail').fill(`${accountId}@example.com`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByTestId('player-name')).toHaveText('María Santos');
    await page.goto(siteUrl(host, '/profile'));
    await expect(page.getByTestId('profile-name')).toHaveText('María Santos');
    await expect(page.getByTestId('profile-email')).toHaveText(`${accountId}@example.com`);

    // Another browser signed in to the same account.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signInByPage(otherPage, host, accountId, SIGN_UP_PASSWORD);

    // The password: the platform's rules are shown before anything is sent, and tick as they are met.
    await page.goto(siteUrl(host, '/change-password'));
    const rules = page.getByRole('list', { name: 'Your new password must be:' }).getByRole('listitem');
    await expect(rules).toHaveCount(4);
    await expect(rules.first()).toHaveAttribute('data-met', 'false');
    await page.getByLabel('Current password').fill(SIGN_UP_PASSWORD);
    const newPassword = 'quiet river stone 42';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    for (const index of [0, 1, 2]) await expect(rules.nth(index)).toHaveAttribute('data-met', 'true');
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByText(
        'Your password has been changed. Every other device signed in to your account has been signed out.',
      ),
    ).toBeVisible();

    // This browser stays signed in; the other one is signed out at its next page.
    await page.reload();
    await expect(page.getByTestId('player-name')).toHaveText('María Santos');
    await otherPage.goto(siteUrl(host, '/account'));
    await expect(otherPage.getByTestId('player-name')).toHaveCount(0);
    await expect(
      otherPage.locator('.wl-account-controls').getByRole('button', { name: 'Log in' }),
    ).toBeVisible();
    // The new password opens the account there again.
    await signInByPage(otherPage, host, accountId, newPassword);
    await other.close();
    expect(watch.consoleErrors).toEqual([]);
  });
}

/** Demo players' sites none of the other files play or sign in on. */
const REWARD_SITES = ['casino8.localhost', 'slot6.localhost', 'sportsbook4.localhost'] as const;

interface InboxAnswer {
  value: { inbox_id: number; title: string; claimed: boolean; claimable: boolean }[];
}

for (const host of REWARD_SITES) {
  test(`a player on ${host} claims an inbox reward once and sees the VIP progress the platform answers`, async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    const watch = watchPage(page);
    // The demo seed gives each demo player a claimable welcome bonus of 50 in the site's currency.
    await signInByPage(page, host, 'demo3', DEMO_PASSWORD);
    const before = await memberCall<{ game_balance: number; currency: string }>(
      page,
      host,
      'auth/get_balance',
    );

    await page.goto(siteUrl(host, '/inbox'));
    const header = page.getByTestId('header-inbox');
    // The seeded messages are unread: the header counts them once the inbox has arrived.
    await expect(header).toHaveAccessibleName(/^Inbox: [1-9]\d* unread$/);
    await expect(header.getByTestId('inbox-unread')).toBeVisible();
    const unread = Number(/(\d+)/.exec((await header.getAttribute('aria-label')) ?? '')?.[1]);
    // A second tab of the same player, holding the list as it is before the claim.
    const stale = await context.newPage();
    await stale.goto(siteUrl(host, '/inbox'));
    await expect(stale.getByRole('button', { name: /Welcome bonus/ })).toBeVisible();

    // Opening the message marks it read: the header's count goes down.
    await page.getByRole('button', { name: /Welcome bonus/ }).click();
    await expect(header).toHaveAccessibleName(`Inbox: ${unread - 1} unread`);
    await page.getByRole('button', { name: 'Claim reward' }).click();
    await expect(page.getByText(/ added to your balance\.$/)).toBeVisible();
    await expect
      .poll(() => balanceDigits(page))
      .toBe(amountDigits(before.game_balance + 50, before.currency));
    await expect(page.getByRole('button', { name: 'Claim reward' })).toHaveCount(0);
    await expect(page.getByText(/^Claimed on /)).toBeVisible();

    // A second claim is refused: from the other tab, and by the platform itself.
    await stale.getByRole('button', { name: /Welcome bonus/ }).click();
    await stale.getByRole('button', { name: 'Claim reward' }).click();
    await expect(stale.getByRole('alert')).toHaveText('You have already claimed this reward.');
    const inbox = await memberCall<InboxAnswer>(page, host, 'settings/get_inbox');
    const welcome = inbox.value.find((item) => item.title === 'Welcome bonus');
    expect(welcome).toMatchObject({ claimed: true, claimable: false });
    expect(
      await memberCall<{ statusCode: number; message: string }>(page, host, 'settings/claim_inbox', {
        inbox_id: welcome?.inbox_id,
      }),
    ).toMatchObject({ message: 'alreadyClaimed' });
    expect((await memberCall<{ game_balance: number }>(page, host, 'auth/get_balance')).game_balance).toBe(
      before.game_balance + 50,
    );
    await stale.close();

    // The VIP page shows the level and both bars as the platform answers them.
    const vip = await memberCall<{
      depoProgress: number;
      toProgress: number;
      currentLevel: { vip_name: string } | null;
      nextLevel: { vip_name_next: string }[];
    }>(page, host, 'auth/vip');
    await page.goto(siteUrl(host, '/vip'));
    await expect(page.getByTestId('vip-level')).toHaveText(vip.currentLevel?.vip_name ?? '');
    await expect(page.getByRole('progressbar', { name: 'Deposits' })).toHaveAttribute(
      'aria-valuenow',
      String(vip.depoProgress),
    );
    await expect(page.getByRole('progressbar', { name: 'Turnover' })).toHaveAttribute(
      'aria-valuenow',
      String(vip.toProgress),
    );
    await expect(page.locator('.wl-vip__tier[aria-current="true"]')).toContainText(
      vip.currentLevel?.vip_name ?? '',
    );
    expect(watch.consoleErrors).toEqual([]);
  });
}
