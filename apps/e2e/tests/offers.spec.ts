import { expect, test } from '@playwright/test';
import { memberCall, signUp } from './accounts';
import { operator } from './operator';
import { depositByCard, playTenRounds } from './player-steps';
import { siteUrl } from './site-url';
import { watchPage } from './watch-page';

/**
 * Referral and promotions as players meet them, on one site of each family: a friend signs up with the
 * player's referral link and plays, a day's settlement (on the operator's clock) pays the commission
 * once; a player opts into the welcome bonus, deposits, and sees the bonus apart from cash and its
 * wagering move with play.
 */
const FAMILIES = [
  { host: 'casino1.localhost', site: 'casino1' },
  { host: 'slot2.localhost', site: 'slot2' },
  { host: 'sportsbook1.localhost', site: 'sportsbook1' },
] as const;

interface Referral {
  code: string;
  total_commission: number;
  referred: { account: string; status: string; commission: number }[];
  days: { day: string; amount: number }[];
}
interface BetHistory {
  value: { bet: number; refund: number }[];
}
interface Promotions {
  promotions: { id: number; code: string; min_deposit: number; wagering_multiplier: number }[];
  bonus: { state: string; amount: number; wagered: number; wagering_required: number } | null;
  bonus_balance: number;
}
interface Balance {
  game_balance: number;
}

const unique = () => Date.now().toString(36).slice(-6);

for (const { host, site } of FAMILIES) {
  test(`${host}: a friend signs up with the referral link, plays, and the day's commission is paid once`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const watch = watchPage(page);
    // Ten percent of the friend's turnover, so the figure does not depend on the friend's luck.
    operator(
      'rewards',
      'settings',
      '--site',
      site,
      '--json',
      JSON.stringify({ referral: { commission_percent: 10, basis: 'turnover' } }),
    );
    await signUp(page, host, `rf${site.slice(0, 4)}${unique()}`);
    await page.goto(siteUrl(host, '/referral'));
    await expect(page.getByRole('heading', { level: 1, name: 'Referral' })).toBeVisible();
    await expect(page.getByText('No one has signed up with your link yet.')).toBeVisible();
    const link = (await page.getByLabel('Your link').inputValue()).trim();
    const { code } = await memberCall<Referral>(page, host, 'referral/overview');
    expect(link).toBe(siteUrl(host, `/register?ref=${code}`));

    // The friend, in a browser of their own, opens the link: the code is filled in.
    const friendContext = await browser.newContext();
    const friend = await friendContext.newPage();
    const friendId = `fr${site.slice(0, 4)}${unique()}`;
    await friend.goto(link);
    await expect(friend.getByLabel('Referral code (optional)')).toHaveValue(code);
    await signUp(friend, host, friendId, link);
    operator(
      'players',
      'credit',
      '--site',
      site,
      '--account',
      friendId,
      '--amount',
      '300',
      '--reason',
      'e2e',
    );
    await playTenRounds(friend, host);
    await expect
      .poll(
        async () =>
          (await memberCall<BetHistory>(friend, host, 'product/bet_history', { page_size: 10 })).value.length,
      )
      .toBe(10);
    const rounds = await memberCall<BetHistory>(friend, host, 'product/bet_history', { page_size: 10 });
    const turnoverMinor = rounds.value.reduce((sum, r) => sum + Math.round((r.bet - r.refund) * 100), 0);
    await friendContext.close();

    // Listed at once, masked, playing; nothing earned before the day is settled.
    await page.reload();
    const table = page.getByRole('table');
    await expect(table.getByText('Playing')).toBeVisible();
    await expect(table.getByText(friendId)).toHaveCount(0);
    expect((await memberCall<Referral>(page, host, 'referral/overview')).total_commission).toBe(0);

    // A day on, the operator's settlement pays the day once; a second run pays nothing.
    const at = new Date(Date.now() + 24 * 3_600_000).toISOString();
    operator('referral', 'settle', '--site', site, '--at', at);
    operator('referral', 'settle', '--site', site, '--at', at);
    const settled = await memberCall<Referral>(page, host, 'referral/overview');
    const expected = Math.floor(turnoverMinor / 10) / 100;
    expect(settled.total_commission).toBeCloseTo(expected, 2);
    expect(settled.referred[0]).toMatchObject({ status: 'playing' });
    expect(settled.referred[0]?.commission).toBeCloseTo(expected, 2);
    expect(settled.days).toHaveLength(1);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Settled days' })).toBeVisible();
    expect(watch.consoleErrors).toEqual([]);
  });

  test(`${host}: a player opts into the welcome bonus, deposits, and wagers it towards cash`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const watch = watchPage(page);
    await signUp(page, host, `pr${site.slice(0, 4)}${unique()}`);
    await page.goto(siteUrl(host, '/promotions'));
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    const listed = await memberCall<Promotions>(page, host, 'promotion/list');
    const welcome = listed.promotions[0];
    expect(welcome).toBeDefined();
    await page.getByRole('button', { name: 'Opt in' }).first().click();
    await expect(page.getByText(/Make a deposit of at least .+ to receive your bonus\./)).toBeVisible();

    // The qualifying deposit grants the bonus, kept apart: the game balance is the deposit alone.
    const { methods } = await memberCall<{ methods: { code: string; min_amount: number }[] }>(
      page,
      host,
      'cashier/methods',
    );
    const cardMin = methods.find((m) => m.code === 'card')?.min_amount ?? 0;
    const deposit = Math.max(welcome?.min_deposit ?? 0, cardMin, 1) * 2;
    await depositByCard(page, host, String(deposit), '4242 4242 4242 4242');
    await expect(page.getByText(/^Deposit completed: .+ credited$/)).toBeVisible({ timeout: 30_000 });
    await expect
      .poll(async () => (await memberCall<Promotions>(page, host, 'promotion/list')).bonus?.state)
      .toBe('active');
    const granted = await memberCall<Promotions>(page, host, 'promotion/list');
    expect(granted.bonus_balance).toBeGreaterThan(0);
    expect((await memberCall<Balance>(page, host, 'auth/get_balance')).game_balance).toBeCloseTo(deposit, 2);
    expect(granted.bonus?.wagered).toBe(0);

    // Ten rounds later the wagering has moved by what was bet, and the page shows it.
    await playTenRounds(page, host);
    await expect
      .poll(async () => (await memberCall<Promotions>(page, host, 'promotion/list')).bonus?.wagered ?? -1)
      .toBeGreaterThan(0);
    const played = await memberCall<Promotions>(page, host, 'promotion/list');
    await page.goto(siteUrl(host, '/promotions'));
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /\d/);
    expect(played.bonus?.state === 'active' || played.bonus === null).toBe(true);
    expect(watch.consoleErrors).toEqual([]);
  });
}

interface FreeSpins {
  free_rounds: { rounds: number; rounds_left: number; source: string }[];
}

test('slot2.localhost: a player claims the free-spin offer and plays a spin in the game, staking nothing', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const host = 'slot2.localhost';
  const watch = watchPage(page);
  await signUp(page, host, `fs${unique()}`);
  await page.goto(siteUrl(host, '/promotions'));
  await page.getByRole('button', { name: 'Opt in Twenty free spins' }).click();
  const grant = page.getByTestId('free-spin-grant');
  await expect(grant).toContainText('20 of 20 left');
  // Claimed once: the offer says so, and the platform refuses a second claim.
  await expect(page.getByRole('button', { name: 'Opt in Twenty free spins' })).toHaveCount(0);

  await grant.getByRole('link').click();
  const game = page.frameLocator('.wl-play iframe');
  await expect(game.getByRole('status').filter({ hasText: 'Free spins: 20 left' })).toBeVisible({
    timeout: 30_000,
  });
  await game.getByRole('button', { name: 'Free spin', exact: true }).click();
  await expect(game.getByRole('status').filter({ hasText: 'Free spins: 19 left' })).toBeVisible();

  // The platform counted the round and took no money: the round's stake is 0, the balance is its win.
  await expect
    .poll(async () => (await memberCall<FreeSpins>(page, host, 'promotion/list')).free_rounds[0]?.rounds_left)
    .toBe(19);
  const rounds = await memberCall<BetHistory & { value: { win: number }[] }>(
    page,
    host,
    'product/bet_history',
    {
      page_size: 10,
    },
  );
  expect(rounds.value).toHaveLength(1);
  expect(rounds.value[0]?.bet).toBe(0);
  const { game_balance } = await memberCall<Balance>(page, host, 'auth/get_balance');
  expect(game_balance).toBeCloseTo(rounds.value[0]?.win ?? -1, 2);
  expect(watch.consoleErrors).toEqual([]);
});
