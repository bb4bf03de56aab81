import { count, eq } from 'drizzle-orm';
import { demoAccounts, inboxMessages, vipLevels } from '../db/schema';
import type { Platform } from '../platform';
import type { LedgerKind } from '../players/ledger';
import { currencyDigits } from '@wl/money';
import type { VipLevelInput } from '../players/player-types';
import type { SiteRef } from '../sites/site-types';
import { hashPassword } from '../players/auth/password-hasher';

export const DEMO_PASSWORD = 'Demo1234!';

/** VIP levels of every demo site, in the site currency's major units. */
const DEMO_VIP_LEVELS: ReadonlyArray<{ name: string; deposit: number; turnover: number }> = [
  { name: 'Bronze', deposit: 0, turnover: 0 },
  { name: 'Silver', deposit: 1_000, turnover: 5_000 },
  { name: 'Gold', deposit: 5_000, turnover: 25_000 },
  { name: 'Platinum', deposit: 20_000, turnover: 100_000 },
  { name: 'Diamond', deposit: 100_000, turnover: 500_000 },
];

interface DemoPlayer {
  accountId: string;
  fullName: string;
  phone: string;
  email: string;
  /** Postings in order (major units; tokens whole); the balance never goes below zero on the way. */
  money: ReadonlyArray<[LedgerKind, number]>;
  tokens: ReadonlyArray<[LedgerKind, number]>;
  favourites: number;
}

// demo1 is Silver and half-way to Gold on deposits; demo2 is Bronze close to Silver; demo3 is new.
const DEMO_PLAYERS: readonly DemoPlayer[] = [
  {
    accountId: 'demo1',
    fullName: 'Dana Reyes',
    phone: '+639170000001',
    email: 'demo1@example.com',
    money: [
      ['deposit', 2_000],
      ['bet', 1_500],
      ['win', 2_200],
      ['deposit', 1_200],
      ['bet', 3_500],
      ['win', 3_000],
      ['bet', 2_000],
      ['win', 1_350],
    ],
    tokens: [
      ['reward', 150],
      ['tokenFreeze', 40],
    ],
    favourites: 4,
  },
  {
    accountId: 'demo2',
    fullName: 'Marco Santos',
    phone: '+639170000002',
    email: 'demo2@example.com',
    money: [
      ['deposit', 500],
      ['bet', 300],
      ['win', 450],
      ['deposit', 300],
      ['bet', 400],
    ],
    tokens: [['reward', 50]],
    favourites: 2,
  },
  {
    accountId: 'demo3',
    fullName: 'Lea Cruz',
    phone: '+639170000003',
    email: 'demo3@example.com',
    money: [['deposit', 100]],
    tokens: [['reward', 20]],
    favourites: 1,
  },
];

async function seedVipLevels(platform: Platform, site: SiteRef): Promise<void> {
  const { db } = platform.database;
  const [existing] = await db.select({ n: count() }).from(vipLevels).where(eq(vipLevels.siteId, site.id));
  if ((existing?.n ?? 0) > 0) return;
  const scale = 10 ** currencyDigits(site.currency);
  const levels: VipLevelInput[] = DEMO_VIP_LEVELS.map((level, i) => ({
    level: i + 1,
    vipName: level.name,
    startingDepositMinor: level.deposit * scale,
    startingTurnoverMinor: level.turnover * scale,
  }));
  await platform.operator.setVipLevels(site.key, levels);
}

async function seedPlayer(
  platform: Platform,
  site: SiteRef,
  demo: DemoPlayer,
  games: string[][],
  passwordHash: string,
): Promise<void> {
  const { operator } = platform;
  const existing = await operator.findPlayer(site.key, demo.accountId);
  if (existing) {
    // The inbox is written last: a player who has one is complete.
    const { db } = platform.database;
    const [messages] = await db
      .select({ n: count() })
      .from(inboxMessages)
      .where(eq(inboxMessages.playerId, existing.id));
    if ((messages?.n ?? 0) > 0) return;
  }
  const player =
    existing ??
    (await operator.createPlayer(site.key, {
      accountId: demo.accountId,
      password: DEMO_PASSWORD,
      passwordHash,
      fullName: demo.fullName,
      contactPhone: demo.phone,
      contactEmail: demo.email,
      phoneVerified: true,
    }));
  // Remembered with its hash, so a production start can tell that the published password still opens it.
  await platform.database.db
    .insert(demoAccounts)
    .values({ playerId: player.id, seededPasswordHash: player.passwordHash })
    .onConflictDoNothing();
  const scale = 10 ** currencyDigits(site.currency);
  const post = async (asset: 'game' | 'token', steps: DemoPlayer['money'], unit: number, prefix: string) => {
    for (const [i, [kind, amount]] of steps.entries()) {
      await operator.ledger.post[kind]({
        siteId: site.id,
        playerId: player.id,
        asset,
        amountMinor: amount * unit,
        idempotencyKey: `seed:${demo.accountId}:${prefix}:${i}`,
        reason: 'Demo data',
      });
    }
  };
  await post('game', demo.money, scale, 'game');
  await post('token', demo.tokens, 1, 'token');
  for (const [providerCode, gameCode] of games.slice(0, demo.favourites)) {
    if (providerCode && gameCode)
      await operator.addFavouriteFor(site.key, demo.accountId, providerCode, gameCode);
  }
  const send = (title: string, body: string, reward?: { asset: 'game' | 'token'; amountMinor: number }) =>
    operator.sendInboxMessage(site.key, demo.accountId, { title, body, reward });
  await send(
    `Welcome to ${site.name}`,
    `Hello ${demo.fullName}, your account is ready. Good luck and play responsibly!`,
  );
  await send('Welcome bonus', `A welcome bonus of ${50} ${site.currency} is waiting: claim it here.`, {
    asset: 'game',
    amountMinor: 50 * scale,
  });
  await send('Minigame tokens', 'Twenty-five tokens for the minigames, on the house.', {
    asset: 'token',
    amountMinor: 25,
  });
}

/**
 * Demo players on every site: demo1, demo2 and demo3 (password Demo1234!), with deposits, bets and wins
 * in the ledger (so VIP progress shows), tokens, favourites and inbox messages, two of them claimable.
 * Running it again changes nothing.
 */
export async function seedPlayers(platform: Platform): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const site of await platform.sites.listSites()) {
    await seedVipLevels(platform, site);
    const page = await platform.sites.games.list(site.id, { flag: 'popular', page: 1, pageSize: 8 });
    const games = page.value.map((game) => [game.provider_code, game.game_code]);
    await Promise.all(DEMO_PLAYERS.map((demo) => seedPlayer(platform, site, demo, games, passwordHash)));
  }
}
