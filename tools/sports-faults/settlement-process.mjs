// The platform process of the sports settlement fault test (settlement-kill.test.mjs), bundled by it with
// tools/scripts/build-node.mjs because it imports the platform's TypeScript. `seed` fills a fresh database
// (DATABASE_URL) with one sportsbook site, the demo leagues' fixtures of the last days and many players, each
// with a single and a three-leg parlay placed before those matches kicked off, then exits. `work` runs the
// platform with its background work, as a server does: its feed reports the matches finished and its job
// runner settles the bets, until it is killed. `verify` grades every bet again from its matches' results
// with the settlement's own rules and prints the bets whose state or return differ (exit 1 if any).
import { sql } from 'drizzle-orm';
import { DEMO_LEAGUES } from '../../libs/platform/src/lib/demo/demo-leagues';
import { createPlatform } from '../../libs/platform/src/lib/platform';
import { betReturn } from '../../libs/platform/src/lib/betting/settlement/bet-return';
import { gradeLeg } from '../../libs/platform/src/lib/betting/settlement/leg-grading';
import { resultForLeg } from '../../libs/platform/src/lib/betting/settlement/leg-result';
import { silentSecurityLog } from '../../libs/platform/src/lib/security-log/security-log';
import { workAsAServer } from '../testing/platform-work.mjs';

const url = process.env.DATABASE_URL;
const players = Number(process.env.FAULT_PLAYERS ?? 600);
const DAY_MS = 24 * 60 * 60 * 1000;

const rows = async (db, query) => (await db.execute(query)).rows;

async function seed() {
  // The schedule as it was two days ago: yesterday's and the day before's matches are over by now.
  const then = new Date(Date.now() - 2 * DAY_MS);
  const platform = await createPlatform({
    database: { url },
    securityLog: silentSecurityLog(),
    clock: () => then,
  });
  const { db } = platform.database;
  const site = await platform.sites.upsertSite({
    key: 'faults',
    name: 'Fault Sports',
    hosts: ['faults.localhost'],
    themeCode: 'sportsbook1',
    themeColor: 'pitch',
    currency: 'PHP',
  });
  await platform.sites.games.importCatalogue([{ code: 'SBK', name: 'Sports' }], []);
  await platform.sites.games.setProducts(site.id, [{ category: 'sportsbook', providerCode: 'SBK' }]);
  await platform.sites.sportsbook.importLeagues([...DEMO_LEAGUES]);
  await platform.sites.sportsbook.ensureFixtures();
  const lines = await rows(
    db,
    sql`select l.id, l.odds::text as odds, l.home_away, m.id as match_id, m.kickoff_at
          from odds_lines l join sport_matches m on m.id = l.match_id
         where l.bet_type = '1X2' and m.kickoff_at > ${then.toISOString()}::timestamptz
           and m.kickoff_at < ${new Date(Date.now() - 4 * 60 * 60 * 1000).toISOString()}::timestamptz
         order by m.kickoff_at, m.id, l.id`,
  );
  const matches = [...new Set(lines.map((l) => l.match_id))];
  if (matches.length < 4) throw new Error(`only ${matches.length} finished matches to bet on`);
  const lineOf = (match, n) => lines.filter((l) => l.match_id === match)[n % 3];
  await db.execute(sql`insert into players (site_id, account_id, password_hash, contact_phone, created_at, updated_at)
    select ${site.id}::integer, 'fault' || lpad(n::text, 4, '0'), 'seeded', '+6391700' || lpad(n::text, 5, '0'), now(), now()
      from generate_series(1, ${players}::integer) n`);
  await db.execute(sql`select ledger_post(${site.id}::integer, p.id, 'deposit', 'game', 10000000, 'seed:' || p.id, 'seed',
      ledger_account(${site.id}::integer, null, 'game', 'cash'), false,
      ledger_account(${site.id}::integer, p.id, 'game', 'available'), true, now())
    from players p where p.site_id = ${site.id}::integer order by p.id`);
  const ids = (await rows(db, sql`select id from players where site_id = ${site.id} order by id`)).map(
    (r) => r.id,
  );
  const place = async (player, key, stake, legs) => {
    const odds = legs.reduce((p, l) => p * Number(l.odds), 1);
    await db.execute(sql`select * from sports_bet_place(${site.id}::integer, ${player}::integer, ${key}::text,
        ${key}::text, 'seed', ${legs.length > 1 ? 'parlay' : 'single'}::text, ${stake}::bigint,
        ${odds.toFixed(2)}::numeric, ${Math.round(stake * odds)}::bigint,
        ${JSON.stringify(legs.map((l) => ({ line_id: l.id, odds: Number(l.odds) })))}::jsonb, 'seed',
        ${then.toISOString()}::timestamptz)`);
  };
  for (const [i, player] of ids.entries()) {
    const m = (k) => matches[(i + k) % matches.length];
    await place(player, `fault-s-${player}`, 1_000 + (i % 7) * 500, [lineOf(m(0), i)]);
    await place(player, `fault-p-${player}`, 500 + (i % 5) * 100, [
      lineOf(m(1), i),
      lineOf(m(2), i + 1),
      lineOf(m(3), i + 2),
    ]);
  }
  await platform.close();
}

const work = () => workAsAServer(url);

async function verify() {
  const platform = await createPlatform({ database: { url }, securityLog: silentSecurityLog() });
  const { db } = platform.database;
  const bets = await rows(
    db,
    sql`select id, public_id, state, stake_minor::bigint::text as stake,
      return_minor::bigint::text as returned from sports_bets order by id`,
  );
  const legs = await rows(
    db,
    sql`select l.bet_id, l.bet_type, l.home_away, l.criteria1, l.odds::text as odds,
      l.result, m.status, m.home_score, m.away_score, m.ht_home, m.ht_away, m.first_goal, m.last_goal
      from sports_bet_legs l join sport_matches m on m.id = l.match_id order by l.id`,
  );
  const wrong = [];
  for (const bet of bets) {
    const own = legs.filter((l) => l.bet_id === bet.id);
    const outcomes = own.map((l) => {
      const result = resultForLeg(l.bet_type, {
        status: l.status,
        homeScore: l.home_score,
        awayScore: l.away_score,
        htHome: l.ht_home,
        htAway: l.ht_away,
        firstGoal: l.first_goal,
        lastGoal: l.last_goal,
      });
      return result
        ? gradeLeg({ betType: l.bet_type, homeAway: l.home_away, criteria1: l.criteria1 }, result)
        : null;
    });
    if (outcomes.includes(null)) {
      wrong.push(`${bet.public_id}: a leg has no result`);
      continue;
    }
    const expected = betReturn(
      Number(bet.stake),
      own.map((l, i) => ({ odds: l.odds, outcome: outcomes[i] })),
    );
    const state = outcomes.every((o) => o === 'void') ? 'void' : expected > 0 ? 'won' : 'lost';
    if (
      bet.state !== state ||
      Number(bet.returned) !== expected ||
      own.some((l, i) => l.result !== outcomes[i])
    ) {
      wrong.push(`${bet.public_id}: ${bet.state} ${bet.returned}, expected ${state} ${expected}`);
    }
  }
  await platform.close();
  process.stdout.write(`${JSON.stringify({ bets: bets.length, wrong })}\n`);
  process.exit(wrong.length ? 1 : 0);
}

const mode = process.argv[2];
(mode === 'seed' ? seed() : mode === 'verify' ? verify() : work()).catch((error) => {
  console.error(error);
  process.exit(1);
});
