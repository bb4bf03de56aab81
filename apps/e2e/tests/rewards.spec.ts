import { expect, test, type Page } from '@playwright/test';
import { memberCall, signUp } from './accounts';
import { operator } from './operator';
import { playTenRounds } from './player-steps';
import { siteUrl } from './site-url';
import { watchPage } from './watch-page';

/**
 * Rewards as a new player meets them, on one site of each family: tokens earned by ten real rounds, the
 * lucky spin verified in the browser, dice, a mission claimed once, the leaderboard, and the week's prizes
 * paid once when an operator's clock ends it. The tests run in order: the last one ends every site's week.
 */
test.describe.configure({ mode: 'serial' });

const FAMILIES = [
  { host: 'casino1.localhost', site: 'casino1', digits: 2 },
  { host: 'slot2.localhost', site: 'slot2', digits: 2 },
  { host: 'sportsbook1.localhost', site: 'sportsbook1', digits: 2 },
] as const;

interface Overview {
  statusCode: number;
  game_token: number;
  game_balance: number;
}
interface Board {
  statusCode: number;
  period: { period_id: number; state: string };
  me: { rank: number; score: number; prize: { kind: string; amount: number } | null } | null;
  past: { period_id: number; state: string }[];
}
interface BetHistory {
  value: { bet: number; refund: number }[];
}

const players = new Map<string, string>();

for (const { host, site, digits } of FAMILIES) {
  test(`a new player on ${host} earns tokens by play, spins, verifies, rolls, claims a mission and ranks`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const watch = watchPage(page);
    // The operator pays one token per whole unit wagered and gives the new player money to play with.
    operator(
      'rewards',
      'settings',
      '--site',
      site,
      '--json',
      JSON.stringify({ tokens_per_wager: { tokens: 1, per_minor: 10 ** digits } }),
    );
    const accountId = `rw${site.slice(0, 4)}${Date.now().toString(36)}`;
    players.set(site, accountId);
    await signUp(page, host, accountId);
    operator(
      'players',
      'credit',
      '--site',
      site,
      '--account',
      accountId,
      '--amount',
      '500',
      '--reason',
      'e2e',
    );

    // Not on the leaderboard before playing.
    await page.goto(siteUrl(host, '/leaderboard'));
    await expect(page.getByRole('heading', { name: 'Leaderboard' })).toBeVisible();
    expect((await memberCall<Board>(page, host, 'leaderboard/get')).me).toBeNull();

    // Ten real rounds: the tokens are what the bets earned, one per whole unit wagered.
    await playTenRounds(page, host);
    await expect
      .poll(
        async () =>
          (await memberCall<BetHistory>(page, host, 'product/bet_history', { page_size: 10 })).value.length,
      )
      .toBe(10);
    const rounds = await memberCall<BetHistory>(page, host, 'product/bet_history', { page_size: 10 });
    const wagered = rounds.value.reduce((sum, r) => sum + Math.round((r.bet - r.refund) * 10 ** digits), 0);
    const earned = Math.floor(wagered / 10 ** digits);
    expect(earned).toBeGreaterThan(0);
    expect((await memberCall<Overview>(page, host, 'minigame/overview')).game_token).toBe(earned);

    // The lucky spin: the day's free spin, then the seeds changed and the spin verified in the browser.
    await page.goto(siteUrl(host, '/spin'));
    await expect(page.getByText(new RegExp(`${earned} tokens?`)).first()).toBeVisible();
    await page.getByRole('button', { name: 'Free spin' }).click();
    await expect(page.getByText(/You won|No prize this time/).first()).toBeVisible();
    await page.getByRole('link', { name: 'Check fairness' }).click();
    await page.getByLabel('New client seed').fill(`e2e-${site}`);
    await page.getByRole('button', { name: 'Change seeds' }).click();
    await expect(page.getByText(/Seeds changed/)).toBeVisible();
    await page.getByRole('button', { name: 'Verify' }).first().click();
    await expect(page.getByText('The server seed matches its published hash.')).toBeVisible();
    await expect(page.getByText('Fair: this round checks out.')).toBeVisible();

    // Dice on /minigame, in its own layout.
    const before = (await memberCall<Overview>(page, host, 'minigame/overview')).game_token;
    await page.goto(siteUrl(host, '/minigame'));
    await page.getByLabel('Stake (tokens)').fill('1');
    await page.getByRole('button', { name: 'Roll' }).click();
    await expect(page.getByText(/Rolled \d/)).toBeVisible();
    const afterRoll = (await memberCall<Overview>(page, host, 'minigame/overview')).game_token;
    expect(afterRoll === before - 1 || afterRoll > before).toBe(true);

    // The sign-in mission of the day is complete (the sign-up signed in): claimed once.
    await page.goto(siteUrl(host, '/mission'));
    const card = page.locator('li, article').filter({ hasText: 'Sign in on 1 day' }).first();
    await card.getByRole('button', { name: 'Claim' }).click();
    await expect(card.getByText('Claimed')).toBeVisible();
    const claimedTokens = (await memberCall<Overview>(page, host, 'minigame/overview')).game_token;
    const missions = await memberCall<{ missions: { mission_id: number; kind: string; period: string }[] }>(
      page,
      host,
      'mission/list',
    );
    const login = missions.missions.find((m) => m.kind === 'login_days' && m.period === 'daily');
    const again = await memberCall<{ statusCode: number; message: string }>(page, host, 'mission/claim', {
      mission_id: login?.mission_id,
    });
    expect(again.message).toBe('alreadyClaimed');
    expect((await memberCall<Overview>(page, host, 'minigame/overview')).game_token).toBe(claimedTokens);

    // On the leaderboard now, the own row marked.
    await page.goto(siteUrl(host, '/leaderboard'));
    const board = await memberCall<Board>(page, host, 'leaderboard/get');
    expect(board.me?.rank).toBeGreaterThan(0);
    await expect(page.locator('.wl-board__row--me').filter({ hasText: 'You' }).first()).toBeVisible();
    expect(watch.consoleErrors).toEqual([]);
  });
}

/** A platform call from a page of the site, as the player signed in with `auth` (no browser session). */
async function call<T>(page: Page, host: string, path: string, body: object): Promise<T> {
  return page.evaluate(
    async ({ host, path, body }) => {
      const response = await fetch(`/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ domain_name: host, ...body }),
      });
      return response.json();
    },
    { host, path, body },
  ) as Promise<T>;
}

test("the week ends on the operator's clock: each site's prizes are paid once", async ({ page }) => {
  test.skip(players.size < FAMILIES.length, 'the family tests did not all run');
  const ranked = [];
  for (const { host, site } of FAMILIES) {
    const account_id = players.get(site) ?? '';
    await page.goto(siteUrl(host, '/about'));
    const login = await call<{ token: string }>(page, host, 'auth/login', {
      account_id,
      password: 'Play2026ok',
    });
    const player = { account_id, auth: login.token };
    const board = await call<Board>(page, host, 'leaderboard/get', player);
    const balances = await call<Overview>(page, host, 'minigame/overview', player);
    ranked.push({ host, player, board, balances });
  }

  // Eight days on, every current week has ended: the first run pays it, the second finds nothing to pay.
  const at = new Date(Date.now() + 8 * 24 * 3_600_000).toISOString();
  expect(operator('leaderboard', 'pay', '--at', at)).toMatch(/Paid: /);
  operator('leaderboard', 'pay', '--at', at);

  for (const { host, player, board, balances } of ranked) {
    await page.goto(siteUrl(host, '/about'));
    const week = await call<Board>(page, host, 'leaderboard/get', {
      ...player,
      period_id: board.period.period_id,
    });
    expect(week.period.state).toBe('paid');
    expect(week.me?.rank).toBe(board.me?.rank);
    const after = await call<Overview>(page, host, 'minigame/overview', player);
    const prize = week.me?.prize ?? { kind: 'nothing', amount: 0 };
    // The prize of the place, exactly once: tokens to the tokens, cash to the game balance.
    expect(after.game_token - balances.game_token).toBe(prize.kind === 'tokens' ? prize.amount : 0);
    expect(Math.round((after.game_balance - balances.game_balance) * 100)).toBe(
      prize.kind === 'cash' ? Math.round(prize.amount * 100) : 0,
    );
    // The ended week is among the past ones on the page.
    const past = await call<Board>(page, host, 'leaderboard/get', player);
    expect(past.past.map((p) => p.period_id)).toContain(board.period.period_id);
  }
});
