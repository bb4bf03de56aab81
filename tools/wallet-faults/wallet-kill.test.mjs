// The seamless wallet survives a killed platform. The demo game studio plays many concurrent rounds for
// real players through the platform's wallet; the platform process is killed (SIGKILL) in the middle and
// started again on the same PostgreSQL database; the studio's retries then finish every round. Afterwards,
// for every player: balance = sum of ledger entries = credits - bets + wins + refunds, every provider
// transaction id is recorded once with one posting, and no round is left holding a bet it neither paid nor
// refunded. Needs the built platform and studio (dist/apps/platform, dist/apps/game-studio) and PostgreSQL
// (TEST_DATABASE_URL, default postgres@127.0.0.1:5432). Run: node --test tools/wallet-faults/
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { freePort, post, sleep, waitFor } from '../testing/loopback.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PLAYERS = 5;
const ROUNDS_AFTER_RESTART = 60;
const CONCURRENT_PER_PLAYER = 3;
const CREDIT = '500.00';
const SEED_START_MS = 240_000;
const PASSWORD = 'Tidal7Lantern';

const state = { databaseUrl: '', databaseName: '', platform: undefined, studio: undefined };
let platformPort = 0;
let studioPort = 0;

function startPlatform() {
  const child = spawn('node', [path.join(repoRoot, 'dist/apps/platform/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(platformPort),
      HOST: '127.0.0.1',
      DATABASE_URL: state.databaseUrl,
      DEMO_DATA: '1',
      DEMO_STUDIO_URL: `http://127.0.0.1:${studioPort}`,
      LOG_LEVEL: 'fatal',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  state.platform = child;
  return waitFor(
    'the platform answers',
    async () =>
      (await post(`http://127.0.0.1:${platformPort}/api/startup`, { domain_name: 'casino1.localhost' }))
        .status === 200,
    SEED_START_MS,
  );
}

function operator(...args) {
  const result = spawnSync('node', [path.join(repoRoot, 'dist/apps/platform/operator.js'), ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: state.databaseUrl },
    encoding: 'utf8',
  });
  assert.equal(result.status, 0, `operator ${args.join(' ')}: ${result.stderr}`);
}

before(async () => {
  platformPort = await freePort();
  studioPort = await freePort();
  state.databaseName = `wl_wallet_kill_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${state.databaseName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${state.databaseName}`;
  state.databaseUrl = url.toString();

  state.studio = spawn('node', [path.join(repoRoot, 'dist/apps/game-studio/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      STUDIO_PORT: String(studioPort),
      STUDIO_HOST: '127.0.0.1',
      PLATFORM_URL: `http://127.0.0.1:${platformPort}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(
    'the studio answers',
    async () => (await fetch(`http://127.0.0.1:${studioPort}/health`)).ok,
    30_000,
  );
  await startPlatform();
});

after(async () => {
  for (const child of [state.platform, state.studio])
    if (child && child.exitCode === null) child.kill('SIGKILL');
  if (state.databaseName) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${state.databaseName} WITH (FORCE)`);
    await admin.end();
  }
});

/** A new player of casino1 with CREDIT in the wallet, playing a JILI slot at the studio. */
async function seatPlayer(index) {
  const api = `http://127.0.0.1:${platformPort}/api`;
  const site = { domain_name: 'casino1.localhost' };
  const accountId = `kill${index}${randomBytes(2).toString('hex')}`;
  // Each player from an address of its own (the platform believes the loopback proxy's header).
  const from = { 'x-forwarded-for': `198.51.100.${10 + index}` };
  const signup = await post(
    `${api}/auth/signup`,
    { ...site, account_id: accountId, password: PASSWORD, contact_phone: `+63917555${String(1000 + index)}` },
    from,
  );
  assert.equal(signup.json?.statusCode, 1, `signup: ${JSON.stringify(signup.json)}`);
  operator(
    'players',
    'credit',
    '--site',
    'casino1',
    '--account',
    accountId,
    '--amount',
    CREDIT,
    '--reason',
    'kill test',
  );
  const games = await post(`${api}/product/get_games`, {
    ...site,
    category: 'slots',
    provider_code: 'JILI',
    page_size: 1,
  });
  const game = games.json?.value?.[0];
  assert.ok(game, 'casino1 offers a JILI slot');
  const launch = await post(
    `${api}/product/launch_game`,
    {
      ...site,
      account_id: accountId,
      auth: signup.json.token,
      provider_code: 'JILI',
      game_code: game.game_code,
    },
    from,
  );
  assert.equal(launch.json?.statusCode, 1, `launch: ${JSON.stringify(launch.json)}`);
  const url = new URL(launch.json.url);
  const session = await post(`http://127.0.0.1:${studioPort}/api/session`, {
    provider: 'JILI',
    token: url.searchParams.get('token'),
    game: game.game_code,
    type: game.game_type,
    name: game.game_name,
    currency: url.searchParams.get('currency'),
    mode: 'real',
  });
  assert.equal(session.status, 200, `studio session: ${JSON.stringify(session.json)}`);
  return { accountId, session: session.json.session, stake: session.json.game.stakeLevelsMinor?.[0] ?? 100 };
}

test('a platform killed in the middle of many rounds loses and creates no money', async () => {
  const players = [];
  for (let i = 0; i < PLAYERS; i += 1) players.push(await seatPlayer(i));

  // Every player plays rounds back to back, CONCURRENT_PER_PLAYER at a time, until told to stop.
  const outcomes = { played: 0, refused: 0, stop: false };
  const playRounds = async (player) => {
    while (!outcomes.stop) {
      await Promise.all(
        Array.from({ length: CONCURRENT_PER_PLAYER }, async () => {
          const round = await post(`http://127.0.0.1:${studioPort}/api/round`, {
            session: player.session,
            bet: { stakeMinor: player.stake },
          });
          if (round.status === 200) outcomes.played += 1;
          else outcomes.refused += 1;
        }),
      );
    }
  };
  const play = Promise.all(players.map(playRounds));
  const pendingOf = async () =>
    (await (await fetch(`http://127.0.0.1:${studioPort}/health`)).json()).pendingWalletCalls;

  // Kill once rounds are flowing; while it is down, bets in flight fail (and are rolled back later) and
  // wins queue at the studio; then start it again on the same database.
  await waitFor('rounds are being played', async () => outcomes.played >= PLAYERS * 4, 120_000);
  state.platform.kill('SIGKILL');
  await new Promise((resolve) => state.platform.once('exit', resolve));
  const playedBeforeKill = outcomes.played;
  await sleep(1_500);
  const pendingWhileDown = await pendingOf();
  await startPlatform();
  const playedAtRestart = outcomes.played;
  await waitFor(
    'rounds are played again',
    async () => outcomes.played >= playedAtRestart + ROUNDS_AFTER_RESTART,
    180_000,
  );
  outcomes.stop = true;
  await play;
  await waitFor(
    'the studio settles every pending wallet call',
    async () => (await pendingOf()) === 0,
    180_000,
  );
  console.log(
    `rounds played ${outcomes.played} (${playedBeforeKill} before the kill), refused ${outcomes.refused}; ` +
      `wallet calls waiting at the studio while the platform was down: ${pendingWhileDown}`,
  );
  assert.ok(pendingWhileDown > 0, 'the kill caught wallet calls in flight');

  const db = new pg.Client({ connectionString: state.databaseUrl });
  await db.connect();
  try {
    const accounts = players.map((p) => p.accountId);
    const { rows } = await db.query(
      `select p.account_id,
              a.balance_minor::bigint as balance,
              (select coalesce(sum(e.amount_minor), 0) from ledger_entries e where e.account_id = a.id)::bigint as entries,
              (select coalesce(sum(case t.kind when 'credit' then t.amount_minor when 'bet' then -t.amount_minor
                                               when 'win' then t.amount_minor when 'refund' then t.amount_minor
                                               else 0 end), 0)
                 from ledger_transactions t where t.player_id = p.id and t.asset = 'game')::bigint as by_kind,
              (select count(*) from ledger_transactions t where t.player_id = p.id
                 and t.kind not in ('credit', 'bet', 'win', 'refund'))::int as other_kinds
         from players p
         join ledger_accounts a on a.player_id = p.id and a.asset = 'game' and a.pocket = 'available'
        where p.account_id = any($1)`,
      [accounts],
    );
    assert.equal(rows.length, PLAYERS);
    for (const row of rows) {
      assert.equal(row.balance, row.entries, `${row.account_id}: balance is the sum of its entries`);
      assert.equal(row.balance, row.by_kind, `${row.account_id}: balance = credits - bets + wins + refunds`);
      assert.equal(row.other_kinds, 0);
    }
    // Every provider transaction id once (the unique key holds it), each money move with exactly one posting.
    const moves = await db.query(
      `select count(*)::int as moves,
              count(distinct w.ledger_transaction_id)::int as postings,
              (select count(*)::int from ledger_transactions t join players p on p.id = t.player_id
                where t.kind in ('bet', 'win', 'refund') and p.account_id = any($1)) as ledger
         from wallet_transactions w join players p on p.id = w.player_id
        where w.ledger_transaction_id is not null and p.account_id = any($1)`,
      [accounts],
    );
    assert.equal(moves.rows[0].moves, moves.rows[0].postings);
    assert.equal(moves.rows[0].postings, moves.rows[0].ledger);
    // No round keeps a bet that was neither paid (a win, even of 0) nor refunded.
    const stuck = await db.query(
      `select count(*)::int as n from game_rounds where bet_minor - refund_minor > 0 and not paid`,
    );
    assert.equal(stuck.rows[0].n, 0, 'every round with a live bet was settled');
  } finally {
    await db.end();
  }
});
