import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { memberCall, signInByPage } from './accounts';
import { siteUrl } from './site-url';
import { watchPage } from './watch-page';

/** The wallet's balance as the platform answers it (the ledger's), and its currency, asked from the page. */
async function ledgerBalance(page: Page, host: string): Promise<{ amount: number; currency: string }> {
  const answer = await memberCall<{ statusCode: number; game_balance: number; currency: string }>(
    page,
    host,
    'auth/get_balance',
  );
  expect(answer.statusCode).toBe(1);
  return { amount: answer.game_balance, currency: answer.currency };
}

/** The net of the player's newest rounds (win + refund - bet), in hundredths, asked from the page. */
async function netOfNewestRounds(page: Page, host: string, rounds: number): Promise<number> {
  const answer = await memberCall<{ statusCode: number; value: { net: number; status: string }[] }>(
    page,
    host,
    'product/bet_history',
    { page: 1, page_size: rounds },
  );
  expect(answer.statusCode).toBe(1);
  expect(answer.value.map((round) => round.status)).toEqual(Array(rounds).fill('closed'));
  return answer.value.reduce((sum, round) => sum + Math.round(round.net * 100), 0);
}

/** The digits a balance shows: "₱1,234.50" and 1234.5 (PHP) are both "123450". */
const digitsOf = (text: string) => text.replace(/\D/g, '').replace(/^0+/, '');
function shownDigits(amount: number, currency: string): string {
  const fraction = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits;
  return digitsOf(amount.toFixed(fraction));
}

/** The bar's balance settles on the ledger's once the game has told the site a round ended. */
async function expectBarBalanceIsLedgers(page: Page, host: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const ledger = await ledgerBalance(page, host);
        const shown = (await page.getByTestId('play-balance').textContent()) ?? '';
        return digitsOf(shown) === shownDigits(ledger.amount, ledger.currency);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** Opens the first game of a lobby through its Play button; answers the game's frame. */
async function openFirstGame(page: Page, host: string, lobby: string): Promise<FrameLocator> {
  await page.goto(siteUrl(host, lobby));
  await page.locator('.wl-game-tile .wl-game-tile__play').first().click();
  await expect(page).toHaveURL(/\/playnow\?provider_code=[^&]+&game_code=/);
  const iframe = page.locator('.wl-play iframe');
  await expect(iframe).toBeVisible();
  return page.frameLocator('.wl-play iframe');
}

const FAMILIES = [
  { host: 'casino3.localhost', lobby: '/slots' },
  { host: 'slot2.localhost', lobby: '/slots' },
  { host: 'sportsbook1.localhost', lobby: '/slots' },
] as const;

for (const { host, lobby } of FAMILIES) {
  test(`a player on ${host} plays ten rounds of a slot and the bar shows the ledger's balance`, async ({
    page,
  }) => {
    const watch = watchPage(page);
    await signInByPage(page, host, 'demo2');
    const before = await ledgerBalance(page, host);
    const game = await openFirstGame(page, host, lobby);
    const spin = game.getByRole('button', { name: 'Spin', exact: true });
    for (let round = 0; round < 10; round += 1) {
      await expect(spin).toBeEnabled({ timeout: 20_000 });
      await spin.click();
    }
    await expect(spin).toBeEnabled({ timeout: 20_000 });
    await expectBarBalanceIsLedgers(page, host);
    // Ten rounds were played for real: the ledger moved by exactly their stakes and wins (a net of zero
    // is possible), and the player's history lists them.
    const after = await ledgerBalance(page, host);
    expect(Math.round(after.amount * 100) - Math.round(before.amount * 100)).toBe(
      await netOfNewestRounds(page, host, 10),
    );
    const gameName = (await page.locator('.wl-play__title').textContent()) ?? '';
    await page.goto(siteUrl(host, '/bet-history'));
    await expect(
      page.locator('.wl-bets__table tbody tr, .wl-bets__cards > li').filter({ hasText: gameName }),
    ).toHaveCount(10);
    expect(watch.consoleErrors).toEqual([]);
  });
}

test('a player opens a table game from the casino lobby and plays a round', async ({ page }) => {
  const host = 'casino3.localhost';
  await signInByPage(page, host, 'demo3');
  const game = await openFirstGame(page, host, '/casino');
  const banker = game.locator('.spot-banker');
  // Live and table games play as baccarat or European roulette.
  await expect(game.locator('.spot-banker, .roulette').first()).toBeVisible({ timeout: 20_000 });
  if (await banker.isVisible()) {
    await banker.click();
    await game.getByRole('button', { name: 'Deal', exact: true }).click();
  } else {
    await game.getByRole('button', { name: /^Red, pays 1 to 1/ }).click();
    await game.getByRole('button', { name: 'Spin the wheel' }).click();
  }
  await expect(game.locator('main, body').first()).not.toHaveClass(/busy/, { timeout: 20_000 });
  await expectBarBalanceIsLedgers(page, host);
});

test('a player opens the crash game and plays a round', async ({ page }) => {
  const host = 'slot2.localhost';
  await signInByPage(page, host, 'demo3');
  const game = await openFirstGame(page, host, '/crash');
  const fly = game.getByRole('button', { name: 'Bet and fly' });
  await expect(fly).toBeEnabled({ timeout: 20_000 });
  await fly.click();
  await expect(fly).toBeEnabled({ timeout: 30_000 });
  await expectBarBalanceIsLedgers(page, host);
});

test('a lottery game the studio plays as keno says so on its tile', async ({ page }) => {
  // The site server asks the studio at start what each game plays as (retrying until the studio is up).
  await expect
    .poll(
      async () => {
        await page.goto(siteUrl('casino3.localhost', '/lottery'));
        return page.locator('.wl-game-tile').filter({ hasText: 'Fast 3' }).textContent();
      },
      { timeout: 30_000 },
    )
    .toContain('Plays as keno');
  // A keno game plays as itself and says nothing.
  await expect(page.locator('.wl-game-tile').filter({ hasText: /^Keno/ })).not.toContainText('Plays as');
});

test('a guest plays a slot in fun mode and no wallet is touched', async ({ page }) => {
  const host = 'casino3.localhost';
  const game = await openFirstGame(page, host, '/slots');
  await expect(page.locator('.wl-play')).toHaveAttribute('data-mode', 'fun');
  await expect(game.getByText('FUN MODE', { exact: false }).first()).toBeVisible();
  const spin = game.getByRole('button', { name: 'Spin', exact: true });
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  await spin.click();
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  // Fun mode carries no game session token: the studio has nothing to call the wallet with.
  const src = new URL((await page.locator('.wl-play iframe').getAttribute('src')) ?? '');
  expect(src.searchParams.get('mode')).toBe('fun');
  expect(src.searchParams.has('token')).toBe(false);
  await expect(page.locator('.wl-play').getByRole('button', { name: 'Log in' })).toBeVisible();
});
