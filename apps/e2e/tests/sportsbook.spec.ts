import { expect, test, type Locator, type Page } from '@playwright/test';
import { memberCall, signUp } from './accounts';
import { operator } from './operator';
import { siteUrl } from './site-url';
import { checkAtEveryWidth, seriousViolations } from './template-audit';
import { watchPage } from './watch-page';
import { untilLive } from './page-live';

/**
 * Sports betting as a new player meets it on sportsbook1: a single from a match's page and a three-leg
 * parlay from the list, the balance down by the stakes; a third bet cashed out from the bet history; then
 * the operator's clock plays the matches to the end and both bets show settled with the returns their legs
 * grade to.
 */
const host = 'sportsbook1.localhost';
const site = 'sportsbook1';
const HOUR_MS = 60 * 60 * 1000;

interface ListedMatch {
  match_id: number;
  kickoff_time: string;
  status: string;
}
interface Bet {
  bet_id: string;
  kind: string;
  state: string;
  stake: number;
  return: number | null;
  cash_out: number | null;
  legs: { kickoff_time: string; odds: number; result: string | null }[];
}

const balance = async (page: Page) =>
  (await memberCall<{ game_balance: number }>(page, host, 'auth/get_balance')).game_balance;

/** What a settled bet returns: the stake times each leg's factor, in hundredths, half up once. */
function expectedReturn(bet: Bet): number {
  let units = BigInt(Math.round(bet.stake * 100));
  let scale = 1n;
  for (const leg of bet.legs) {
    const odds = BigInt(Math.round(leg.odds * 100));
    const [n, d] =
      leg.result === 'win'
        ? [odds, 100n]
        : leg.result === 'halfWin'
          ? [odds + 100n, 200n]
          : leg.result === 'void'
            ? [1n, 1n]
            : leg.result === 'halfLose'
              ? [1n, 2n]
              : [0n, 1n];
    units *= n;
    scale *= d;
  }
  return Number((units * 2n + scale) / (2n * scale)) / 100;
}

/** Adds a match's first price that takes bets (the list's row or the match's page) to the slip. */
async function pickPrice(scope: Locator): Promise<void> {
  await scope.locator('button.sb-odds:not([disabled])').first().click();
}

/** The match list, once live: a stake typed before then would be put back by hydration. */
async function openBoard(page: Page): Promise<void> {
  await page.goto(siteUrl(host, '/sports'));
  await untilLive(page);
}

async function placeSlip(page: Page, stake: string): Promise<void> {
  const slip = page.getByTestId('bet-slip');
  await slip.getByLabel(/^Stake/).fill(stake);
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(slip.getByRole('status')).toContainText(/placed/);
}

test('a new player places a single and a parlay, cashes a bet out, and sees both settled', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const watch = watchPage(page);
  const accountId = `sb${Date.now().toString(36)}`;
  await signUp(page, host, accountId);
  operator(
    'players',
    'credit',
    '--site',
    site,
    '--account',
    accountId,
    '--amount',
    '1000',
    '--reason',
    'e2e',
  );

  // Matches far enough ahead that none kicks off while the test runs.
  const listed = await page.evaluate(async () => (await (await fetch('/api/home/match_list')).json()).value);
  const ahead = (listed as ListedMatch[])
    .filter((m) => m.status === 'upcoming' && new Date(m.kickoff_time).getTime() > Date.now() + HOUR_MS)
    .map((m) => m.match_id);
  expect(ahead.length).toBeGreaterThanOrEqual(5);

  // A single from a match's own page.
  await openBoard(page);
  const row = (id: number | undefined) =>
    page.locator(`[data-testid="match-board"] li[data-match-id="${id}"]`);
  await row(ahead[0]).locator('a.sb-match__link').click();
  const matchPage = page.getByTestId('match-page');
  await expect(matchPage).toBeVisible();
  await pickPrice(matchPage);
  // The match's page with a price on the slip: accessible, and never wider than the screen.
  await checkAtEveryWidth(page, async (width) => {
    expect(await seriousViolations(page), `match page at ${width} px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
  await placeSlip(page, '10');
  expect(await balance(page)).toBe(990);

  // A parlay of three other matches from the list.
  await openBoard(page);
  for (const id of ahead.slice(1, 4)) await pickPrice(row(id));
  const slip = page.getByTestId('bet-slip');
  await slip.getByRole('radio', { name: 'Parlay' }).check();
  await placeSlip(page, '10');
  expect(await balance(page)).toBe(980);

  // A third bet, cashed out from the bet history before its match starts.
  await pickPrice(row(ahead[4]));
  await placeSlip(page, '20');
  expect(await balance(page)).toBe(960);
  await page.goto(siteUrl(host, '/bet-history?tab=sports'));
  const third = page.locator('article.wl-sbets__bet').first();
  await third.getByRole('button', { name: /^Cash out/ }).click();
  await third.getByRole('button', { name: 'Yes, cash out' }).click();
  await expect(third).toContainText('Cashed out for');
  expect(await seriousViolations(page), 'the sports bets').toEqual([]);
  const bets = (await memberCall<{ value: Bet[] }>(page, host, 'sports/bets')).value;
  const cashedOut = bets.find((b) => b.state === 'cashed_out');
  expect(cashedOut?.return).toBeGreaterThan(0);
  expect(await balance(page)).toBeCloseTo(960 + (cashedOut?.return ?? 0), 2);

  // The operator's clock plays the single's and the parlay's matches to the end; they settle.
  const open = bets.filter((b) => b.state === 'open');
  expect(open.map((b) => b.kind).sort()).toEqual(['parlay', 'single']);
  const last = Math.max(...open.flatMap((b) => b.legs.map((leg) => new Date(leg.kickoff_time).getTime())));
  operator('sports', 'feed', '--at', new Date(last + 3 * HOUR_MS).toISOString());
  const settled = (await memberCall<{ value: Bet[] }>(page, host, 'sports/bets', { state: 'settled' })).value;
  let returned = 0;
  for (const bet of open) {
    const now = settled.find((b) => b.bet_id === bet.bet_id);
    expect(['won', 'lost', 'void']).toContain(now?.state);
    expect(now?.legs.every((leg) => leg.result !== null)).toBe(true);
    expect(now?.return).toBe(expectedReturn(now as Bet));
    returned += now?.return ?? 0;
  }
  expect(await balance(page)).toBeCloseTo(960 + (cashedOut?.return ?? 0) + returned, 2);

  // The bet history shows them settled, with their returns.
  await page.reload();
  await page.getByRole('radio', { name: 'Settled' }).check();
  const cards = page.locator('article.wl-sbets__bet');
  await expect(cards).toHaveCount(3);
  for (const bet of settled.filter((b) => open.some((o) => o.bet_id === b.bet_id))) {
    const card = cards.filter({ hasText: bet.bet_id });
    await expect(card).toContainText(/Won|Lost|Void/);
    await expect(card).toContainText((bet.return ?? 0).toFixed(2));
  }
  expect(watch.consoleErrors).toEqual([]);
});
