// The leaderboard payout survives a killed platform. A site has many ranked players and ten ended, unpaid
// weekly periods with a hundred prized places each; the platform process pays them through its job runner
// and is killed (SIGKILL) in the middle of the payout, with periods paid and one being paid, then started
// again on the same PostgreSQL database. Afterwards: every period is paid, its stored ranking is the
// ranking of its bets, every prized place was posted exactly once to the player ranked there (and to no
// one else), and the ledger sums to zero. Needs PostgreSQL (TEST_DATABASE_URL, default
// postgres@127.0.0.1:5432); builds its own bundle of the platform. Run: node --test tools/rewards-faults/
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sleep, waitFor } from '../testing/loopback.mjs';
import { exited, platformProcess } from '../testing/platform-process.mjs';

const PLAYERS = 400;
const WEEKS = 10;
const PRIZED = 100;
const KILL_WITHIN_MS = 60_000;
const FINISH_WITHIN_MS = 120_000;

const state = { platform: undefined, child: undefined, db: undefined };
const runChild = (mode) =>
  state.platform.run(mode, { FAULT_PLAYERS: String(PLAYERS), FAULT_WEEKS: String(WEEKS) });

before(async () => {
  state.platform = await platformProcess('tools/rewards-faults/payout-process.mjs', 'wl-rewards-kill');
  assert.equal(await exited(runChild('seed')), 0, 'the seed failed');
  state.db = await state.platform.connect();
});

after(() => state.platform?.close());

const one = async (text, values = []) => (await state.db.query(text, values)).rows[0];

/** Paid periods among the ended ones, and whether a payout statement is running now. */
const progress = () =>
  one(`select (select count(*)::int from leaderboard_periods where state = 'paid') as paid,
              (select count(*)::int from pg_stat_activity
                where datname = current_database() and state = 'active'
                  and query like '%leaderboard_pay(%' and pid <> pg_backend_pid()) as paying`);

test('a platform killed while paying the weekly leaderboard pays every winner exactly once', async () => {
  const ended = await one(
    `select count(*)::int as n from leaderboard_periods where ends_at <= now() and state = 'open'`,
  );
  assert.equal(ended.n, WEEKS);

  // Kill in the middle: some periods paid, and the next one's payout statement running.
  state.child = runChild('work');
  const started = Date.now();
  let atKill;
  while (!atKill) {
    assert.ok(Date.now() - started < KILL_WITHIN_MS, `no payout in progress within ${KILL_WITHIN_MS} ms`);
    assert.equal(state.child.exitCode, null, 'the platform stopped by itself');
    const now = await progress();
    if (now.paid >= 2 && now.paying > 0) {
      state.child.kill('SIGKILL');
      // Its connections cut too (as a machine gone would): the payout statement in flight is rolled back
      // rather than left to finish on the server.
      await state.platform.cutConnections();
      atKill = now;
    } else if (now.paid === WEEKS) {
      assert.fail('the payout ended before the kill; make it longer');
    }
  }
  await exited(state.child);
  await sleep(500);
  const afterKill = await progress();
  assert.ok(afterKill.paid < WEEKS, `all ${WEEKS} periods were paid before the kill`);
  // A period is paid whole or not at all: no results or prizes of an unpaid period.
  const partial = await one(`select count(*)::int as n from leaderboard_periods p
    where p.state = 'open' and (exists (select 1 from leaderboard_results r where r.period_id = p.id)
      or exists (select 1 from ledger_transactions t where t.kind = 'leaderboardPrize'
                  and t.idempotency_key like 'leaderboard:' || p.id || ':%'))`);
  assert.equal(partial.n, 0);

  // Started again: the job runner's run at start pays the rest.
  const restarted = Date.now();
  state.child = runChild('work');
  await waitFor(
    'every ended period paid after the restart',
    async () => (await progress()).paid >= WEEKS,
    FINISH_WITHIN_MS,
  );
  const finishMs = Date.now() - restarted;
  state.child.kill('SIGTERM');
  await exited(state.child);

  // Each period's stored ranking is the ranking of its bets, and complete.
  const periods = (
    await state.db.query(`select * from leaderboard_periods where ends_at <= now() order by starts_at`)
  ).rows;
  assert.equal(periods.length, WEEKS);
  for (const period of periods) {
    assert.equal(period.state, 'paid');
    const stored = await state.db.query(
      `select rank, player_id, score::bigint::text as score from leaderboard_results where period_id = $1 order by rank`,
      [period.id],
    );
    const ranked = await state.db.query(
      `select rank, player_id, score::text as score from leaderboard_ranking($1, $2, $3, $4) order by rank`,
      [period.site_id, period.metric, period.starts_at, period.ends_at],
    );
    assert.equal(stored.rows.length, PLAYERS);
    assert.deepEqual(stored.rows, ranked.rows);
  }

  // Every prized place posted once, to the player ranked there, with its amount; nothing else posted.
  const prizes = await state.db.query(`
    select t.idempotency_key, t.player_id, t.amount_minor::text as amount, t.asset,
           r.player_id as ranked_player, r.prize_amount::text as prize, r.ledger_transaction_id = t.id as linked
      from ledger_transactions t
      left join leaderboard_results r
        on t.idempotency_key = 'leaderboard:' || r.period_id || ':' || r.rank
     where t.kind = 'leaderboardPrize'`);
  assert.equal(prizes.rows.length, WEEKS * PRIZED);
  assert.equal(new Set(prizes.rows.map((p) => p.idempotency_key)).size, WEEKS * PRIZED);
  for (const p of prizes.rows) {
    assert.equal(p.player_id, p.ranked_player, `${p.idempotency_key} paid another player`);
    assert.equal(p.amount, p.prize, `${p.idempotency_key} paid another amount`);
    assert.equal(p.linked, true, `${p.idempotency_key} is not the result's posting`);
  }
  const unpaid = await one(`select count(*)::int as n from leaderboard_results
    where prize_kind <> 'nothing' and (ledger_transaction_id is null or rank > ${PRIZED})`);
  assert.equal(unpaid.n, 0);

  // The ledger sums to zero per asset, and every player account's balance is the sum of its entries.
  const sums = (
    await state.db.query(`select a.asset, sum(e.amount_minor)::text as total
      from ledger_entries e join ledger_accounts a on a.id = e.account_id group by a.asset`)
  ).rows;
  for (const row of sums) assert.equal(row.total, '0', `the ${row.asset} ledger does not sum to zero`);
  const drift = await one(`select count(*)::int as n from ledger_accounts a
      where a.player_id is not null
        and a.balance_minor <> (select coalesce(sum(e.amount_minor), 0) from ledger_entries e where e.account_id = a.id)`);
  assert.equal(drift.n, 0);

  console.log(
    `leaderboard kill: ${PLAYERS} players, ${WEEKS} ended weeks, ${WEEKS * PRIZED} prizes; killed with ` +
      `${atKill.paid} weeks paid and the next one's payout running, its connections cut (${afterKill.paid} ` +
      `paid after the kill, none in part); after the restart every week paid in ${finishMs} ms, each prize once, ledger sums to zero`,
  );
});
