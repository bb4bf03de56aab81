// Load benchmark of the platform API: requests per second and p50/p99 latency for startup, login,
// get_balance and fav_list, from this process (autocannon) against the standalone platform in another
// process on loopback, once on PGlite and once on PostgreSQL. Needs a build: npx nx build platform-api
//   node bench/platform-load.mjs [--seconds 10] [--connections 10]
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withBenchDatabase } from './bench-database.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const seconds = option('seconds', 10);
const connections = option('connections', 10);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = 4330;
const base = `http://127.0.0.1:${port}/api`;
const site = { host: 'casino1.localhost', account: 'demo1', password: 'Demo1234!' };

async function waitForServer(child) {
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null)
      throw new Error('The platform exited; build it first (npx nx build platform-api)');
    try {
      const response = await fetch(`${base}/startup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ domain_name: site.host }),
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The platform did not start');
}

async function post(pathName, body) {
  const response = await fetch(`${base}${pathName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: site.host },
    body: JSON.stringify(body),
  });
  return response.json();
}

function load(title, pathName, body, requests) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}${pathName}`,
        method: 'POST',
        connections,
        duration: seconds,
        headers: { 'content-type': 'application/json', host: site.host },
        body: JSON.stringify(body),
        ...(requests ? { requests } : {}),
      },
      (error, result) => (error ? reject(error) : resolve({ title, result })),
    );
  });
}

/**
 * Login is rate limited per account and per client address, so the login load signs in many bench
 * players, each request from its own forwarded address (the platform trusts loopback proxies).
 */
async function loginRequests(count) {
  const players = [];
  for (let i = 0; i < count; i += 1) {
    const account = `bench${i}`;
    const address = `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    const response = await fetch(`${base}/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: site.host, 'x-forwarded-for': address },
      body: JSON.stringify({
        domain_name: site.host,
        account_id: account,
        password: site.password,
        contact_phone: `+63917${String(1000000 + i)}`,
        contact_email: `${account}@example.com`,
      }),
    });
    const answer = await response.json();
    if (answer.statusCode !== 1) throw new Error(`bench sign-up failed: ${JSON.stringify(answer)}`);
    players.push({ account, address });
  }
  let next = 0;
  return [
    {
      setupRequest(request) {
        const player = players[next++ % players.length];
        return {
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': player.address },
          body: JSON.stringify({
            account_id: player.account,
            password: site.password,
            domain_name: site.host,
          }),
        };
      },
    },
  ];
}

function row({ title, result }) {
  const other = result.non2xx;
  return `${title.padEnd(14)} ${String(Math.round(result.requests.average)).padStart(8)} ${String(result.latency.p50).padStart(7)} ${String(result.latency.p99).padStart(7)} ${String(result.requests.total).padStart(9)} ${String(other).padStart(7)}`;
}

async function runOn(label, env) {
  const child = spawn('node', ['dist/apps/platform/main.js'], {
    env: {
      ...process.env,
      ...env,
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
    const login = await post('/auth/login', {
      account_id: site.account,
      password: site.password,
      domain_name: site.host,
    });
    if (login.statusCode !== 1) throw new Error(`demo login failed: ${JSON.stringify(login)}`);
    const member = { account_id: site.account, auth: login.token };
    const results = [];
    results.push(await load('startup', '/startup', { domain_name: site.host }));
    results.push(await load('login', '/auth/login', {}, await loginRequests(100)));
    const fresh = await post('/auth/login', {
      account_id: 'demo2',
      password: site.password,
      domain_name: site.host,
    });
    const member2 = fresh.statusCode === 1 ? { account_id: 'demo2', auth: fresh.token } : member;
    results.push(await load('get_balance', '/auth/get_balance', member2));
    results.push(await load('fav_list', '/home/fav_list', member2));
    console.log(`\n${label}: ${connections} connections, ${seconds} s per call`);
    console.log('call            req/s  p50 ms  p99 ms  requests  non-2xx');
    for (const r of results) console.log(row(r));
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wl-bench-pglite-'));
try {
  await runOn('PGlite (in-process)', { PGLITE_DIR: dataDir });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

await withBenchDatabase(postgresUrl, `wl_bench_${process.pid}`, (url) =>
  runOn('PostgreSQL', { DATABASE_URL: url }),
);
