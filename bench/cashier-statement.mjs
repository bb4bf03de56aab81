// The statement's database time: a player with 10,000 movements of the game balance (deposits, bets,
// wins, refunds, withdrawal holds, releases and payouts), paged as /statement pages it. Prints the
// database's own execution time (EXPLAIN ANALYZE, median of the runs) of each page query and of the total
// count, and each as a ratio of a primary-key lookup of the player measured in the same run. On
// PostgreSQL; the platform's build migrates and seeds the database. Needs: npx nx build platform-api
//   node bench/cashier-statement.mjs [--movements 10000] [--runs 25]
// BENCH_PLAN=1 prints the plan of the first page inside the function instead (auto_explain notices).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { withBenchDatabase } from './bench-database.mjs';
import pg from 'pg';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const movements = option('movements', 10_000);
const runs = option('runs', 25);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = 4339;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the built platform once, so that it migrates and seeds the database, then stops it. */
async function migrateAndSeed(databaseUrl) {
  const platform = spawn('node', ['dist/apps/platform/main.js'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: '1',
      LOG_LEVEL: 'fatal',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 240_000;
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/api/startup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ domain_name: 'casino1.localhost' }),
    })
      .then((r) => r.ok)
      .catch(() => false);
    if (up) break;
    if (Date.now() > deadline) throw new Error('the platform did not start');
    await sleep(250);
  }
  platform.kill('SIGTERM');
  await new Promise((resolve) => platform.once('exit', resolve));
}

/**
 * `count` movements for one player through the ledger's own posting function: a deposit every 20, then
 * bets, wins and refunds, and every 50 a withdrawal held and then released or paid.
 */
async function fill(db, playerId, siteId, count) {
  await db.query(
    `DO $$
     DECLARE
       v_available integer := ledger_account(${siteId}, ${playerId}, 'game', 'available');
       v_frozen integer := ledger_account(${siteId}, ${playerId}, 'game', 'frozen');
       v_cash integer := ledger_account(${siteId}, NULL, 'game', 'cash');
       v_games integer := ledger_account(${siteId}, NULL, 'game', 'games');
       v_at timestamptz := now() - interval '200 days';
     BEGIN
       FOR i IN 1..${count} LOOP
         v_at := v_at + interval '27 minutes';
         IF i % 20 = 1 THEN
           PERFORM ledger_post(${siteId}, ${playerId}, 'deposit', 'game', 100000, 'b-dep-' || i, 'deposit dep_' || i, v_cash, false, v_available, true, v_at);
         ELSIF i % 50 = 25 THEN
           PERFORM ledger_post(${siteId}, ${playerId}, 'withdrawalHold', 'game', 5000, 'b-hold-' || i, 'withdrawal wd_' || i, v_available, true, v_frozen, true, v_at);
         ELSIF i % 50 = 26 THEN
           IF i % 100 = 26 THEN
             PERFORM ledger_post(${siteId}, ${playerId}, 'withdrawalPayout', 'game', 5000, 'b-pay-' || i, 'withdrawal wd_' || (i - 1) || ' paid', v_frozen, true, v_cash, false, v_at);
           ELSE
             PERFORM ledger_post(${siteId}, ${playerId}, 'withdrawalRelease', 'game', 5000, 'b-rel-' || i, 'withdrawal wd_' || (i - 1) || ' cancelled', v_frozen, true, v_available, true, v_at);
           END IF;
         ELSIF i % 3 = 0 THEN
           PERFORM ledger_post(${siteId}, ${playerId}, 'win', 'game', 150, 'b-win-' || i, 'JILI JL1 round ' || i, v_games, false, v_available, true, v_at);
         ELSIF i % 97 = 0 THEN
           PERFORM ledger_post(${siteId}, ${playerId}, 'refund', 'game', 100, 'b-ref-' || i, 'JILI JL1 round ' || i, v_games, false, v_available, true, v_at);
         ELSE
           PERFORM ledger_post(${siteId}, ${playerId}, 'bet', 'game', 100, 'b-bet-' || i, 'JILI JL1 round ' || i, v_available, true, v_games, false, v_at);
         END IF;
       END LOOP;
     END $$;`,
  );
}

/** The database's execution time of a statement, in ms: the median of `runs` EXPLAIN ANALYZE runs. */
async function executionMs(db, text, values) {
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const { rows } = await db.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${text}`, values);
    times.push(rows[0]['QUERY PLAN'][0]['Execution Time']);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

await withBenchDatabase(
  postgresUrl,
  `wl_bench_statement_${randomBytes(3).toString('hex')}`,
  async (databaseUrl) => {
    await migrateAndSeed(databaseUrl);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const {
        rows: [player],
      } = await db.query(
        `SELECT p.id, p.site_id FROM players p JOIN sites s ON s.id = p.site_id WHERE s.key = 'casino1' AND p.account_id = 'demo1'`,
      );
      const started = Date.now();
      await fill(db, player.id, player.site_id, movements);
      await db.query('ANALYZE');
      const filled = await db.query(`SELECT cashier_statement_count($1, NULL, NULL, NULL)::int AS n`, [
        player.id,
      ]);
      console.log(
        `player demo1: ${filled.rows[0].n} statement lines (filled in ${Date.now() - started} ms); median of ${runs} runs`,
      );

      const pageSize = 10;
      const lastPage = Math.ceil(filled.rows[0].n / pageSize);
      const from = new Date(Date.now() - 120 * 86_400_000).toISOString();
      const to = new Date(Date.now() - 90 * 86_400_000).toISOString();
      const baseline = await executionMs(db, 'SELECT * FROM players WHERE id = $1', [player.id]);
      const cases = [
        ['page 1 (10 lines)', 'SELECT * FROM cashier_statement_lines($1, NULL, NULL, NULL, 10, 0)'],
        [
          `page ${Math.floor(lastPage / 2)} (middle)`,
          `SELECT * FROM cashier_statement_lines($1, NULL, NULL, NULL, 10, ${(Math.floor(lastPage / 2) - 1) * pageSize})`,
        ],
        [
          `page ${lastPage} (last)`,
          `SELECT * FROM cashier_statement_lines($1, NULL, NULL, NULL, 10, ${(lastPage - 1) * pageSize})`,
        ],
        ['bets only, page 1', `SELECT * FROM cashier_statement_lines($1, NULL, NULL, ARRAY['bet'], 10, 0)`],
        [
          'withdrawals only, page 1',
          `SELECT * FROM cashier_statement_lines($1, NULL, NULL, ARRAY['withdrawal', 'withdrawalHold', 'withdrawalRelease', 'withdrawalPayout'], 10, 0)`,
        ],
        [
          '30-day range, page 1',
          `SELECT * FROM cashier_statement_lines($1, '${from}', '${to}', NULL, 10, 0)`,
        ],
        ['total count (the paginator)', 'SELECT cashier_statement_count($1, NULL, NULL, NULL)'],
        ['CSV (all lines)', 'SELECT * FROM cashier_statement_lines($1, NULL, NULL, NULL, 10001, 0)'],
      ];
      if (process.env.BENCH_PLAN) {
        // The plan inside the function, as notices (auto_explain ships with PostgreSQL).
        db.on('notice', (notice) => console.log(notice.message));
        await db.query(`LOAD 'auto_explain'`);
        await db.query(`SET auto_explain.log_min_duration = 0`);
        await db.query(`SET auto_explain.log_nested_statements = on`);
        await db.query(`SET auto_explain.log_analyze = on`);
        await db.query(`SET auto_explain.log_level = 'notice'`);
        await db.query('SELECT * FROM cashier_statement_lines($1, NULL, NULL, NULL, 10, 0)', [player.id]);
        return;
      }
      console.log(`${'query'.padEnd(30)} ${'db ms'.padStart(8)} ${'× pk lookup'.padStart(12)}`);
      console.log(
        `${'primary-key lookup (baseline)'.padEnd(30)} ${baseline.toFixed(3).padStart(8)} ${'1.0'.padStart(12)}`,
      );
      for (const [name, text] of cases) {
        const ms = await executionMs(db, text, [player.id]);
        console.log(
          `${name.padEnd(30)} ${ms.toFixed(3).padStart(8)} ${(ms / baseline).toFixed(1).padStart(12)}`,
        );
      }
    } finally {
      await db.end();
    }
  },
);
