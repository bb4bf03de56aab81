// The platform process of the leaderboard fault test (leaderboard-kill.test.mjs), bundled by it with
// tools/scripts/build-node.mjs because it imports the platform's TypeScript. `seed` fills a fresh database
// (DATABASE_URL) with one site, many players, a bet of each in each of the last weeks and those weeks'
// leaderboard periods, ended and unpaid, then exits. `work` runs the platform with its background work, as
// a server does: its job runner pays the ended periods at start and every minute, until it is killed.
import { sql } from 'drizzle-orm';
import { createPlatform } from '../../libs/platform/src/lib/platform';
import { openCurrentPeriod } from '../../libs/platform/src/lib/rewards/leaderboard/leaderboard-periods';
import { writeRewardsSettings } from '../../libs/platform/src/lib/rewards/rewards-settings';
import { silentSecurityLog } from '../../libs/platform/src/lib/security-log/security-log';
import { workAsAServer } from '../testing/platform-work.mjs';

const url = process.env.DATABASE_URL;
const players = Number(process.env.FAULT_PLAYERS ?? 400);
const weeks = Number(process.env.FAULT_WEEKS ?? 10);
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** 100 prized places: cash for the first three, tokens after. */
const PRIZES = Array.from({ length: 100 }, (_, i) => ({
  rank: i + 1,
  prize:
    i < 3
      ? { kind: 'cash', amount_minor: [100_000, 50_000, 25_000][i] }
      : { kind: 'tokens', amount: 110 - i },
}));

async function seed() {
  const platform = await createPlatform({ database: { url }, securityLog: silentSecurityLog() });
  const { db } = platform.database;
  const now = new Date();
  const site = await platform.sites.upsertSite({
    key: 'faults',
    name: 'Fault Casino',
    hosts: ['faults.localhost'],
    themeCode: 'casino1',
    themeColor: 'gold',
    currency: 'PHP',
    settings: { gamify_status: true },
  });
  const settings = await writeRewardsSettings(
    db,
    site.id,
    { time_zone: 'Asia/Manila', leaderboard: { metric: 'wagered', prizes: PRIZES } },
    now,
  );
  // Players and their money straight in SQL: a sign-up each would only slow the seed down.
  await db.execute(sql`insert into players (site_id, account_id, password_hash, contact_phone, created_at, updated_at)
    select ${site.id}::integer, 'fault' || lpad(n::text, 4, '0'), 'seeded', '+6391700' || lpad(n::text, 5, '0'), now(), now()
      from generate_series(1, ${players}::integer) n`);
  await db.execute(sql`select ledger_post(${site.id}::integer, p.id, 'deposit', 'game', 100000000, 'seed:' || p.id, 'seed',
      ledger_account(${site.id}::integer, null, 'game', 'cash'), false,
      ledger_account(${site.id}::integer, p.id, 'game', 'available'), true, now())
    from players p where p.site_id = ${site.id}::integer order by p.id`);
  for (let week = 1; week <= weeks; week++) {
    const at = new Date(now.getTime() - week * WEEK_MS);
    const period = await openCurrentPeriod(db, site.id, settings, at);
    // One bet of each player in the middle of that week; amounts repeat, so ties are broken by time.
    await db.execute(sql`select wallet_bet('FAULTS', ${site.id}::integer, p.id, 'w' || ${week}::integer || '-' || p.id,
        'r' || ${week}::integer || '-' || p.id, 'FAULT-SLOT', 'Fault Slot', 'slots',
        ((p.id * 37 + ${week}::integer * 11) % 250 + 1) * 100, 'seed', null,
        ${period.startsAt.toISOString()}::timestamptz + interval '3 days' + (p.id % 97) * interval '1 minute')
      from players p where p.site_id = ${site.id}::integer order by p.id`);
  }
  await platform.close();
}

const work = () => workAsAServer(url);

const mode = process.argv[2];
(mode === 'seed' ? seed() : work()).catch((error) => {
  console.error(error);
  process.exit(1);
});
