// Sports betting benchmark, on PostgreSQL: bets placed per second (singles and three-leg parlays, each with
// its own request id, from many players at once) next to get_balance in the same run, with the money's
// invariants checked afterwards; and the size of the odds answer, whole against the lean answers the
// board and a match page load. Needs a build: npx nx build platform-api
//   node bench/sports-bets.mjs [--seconds 10] [--connections 10] [--players 200]
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { withBenchDatabase } from './bench-database.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const seconds = option('seconds', 10);
const connections = option('connections', 10);
const playerCount = option('players', 200);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = 4331;
const base = `http://127.0.0.1:${port}/api`;
const host = 'sportsbook1.localhost';
const password = 'Demo1234!';

async function waitForServer(child) {
  for (let i = 0; i < 1200; i += 1) {
    if (child.exitCode !== null)
      throw new Error('The platform exited; build it first (npx nx build platform-api)');
    try {
      const body = JSON.parse((await getAsSite('/home/match_list')).toString('utf8'));
      if (body.statusCode === 1) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The platform did not start');
}

async function call(pathName, body, address = '127.0.0.1') {
  const response = await fetch(`${base}${pathName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host, 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  return response.json();
}

/** A GET as the site's browser sends it: fetch cannot set Host, node:http can. */
function getAsSite(pathName) {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${pathName}`, { headers: { host } }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks)));
      })
      .on('error', reject);
  });
}

async function bytesOf(query) {
  const body = await getAsSite(`/home/public_odds${query}`);
  return { raw: body.length, gzip: gzipSync(body).length, answer: JSON.parse(body.toString('utf8')) };
}

/** Bench players signed up, each credited 1,000,000.00 straight through the ledger's posting. */
async function players(url) {
  const list = [];
  for (let i = 0; i < playerCount; i += 1) {
    const account = `sbench${i}`;
    const answer = await call(
      '/auth/signup',
      { domain_name: host, account_id: account, password, contact_phone: `+63918${String(1000000 + i)}` },
      `10.78.${Math.floor(i / 250)}.${(i % 250) + 1}`,
    );
    if (answer.statusCode !== 1) throw new Error(`bench sign-up failed: ${JSON.stringify(answer)}`);
    list.push({ account_id: account, auth: answer.token });
  }
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  await db.query(`select ledger_post(p.site_id, p.id, 'deposit', 'game', 100000000, 'bench:' || p.id, 'bench',
      ledger_account(p.site_id, null, 'game', 'cash'), false, ledger_account(p.site_id, p.id, 'game', 'available'), true, now())
    from players p where p.account_id like 'sbench%' order by p.id`);
  await db.end();
  return list;
}

function load(title, pathName, makeBody) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}${pathName}`,
        method: 'POST',
        connections,
        duration: seconds,
        headers: { 'content-type': 'application/json', host },
        requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(makeBody()) }) }],
      },
      (error, result) => (error ? reject(error) : resolve({ title, result })),
    );
  });
}

async function invariants(url) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const one = async (text) => (await db.query(text)).rows[0];
  const result = {
    bets: (await one(`select count(*)::int as n from sports_bets`)).n,
    ledgerSum: (await one(`select coalesce(sum(amount_minor), 0)::text as s from ledger_entries`)).s,
    negative: (
      await one(
        `select count(*)::int as n from ledger_accounts where player_id is not null and balance_minor < 0`,
      )
    ).n,
    drift: (
      await one(`select count(*)::int as n from ledger_accounts a where a.player_id is not null and a.balance_minor <>
        (select coalesce(sum(e.amount_minor), 0) from ledger_entries e where e.account_id = a.id)`)
    ).n,
    stakesUnposted: (
      await one(`select count(*)::int as n from sports_bets b where (select count(*) from ledger_transactions t
        where t.idempotency_key = 'sports:' || b.public_id || ':stake' and t.amount_minor = b.stake_minor) <> 1`)
    ).n,
  };
  await db.end();
  return result;
}

await withBenchDatabase(postgresUrl, `wl_bench_sports_${process.pid}`, async (url) => {
  const child = spawn('node', ['dist/apps/platform/main.js'], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      TRUST_PROXY: 'loopback',
      DEMO_DATA: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForServer(child);
    const whole = await bytesOf('');
    const board = await bytesOf('?bet_type=1X2');
    const firstMatch = whole.answer.matches[0]?.match_id;
    const match = await bytesOf(`?match_id=${firstMatch}`);
    const kb = (n) => `${(n / 1024).toFixed(1).padStart(7)} KB`;
    console.log('\npublic_odds answer (sportsbook1, raw / gzip)');
    console.log(
      `every market of every match  ${kb(whole.raw)} / ${kb(whole.gzip)}   (issue 16 found 668 KB raw)`,
    );
    console.log(`the board's market (1X2)     ${kb(board.raw)} / ${kb(board.gzip)}`);
    console.log(`one match, every market      ${kb(match.raw)} / ${kb(match.gzip)}`);

    const lines = board.answer.matches.flatMap((m) =>
      (m.markets['1X2'] ?? []).map((l) => ({ ...l, match: m.match_id })),
    );
    const byMatch = [...new Set(lines.map((l) => l.match))].map((id) => lines.filter((l) => l.match === id));
    const members = await players(url);
    let n = 0;
    const betBody = () => {
      n += 1;
      const member = members[n % members.length];
      const legsCount = n % 2 === 0 ? 1 : 3;
      const legs = Array.from({ length: legsCount }, (_, k) => {
        const choices = byMatch[(n + k) % byMatch.length];
        const line = choices[n % choices.length];
        return { line_id: line.line_id, odds: line.odds };
      });
      return { ...member, request_id: randomUUID(), stake: '10', legs, price_change: 'any' };
    };
    const balance = await load('get_balance', '/auth/get_balance', () => members[(n += 1) % members.length]);
    const bets = await load('place_bet', '/sports/place_bet', betBody);
    const placed = await invariants(url);
    console.log(`\nPostgreSQL: ${connections} connections, ${seconds} s per call, ${members.length} players`);
    console.log('call            req/s  p50 ms  p99 ms  requests');
    for (const { title, result } of [balance, bets]) {
      console.log(
        `${title.padEnd(14)} ${String(Math.round(result.requests.average)).padStart(6)} ${String(result.latency.p50).padStart(7)} ${String(result.latency.p99).padStart(7)} ${String(result.requests.total).padStart(9)}`,
      );
    }
    console.log(
      `bets placed per second: ${(placed.bets / seconds).toFixed(0)} (${placed.bets} bets; ` +
        `${(bets.result.requests.average / balance.result.requests.average).toFixed(2)} × get_balance's rate)`,
    );
    console.log(
      `invariants: ledger sums to ${placed.ledgerSum}, ${placed.negative} negative balances, ${placed.drift} drifted ` +
        `accounts, ${placed.stakesUnposted} bets without exactly one stake posting`,
    );
    if (placed.ledgerSum !== '0' || placed.negative || placed.drift || placed.stakesUnposted)
      process.exitCode = 1;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
});
