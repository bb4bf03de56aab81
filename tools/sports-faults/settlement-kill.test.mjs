// Sports settlement survives a killed platform. A sportsbook site has many players, each with a single and a
// three-leg parlay on matches that are over; the platform process (its feed reports the results, its job
// runner settles) is killed (SIGKILL) with part of the bets settled, its connections cut, then started again
// on the same PostgreSQL database. Afterwards: every bet is settled, each with the state and return its legs
// grade to (checked by the bundle's `verify`), each return posted exactly once, and the ledger sums to zero.
// Needs PostgreSQL (TEST_DATABASE_URL, default postgres@127.0.0.1:5432); builds its own bundle of the
// platform. Run: node --test tools/sports-faults/
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sleep, waitFor } from '../testing/loopback.mjs';
import { exited, platformProcess } from '../testing/platform-process.mjs';

const PLAYERS = 600;
const KILL_WITHIN_MS = 90_000;
const FINISH_WITHIN_MS = 180_000;

const state = { platform: undefined, child: undefined, db: undefined };
const runChild = (mode, stdio) => state.platform.run(mode, { FAULT_PLAYERS: String(PLAYERS) }, stdio);

before(async () => {
  state.platform = await platformProcess('tools/sports-faults/settlement-process.mjs', 'wl-sports-kill');
  assert.equal(await exited(runChild('seed')), 0, 'the seed failed');
  state.db = await state.platform.connect();
});

after(() => state.platform?.close());

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
      await state.platform.cutConnections();
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
