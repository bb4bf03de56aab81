// Sports settlement survives a killed platform. A sportsbook site has many players, each with a single and a
// three-leg parlay on matches that are over; the platform process (its feed reports the results, its job
// runner settles) is killed (SIGKILL) with part of the bets settled, its connections cut, then started again
// on the same PostgreSQL database. Afterwards: every bet is settled, each with the state and return its legs
// grade to (checked by the bundle's `verify`), each return posted exactly once, and the ledger sums to zero.
// Needs PostgreSQL (TEST_DATABASE_URL, default postgres@127.0.0.1:5432); builds its own bundle of the
// platform. Run: node --test tools/sports-faults/
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { sleep, waitFor } from '../testing/loopback.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PLAYERS = 600;
const KILL_WITHIN_MS = 90_000;
const FINISH_WITHIN_MS = 180_000;

const state = { databaseUrl: '', databaseName: '', bundleDir: '', child: undefined, db: undefined };

const bundlePath = () => path.join(state.bundleDir, 'settlement-process.js');

function runChild(mode, stdio = ['ignore', 'ignore', 'inherit']) {
  return spawn('node', [bundlePath(), mode], {
    cwd: repoRoot,
    env: {
      ...process.env,
      // The bundle is outside the repository: its npm packages are the repository's.
      NODE_PATH: path.join(repoRoot, 'node_modules'),
      DATABASE_URL: state.databaseUrl,
      FAULT_PLAYERS: String(PLAYERS),
    },
    stdio,
  });
}

function exited(child) {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

before(async () => {
  state.bundleDir = mkdtempSync(path.join(os.tmpdir(), 'wl-sports-faults-'));
  const built = spawnSync(
    'node',
    ['tools/scripts/build-node.mjs', 'tools/sports-faults/settlement-process.mjs', bundlePath()],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  assert.equal(built.status, 0, `bundle: ${built.stderr}`);
  state.databaseName = `wl_sports_kill_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${state.databaseName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${state.databaseName}`;
  state.databaseUrl = url.toString();
  assert.equal(await exited(runChild('seed')), 0, 'the seed failed');
  state.db = new pg.Client({ connectionString: state.databaseUrl });
  await state.db.connect();
});

after(async () => {
  if (state.child && state.child.exitCode === null) state.child.kill('SIGKILL');
  await state.db?.end();
  if (state.databaseName) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${state.databaseName} WITH (FORCE)`);
    await admin.end();
  }
  if (state.bundleDir) rmSync(state.bundleDir, { recursive: true, force: true });
});

const one = async (text) => (await state.db.query(text)).rows[0];
const settled = async () => (await one(`select count(*)::int as n from sports_bets where state <> 'open'`)).n;

test('a platform killed while settling sports bets settles each exactly once after the restart', async () => {
  const bets = (await one(`select count(*)::int as n from sports_bets`)).n;
  assert.equal(bets, PLAYERS * 2);
  assert.equal(await settled(), 0);

  state.child = runChild('work');
  const started = Date.now();
  let atKill;
  while (atKill === undefined) {
    assert.ok(Date.now() - started < KILL_WITHIN_MS, `no settlement in progress within ${KILL_WITHIN_MS} ms`);
    assert.equal(state.child.exitCode, null, 'the platform stopped by itself');
    const now = await settled();
    if (now >= bets / 10) {
      state.child.kill('SIGKILL');
      // Its connections cut too, as a machine gone would: a statement in flight is rolled back.
      await state.db.query(`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`);
      atKill = now;
    }
    await sleep(20);
  }
  await exited(state.child);
  await sleep(500);
  const afterKill = await settled();
  assert.ok(afterKill < bets, `all ${bets} bets were settled before the kill; make it longer`);

  const restarted = Date.now();
  state.child = runChild('work');
  await waitFor(
    'every bet settled after the restart',
    async () => (await settled()) === bets,
    FINISH_WITHIN_MS,
  );
  const finishMs = Date.now() - restarted;
  state.child.kill('SIGTERM');
  await exited(state.child);

  // Each bet's state and return are what its legs grade to.
  const verify = runChild('verify', ['ignore', 'pipe', 'inherit']);
  let report = '';
  verify.stdout.on('data', (chunk) => (report += chunk));
  const verified = await exited(verify);
  const { wrong } = JSON.parse(report.trim().split('\n').at(-1) ?? '{}');
  assert.deepEqual(wrong, []);
  assert.equal(verified, 0);

  // One return posting per bet that returns something, with its amount; none for a lost bet.
  const postings = await one(`select count(*)::int as n, count(distinct t.idempotency_key)::int as keys,
      count(*) filter (where t.amount_minor <> b.return_minor)::int as amiss
      from ledger_transactions t join sports_bets b on t.idempotency_key = 'sports:' || b.public_id || ':return'`);
  const returning = (await one(`select count(*)::int as n from sports_bets where return_minor > 0`)).n;
  assert.equal(postings.n, returning);
  assert.equal(postings.keys, returning);
  assert.equal(postings.amiss, 0);

  // The ledger sums to zero, and every player account's balance is the sum of its entries.
  const sum = await one(`select coalesce(sum(amount_minor), 0)::text as total from ledger_entries`);
  assert.equal(sum.total, '0');
  const drift = await one(`select count(*)::int as n from ledger_accounts a
      where a.player_id is not null
        and a.balance_minor <> (select coalesce(sum(e.amount_minor), 0) from ledger_entries e where e.account_id = a.id)`);
  assert.equal(drift.n, 0);

  console.log(
    `sports settlement kill: ${bets} bets (${PLAYERS} singles, ${PLAYERS} three-leg parlays); killed with ` +
      `${atKill} settled, its connections cut (${afterKill} after the kill); after the restart every bet ` +
      `settled in ${finishMs} ms, each as its legs grade, each return posted once, ledger sums to zero`,
  );
});
