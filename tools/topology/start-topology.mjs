// A load-balanced test topology on loopback: nginx in front of two site servers on one PostgreSQL database.
// `node tools/topology/start-topology.mjs` starts it and prints what runs where until Ctrl-C;
// tools/topology/topology.test.mjs drives it. Needs a built server (dist/apps/server/main.js), nginx
// (/usr/sbin/nginx or NGINX_PATH) and PostgreSQL (TEST_DATABASE_URL, default postgres@127.0.0.1:5432).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverMain = path.join(repoRoot, 'dist/apps/server/main.js');
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The first start migrates and seeds the demo (30 s to 2 minutes on two busy cores); a restart takes seconds. */
const SEED_START_MS = 240_000;
const START_MS = 45_000;
const STOP_MS = 8_000;

/**
 * @typedef {object} TopologyServer
 * @property {number} port
 * @property {(signal?: NodeJS.Signals) => Promise<void>} kill  signals the server and waits until it is gone
 * @property {() => Promise<void>} restart  starts it again (without the demo seed) and waits until it answers
 * @property {() => boolean} running
 *
 * @typedef {object} Topology
 * @property {string} url  nginx, the load balancer
 * @property {string} databaseUrl
 * @property {string} dir  nginx's prefix, its config and logs, and the servers' logs
 * @property {TopologyServer[]} servers
 * @property {() => Promise<void>} stop  ends every process and drops the database
 */

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One POST of JSON to 127.0.0.1:port; resolves with the status, or rejects on a connection error.
 * @param {number} port
 * @param {string} urlPath
 * @param {unknown} body
 * @returns {Promise<{ status: number, text: string }>}
 */
function postJson(port, urlPath, body) {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      },
    );
    req.setTimeout(5000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * Waits until 127.0.0.1:port answers the startup call of casino1.localhost with 200.
 * @param {number} port
 * @param {number} timeoutMs
 * @param {() => string | undefined} [gone]  says why to stop waiting (the process exited)
 * @param {() => boolean} [listening]  whether our process says it listens (not another one on the port)
 */
export async function waitUntilAnswers(port, timeoutMs, gone = () => undefined, listening = () => true) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    const why = gone();
    if (why) throw new Error(`${why} before answering on port ${port}`);
    if (!listening()) {
      last = 'not listening yet';
      await sleep(250);
      continue;
    }
    try {
      const { status, text } = await postJson(port, '/api/startup', { domain_name: 'casino1.localhost' });
      if (status === 200) return;
      last = `HTTP ${status} ${text.slice(0, 200)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  throw new Error(`nothing answered on port ${port} within ${timeoutMs} ms (last: ${last})`);
}

/**
 * Refuses a port something already listens on (another run, a stale server): its answers would pass for ours.
 * @param {number} port
 */
function assertFree(port) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      reject(
        new Error(`something already listens on 127.0.0.1:${port} (TOPOLOGY_NGINX_PORT moves the ports)`),
      );
    });
    socket.once('error', () => resolve(undefined));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(undefined);
    });
  });
}

/**
 * @param {import('node:child_process').ChildProcess} child
 * @param {number} ms
 * @returns {Promise<boolean>} whether it exited in time
 */
function exited(child, ms) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Signals a process, then kills it if it has not exited within STOP_MS.
 * @param {import('node:child_process').ChildProcess | undefined} child
 * @param {NodeJS.Signals} signal
 */
async function end(child, signal) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  if (await exited(child, STOP_MS)) return;
  child.kill('SIGKILL');
  await exited(child, STOP_MS);
}

/**
 * The nginx configuration: everything under `dir`, listening on loopback only, both servers upstream.
 * @param {string} dir
 * @param {number} port
 * @param {number[]} serverPorts
 */
export function nginxConfig(dir, port, serverPorts) {
  const upstreams = serverPorts
    .map((serverPort) => `    server 127.0.0.1:${serverPort} max_fails=1 fail_timeout=2s;`)
    .join('\n');
  return `# Written by tools/topology/start-topology.mjs for a test run; nothing outside ${dir} is used.
worker_processes 1;
error_log ${dir}/error.log warn;
events {
  worker_connections 512;
}
http {
  default_type application/octet-stream;
  log_format upstream '$remote_addr "$request" $status $request_time upstream=$upstream_addr '
                      'upstream_status=$upstream_status host=$host';
  access_log ${dir}/access.log upstream;
  client_body_temp_path ${dir}/temp/client_body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;

  upstream site_servers {
${upstreams}
  }

  server {
    listen 127.0.0.1:${port};
    server_name _;
    client_max_body_size 1m;

    location / {
      proxy_pass http://site_servers;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Host $host;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_send_timeout 30s;
      proxy_read_timeout 30s;
      # A server that is down or answers 502/503 is skipped; nginx never resends a POST that reached one.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries ${serverPorts.length};
      proxy_next_upstream_timeout 10s;
      # Which server answered: the test counts them (a test-only header).
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/**
 * Creates the database, writes the nginx configuration, starts both site servers (the first one seeds
 * the demo, the second starts once the first answers) and nginx, and waits until each answers.
 * @param {{ nginxPort?: number, serverPorts?: number[], log?: (line: string) => void }} [options]
 * @returns {Promise<Topology>}
 */
export async function startTopology(options = {}) {
  const nginxPort = options.nginxPort ?? Number(process.env.TOPOLOGY_NGINX_PORT ?? 4380);
  const serverPorts = options.serverPorts ?? [nginxPort + 1, nginxPort + 2];
  const log = options.log ?? (() => undefined);
  if (!existsSync(serverMain)) throw new Error(`${serverMain} is missing: build the server first`);
  if (!existsSync(NGINX)) throw new Error(`nginx is missing at ${NGINX} (apt-get install nginx)`);
  for (const port of [nginxPort, ...serverPorts]) await assertFree(port);

  const dir = mkdtempSync(path.join(os.tmpdir(), 'wl-topology-'));
  mkdirSync(path.join(dir, 'temp'));
  const databaseName = `wl_topology_${randomBytes(6).toString('hex')}`;
  const databaseUrlObject = new URL(adminUrl);
  databaseUrlObject.pathname = `/${databaseName}`;
  const databaseUrl = databaseUrlObject.toString();

  /** @type {Set<import('node:child_process').ChildProcess>} */
  const children = new Set();
  // Whatever happens to this process, its children do not outlive it.
  const killAll = () => children.forEach((child) => child.kill('SIGKILL'));
  process.on('exit', killAll);
  // Ctrl-C (or a test runner's SIGTERM) stops everything and drops the database before exiting.
  const onSignal = (/** @type {NodeJS.Signals} */ signal) => {
    stop().then(
      () => process.exit(signal === 'SIGINT' ? 130 : 143),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  let databaseCreated = false;
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let nginx;
  let stopped = false;
  // A failed start keeps the logs for a look.
  let keepDir = Boolean(process.env.TOPOLOGY_KEEP_LOGS);

  /**
   * @param {string} name
   * @param {string} command
   * @param {string[]} args
   * @param {NodeJS.ProcessEnv} env
   */
  const launch = (name, command, args, env) => {
    const logPath = path.join(dir, `${name}.log`);
    const out = openSync(logPath, 'a');
    const from = statSync(logPath).size;
    const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', out, out] });
    closeSync(out);
    children.add(child);
    child.once('exit', () => children.delete(child));
    /** What this run of it wrote to its log so far. */
    const output = () => readFileSync(logPath).subarray(from).toString('utf8');
    return { child, output };
  };

  /** @param {import('node:child_process').ChildProcess} child */
  const exitReason = (child) =>
    child.exitCode !== null || child.signalCode !== null
      ? `it exited (${child.exitCode ?? child.signalCode}; see its log in ${dir})`
      : undefined;

  /** @param {number} port @param {boolean} seed */
  const serverEnv = (port, seed) => {
    const env = { ...process.env };
    for (const key of ['DEMO_DATA', 'PGLITE_DIR', 'PLATFORM_URL', 'NODE_ENV', 'STATIC_DIR', 'NODE_OPTIONS'])
      delete env[key];
    return {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...(seed ? { DEMO_DATA: '1' } : {}),
    };
  };

  /**
   * @param {number} port
   * @param {boolean} seed
   * @returns {TopologyServer}
   */
  const makeServer = (port, seed) => {
    /** @type {import('node:child_process').ChildProcess | undefined} */
    let child;
    const start = async (/** @type {boolean} */ withSeed) => {
      if (stopped) throw new Error('the topology is stopped');
      const since = Date.now();
      const { child: started, output } = launch(
        `server-${port}`,
        process.execPath,
        [serverMain],
        serverEnv(port, withSeed),
      );
      child = started;
      // The server says so once it listens: until then an answer on the port would be another process's.
      const listening = () => output().includes(`Site server on http://localhost:${port} `);
      await waitUntilAnswers(port, withSeed ? SEED_START_MS : START_MS, () => exitReason(started), listening);
      const seconds = ((Date.now() - since) / 1000).toFixed(1);
      log(
        `site server ${port} answers after ${seconds} s (pid ${started.pid}${withSeed ? ', seeded the demo' : ''})`,
      );
    };
    return {
      port,
      start: () => start(seed),
      kill: async (signal = 'SIGKILL') => {
        if (!child) return;
        child.kill(signal);
        await exited(child, STOP_MS);
      },
      restart: async () => {
        await end(child, 'SIGTERM');
        await start(false);
      },
      running: () => child !== undefined && child.exitCode === null && child.signalCode === null,
      end: () => end(child, 'SIGTERM'),
    };
  };

  const servers = serverPorts.map((port, i) => makeServer(port, i === 0));

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await Promise.all([end(nginx, 'SIGTERM'), ...servers.map((server) => server.end())]);
    killAll();
    process.off('exit', killAll);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    if (databaseCreated) {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      } finally {
        await client.end();
      }
      log(`dropped database ${databaseName}`);
    }
    if (keepDir) log(`logs kept in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  };

  try {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(`CREATE DATABASE ${databaseName}`);
      databaseCreated = true;
    } finally {
      await client.end();
    }
    log(`created database ${databaseName}`);

    writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, nginxPort, serverPorts));
    // The seeding server first; the others only once it answers (the database is migrated and seeded).
    const [first, ...rest] = servers;
    await first?.start();
    await Promise.all(rest.map((server) => server.start()));

    const { child: started } = launch('nginx', NGINX, [
      '-p',
      dir,
      '-c',
      path.join(dir, 'nginx.conf'),
      '-e',
      path.join(dir, 'error.log'),
      '-g',
      `daemon off; pid ${path.join(dir, 'nginx.pid')};`,
    ]);
    nginx = started;
    await waitUntilAnswers(nginxPort, 10_000, () => exitReason(started));
    log(`nginx on http://127.0.0.1:${nginxPort} (pid ${started.pid}), config and logs in ${dir}`);
  } catch (error) {
    keepDir = true;
    await stop().catch(() => undefined);
    throw error;
  }

  return {
    url: `http://127.0.0.1:${nginxPort}`,
    databaseUrl,
    dir,
    servers: servers.map(({ port, kill, restart, running }) => ({ port, kill, restart, running })),
    stop,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const topology = await startTopology({ log: (line) => console.log(line) });
  console.log(`\nLoad balancer: ${topology.url} (e.g. curl -H 'Host: casino1.localhost' ${topology.url}/)`);
  for (const server of topology.servers) console.log(`Site server:   http://127.0.0.1:${server.port}`);
  console.log(`Database:      ${topology.databaseUrl}`);
  console.log(`Logs:          ${topology.dir}\nCtrl-C stops everything and drops the database.`);
}
