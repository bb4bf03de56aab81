// Throughput of the site server against raw node:http serving the same bytes, in the same run, on the
// same machine: POST /api/startup (a site call), POST /api/auth/get_balance (a member call) and a guest
// page view (GET / on casino3.localhost), as it is and compressed as a browser takes it. Once on PGlite,
// once on PostgreSQL (a fresh database, dropped at the end). Needs a build of the site server (npx nx
// build server). Figures only: never a test. Only answers with the status the site server gave at first
// count; any other status, connection error or timeout is listed beside the figures.
//   node bench/site-server-throughput.mjs [--seconds 3] [--rounds 3] [--warmup 1] [--connections 10]
//                                         [--only pglite|postgres]
// Each call is loaded in rounds that alternate the site server and the raw server (so that other work
// on the machine weighs on both alike); the figures are requests over time summed over the rounds.
// BENCH_SERVER (default dist/apps/server/main.js: another build of the site server to compare), BENCH_PORT
// (default 4471; the raw server takes the next port), BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres, where the bench database is created and dropped).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { withBenchDatabase } from './bench-database.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
// Bounded load: a few seconds per run, at most 60, and at most 100 connections, loopback only.
const seconds = Math.min(60, Math.max(1, Number(option('seconds', '3'))));
const rounds = Math.min(10, Math.max(1, Number(option('rounds', '3'))));
const warmup = Math.min(10, Math.max(0, Number(option('warmup', '1'))));
const connections = Math.min(100, Math.max(1, Number(option('connections', '10'))));
const only = option('only', 'all');
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const sitePort = Number(process.env.BENCH_PORT ?? 4471);
const rawPort = sitePort + 1;
const SERVER = process.env.BENCH_SERVER ?? 'dist/apps/server/main.js';
const member = { host: 'casino1.localhost', account: 'demo1', password: 'Demo1234!' };
const pageHost = 'casino3.localhost';

if (!existsSync(SERVER)) {
  console.error(`No ${SERVER}: build the site server first (npx nx build server)`);
  process.exit(1);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The raw server: answers each (method, path, Accept-Encoding) with the bytes the site server gave (and
 * their type and encoding), after reading the body.
 */
const RAW_SERVER = `
const http = require('node:http');
process.once('message', ({ port, answers }) => {
  const table = new Map(answers.map((a) => [a.method + ' ' + a.path + ' ' + a.acceptEncoding, {
    status: a.status,
    headers: {
      'content-type': a.contentType,
      ...(a.contentEncoding ? { 'content-encoding': a.contentEncoding } : {}),
      'content-length': Buffer.byteLength(Buffer.from(a.body, 'base64')),
    },
    body: Buffer.from(a.body, 'base64'),
  }]));
  const server = http.createServer((request, response) => {
    const answer = table.get(request.method + ' ' + request.url + ' ' + (request.headers['accept-encoding'] ?? ''));
    request.resume();
    request.on('end', () => {
      if (!answer) { response.writeHead(404); response.end(); return; }
      response.writeHead(answer.status, answer.headers);
      response.end(answer.body);
    });
  });
  server.listen(port, '127.0.0.1', () => process.send('listening'));
  process.on('disconnect', () => server.close(() => process.exit(0)));
});
`;

async function waitForSiteServer(child) {
  for (let i = 0; i < 1200; i += 1) {
    if (child.exitCode !== null)
      throw new Error('The site server exited; build it first (npx nx build server)');
    try {
      const response = await fetch(`http://127.0.0.1:${sitePort}/api/startup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ domain_name: member.host }),
      });
      const answer = await response.json();
      if (answer.statusCode === 1) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('The site server did not start');
}

/** True when something already answers on the port (then the figures would be someone else's). */
function portTaken(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function checkPortsFree() {
  for (const port of [sitePort, rawPort]) {
    if (await portTaken(port))
      throw new Error(`Port ${port} is in use: set BENCH_PORT to a free pair of ports`);
  }
}

function startSiteServer(env) {
  return spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      ...env,
      PORT: String(sitePort),
      HOST: '127.0.0.1',
      DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function startRawServer(answers) {
  const child = spawn(process.execPath, ['-e', RAW_SERVER], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', () => reject(new Error('The raw server exited')));
    child.send({
      port: rawPort,
      answers: answers.map((a) => ({ ...a, body: a.body.toString('base64') })),
    });
  });
  return child;
}

async function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/**
 * One request to the site server, its bytes as sent (never decompressed), status, type and encoding kept
 * for the raw server. A redirect is kept as it is (the page as the server answers it).
 */
function capture(scenario) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: sitePort,
        method: scenario.method,
        path: scenario.path,
        headers: scenario.headers,
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            method: scenario.method,
            path: scenario.path,
            acceptEncoding: scenario.headers['accept-encoding'] ?? '',
            status: response.statusCode,
            contentType: response.headers['content-type'] ?? 'application/octet-stream',
            contentEncoding: response.headers['content-encoding'],
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(scenario.body);
  });
}

async function signIn() {
  const response = await fetch(`http://127.0.0.1:${sitePort}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: member.host },
    body: JSON.stringify({ account_id: member.account, password: member.password, domain_name: member.host }),
  });
  const answer = await response.json();
  if (answer.statusCode !== 1 || typeof answer.token !== 'string') {
    throw new Error(`demo sign-in failed: ${JSON.stringify(answer)}`);
  }
  return answer.token;
}

function load(port, scenario, duration) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${port}${scenario.path}`,
        method: scenario.method,
        connections,
        duration,
        headers: scenario.headers,
        ...(scenario.body ? { body: scenario.body } : {}),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/**
 * Warm-up of each, then rounds alternating the site server and the raw one, the site server first. Only
 * answers with the captured status count (a server answering errors fast would look fast); the others
 * are counted by status, with connection errors and timeouts.
 */
async function measure(scenario, expectedStatus) {
  const servers = [
    ['site', sitePort],
    ['raw', rawPort],
  ];
  const figures = Object.fromEntries(
    servers.map(([name]) => [name, { total: 0, seconds: 0, p99: 0, other: {} }]),
  );
  const count = (other, what, n) => {
    if (n > 0) other[what] = (other[what] ?? 0) + n;
  };
  if (warmup > 0) for (const [, port] of servers) await load(port, scenario, warmup);
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, port] of servers) {
      const result = await load(port, scenario, seconds);
      const f = figures[name];
      for (const [status, { count: n }] of Object.entries(result.statusCodeStats)) {
        if (Number(status) === expectedStatus) f.total += n;
        else count(f.other, status, n);
      }
      count(f.other, 'errors', result.errors);
      count(f.other, 'timeouts', result.timeouts);
      f.seconds += result.duration;
      f.p99 = Math.max(f.p99, result.latency.p99);
    }
  }
  for (const f of Object.values(figures)) f.rps = f.total / f.seconds;
  return figures;
}

/** "0", or what else came back: "503×11036 errors×2". */
const others = (other) =>
  Object.entries(other)
    .map(([what, n]) => `${what}×${n}`)
    .join(' ') || '0';

const fmt = (n) => String(Math.round(n)).padStart(9);

async function runOn(label, env) {
  await checkPortsFree();
  const site = startSiteServer(env);
  let raw;
  try {
    await waitForSiteServer(site);
    if (site.exitCode !== null) throw new Error('The site server exited');
    const token = await signIn();
    const json = { 'content-type': 'application/json' };
    const scenarios = [
      {
        title: 'startup',
        method: 'POST',
        path: '/api/startup',
        headers: { ...json, host: member.host },
        body: JSON.stringify({ domain_name: member.host }),
      },
      {
        title: 'get_balance',
        method: 'POST',
        path: '/api/auth/get_balance',
        headers: { ...json, host: member.host },
        body: JSON.stringify({ account_id: member.account, auth: token }),
      },
      { title: 'page (guest)', method: 'GET', path: '/', headers: { host: pageHost } },
      // As a browser asks for it: compressed (the bytes the site server sends, the raw server sends too).
      {
        title: 'page (gzip)',
        method: 'GET',
        path: '/',
        headers: { host: pageHost, 'accept-encoding': 'gzip, deflate, br' },
      },
    ];
    const answers = [];
    for (const scenario of scenarios) {
      const answer = await capture(scenario);
      // An error is no page view or call to measure (a redirect would be: the page as the server sends it).
      if (answer.status >= 400) {
        throw new Error(`${scenario.title}: the site server answered ${answer.status}`);
      }
      answers.push(answer);
    }
    raw = await startRawServer(answers);

    const rows = [];
    for (const [i, scenario] of scenarios.entries()) {
      rows.push({ scenario, answer: answers[i], figures: await measure(scenario, answers[i].status) });
    }
    console.log(
      `\n${label}: ${connections} connections, ${warmup} s warm-up, ${rounds} rounds of ${seconds} s each, loopback`,
    );
    console.log(
      'call           status    bytes  site req/s   raw req/s   ratio  site p99 ms  other answers, errors (site; raw)',
    );
    for (const { scenario, answer, figures } of rows) {
      const ratio = figures.site.rps / figures.raw.rps;
      console.log(
        `${scenario.title.padEnd(14)} ${String(answer.status).padStart(6)} ${String(answer.body.length).padStart(8)} ${fmt(figures.site.rps)}   ${fmt(figures.raw.rps)}  ${`${(ratio * 100).toFixed(1)} %`.padStart(7)}  ${String(figures.site.p99).padStart(11)}  ${others(figures.site.other)}; ${others(figures.raw.other)}`,
      );
    }
  } finally {
    await stop(raw);
    await stop(site);
  }
}

if (only === 'all' || only === 'pglite') {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wl-bench-site-pglite-'));
  try {
    await runOn('PGlite (embedded platform)', { PGLITE_DIR: dataDir, DATABASE_URL: '', PLATFORM_URL: '' });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (only === 'all' || only === 'postgres') {
  await withBenchDatabase(postgresUrl, `wl_bench_site_${process.pid}`, (url) =>
    runOn('PostgreSQL (embedded platform)', { DATABASE_URL: url, PLATFORM_URL: '' }),
  );
}
