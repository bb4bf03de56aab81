import { expect, test, type Page } from '@playwright/test';
import { memberCall, signUp } from './accounts';
import {
  addStaff,
  ADMIN_HOST,
  checkPage,
  signInStaff,
  type E2EStaff,
  signOutStaff,
} from './backoffice-staff';
import { siteUrl } from './site-url';
import { watchPage } from './watch-page';

const HOST = 'sportsbook3.localhost';
const accountId = `bor${Date.now().toString(36)}`;

interface ListedMatch {
  match_id: number;
  status: string;
  kickoff_time: string;
}

interface OddsAnswer {
  matches: {
    match_id: number;
    markets: Record<string, { line_id: number; odds: number; suspended?: boolean }[]>;
  }[];
}

/** Signs the member in and opens the player's page from the players search. */
async function openPlayer(page: Page, staff: E2EStaff): Promise<void> {
  await signInStaff(page, staff);
  await page.goto(siteUrl(ADMIN_HOST, '/players'));
  await page.getByLabel('Account id, phone, e-mail or name').fill(accountId);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: accountId }).click();
  await expect(page.getByRole('heading', { name: accountId, level: 1 })).toBeVisible();
}

async function writeMessage(page: Page, title: string, body: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Send an inbox message' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Message (plain text)').fill(body);
}

test('support writes to a player, finance sends a reward the player claims once, and the bets show', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const watch = watchPage(page);
  const player = await context.newPage();
  await signUp(player, HOST, accountId);
  const balance = async () =>
    (await memberCall<{ game_balance: number }>(player, HOST, 'auth/get_balance')).game_balance;
  const before = await balance();

  // Support: a message, no reward to choose.
  await openPlayer(page, addStaff({ role: 'support', sites: ['sportsbook3'] }));
  await writeMessage(page, 'Your account', 'Your documents are verified.');
  await expect(page.getByRole('combobox', { name: 'Reward' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText("The message is in the player's inbox.")).toBeVisible();
  await signOutStaff(page);

  // Finance: a message with 25.50 of game money.
  await openPlayer(page, addStaff({ role: 'finance', sites: ['sportsbook3'] }));
  await writeMessage(page, 'A gift for you', 'Thank you for playing with us.');
  await expect(page.getByRole('combobox', { name: 'Reward' })).toHaveValue('game');
  await page.getByLabel(/^Reward amount/).fill('25.50');
  await checkPage(page, watch, testInfo, 'player-message-reward');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText("The message and its reward are in the player's inbox.")).toBeVisible();

  // The player claims it on the site: the balance rises once; a second claim is refused.
  await player.goto(siteUrl(HOST, '/inbox'));
  await player.getByRole('button', { name: /A gift for you/ }).click();
  await player.getByRole('button', { name: 'Claim reward' }).click();
  await expect(player.getByText(/ added to your balance\.$/)).toBeVisible();
  expect(await balance()).toBeCloseTo(before + 25.5, 2);
  const inbox = await memberCall<{ value: { inbox_id: number; title: string }[] }>(
    player,
    HOST,
    'settings/get_inbox',
  );
  const gift = inbox.value.find((item) => item.title === 'A gift for you');
  expect(
    await memberCall<{ message: string }>(player, HOST, 'settings/claim_inbox', { inbox_id: gift?.inbox_id }),
  ).toMatchObject({ message: 'alreadyClaimed' });
  expect(await balance()).toBeCloseTo(before + 25.5, 2);

  // The player bets 10 of it on a match; the player's page lists the bet.
  // A price of a match far enough ahead that it does not kick off while the test runs.
  const { odds, listed } = await player.evaluate(async () => ({
    odds: (await (await fetch('/api/home/public_odds?bet_type=1X2')).json()) as OddsAnswer,
    listed: (await (await fetch('/api/home/match_list')).json()).value as ListedMatch[],
  }));
  const ahead = new Set(
    listed
      .filter((m) => m.status === 'upcoming' && new Date(m.kickoff_time).getTime() > Date.now() + 3_600_000)
      .map((m) => m.match_id),
  );
  const lines = odds.matches
    .filter((match) => ahead.has(match.match_id))
    .flatMap((match) => (match.markets['1X2'] ?? []).filter((l) => !l.suspended));
  let placed = false;
  for (const line of lines.slice(0, 5)) {
    const answer = await memberCall<{ statusCode: number }>(player, HOST, 'sports/place_bet', {
      request_id: `${accountId}-${line.line_id}`,
      stake: '10',
      legs: [{ line_id: line.line_id, odds: line.odds }],
    });
    if (answer.statusCode === 1) {
      placed = true;
      break;
    }
  }
  expect(placed).toBe(true);
  await page.reload();
  const bets = page.getByRole('region', { name: 'Sports bets' });
  const row = bets.getByTestId('bet-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Match result');
  await expect(row).toContainText('10.00');
  await expect(row).toContainText('Open');
  await bets.scrollIntoViewIfNeeded();
  await checkPage(page, watch, testInfo, 'player-bets');
  expect(watch.consoleErrors).toEqual([]);
});
