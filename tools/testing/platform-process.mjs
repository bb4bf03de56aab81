// What the kill tests of a bundled platform process share (tools/rewards-faults, tools/sports-faults): the
// process bundled from its TypeScript imports, a PostgreSQL database of the test's own (dropped after), the
// bundle run in a mode with that database, and waiting for a process to end.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Resolves with the exit code once the child has ended (at once if it has). */
export function exited(child) {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

/**
 * Bundles `entry` (a path from the repository root, e.g. tools/sports-faults/settlement-process.mjs) and
 * creates a fresh database named from `prefix`. Answers `run(mode, env, stdio)`, which starts the bundle
 * with DATABASE_URL set, a client of the database (`db()`, connected by `connect()`), and `close()`, which
 * kills a child left running, ends the client, drops the database and removes the bundle.
 */
export async function platformProcess(entry, prefix) {
  const bundleDir = mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  const bundle = path.join(bundleDir, `${path.basename(entry, '.mjs')}.js`);
  const built = spawnSync('node', ['tools/scripts/build-node.mjs', entry, bundle], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  assert.equal(built.status, 0, `bundle: ${built.stderr}`);
  const databaseName = `${prefix.replace(/-/g, '_')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  const databaseUrl = url.toString();
  const children = new Set();
  let client;
  return {
    databaseUrl,
    run(mode, env = {}, stdio = ['ignore', 'ignore', 'inherit']) {
      const child = spawn('node', [bundle, mode], {
        cwd: repoRoot,
        // The bundle is outside the repository: its npm packages are the repository's.
        env: {
          ...process.env,
          ...env,
          NODE_PATH: path.join(repoRoot, 'node_modules'),
          DATABASE_URL: databaseUrl,
        },
        stdio,
      });
      children.add(child);
      return child;
    },
    async connect() {
      client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      return client;
    },
    /** Cuts every other connection to the database, as a machine gone would: statements in flight roll back. */
    async cutConnections() {
      await client.query(`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`);
    },
    async close() {
      for (const child of children)
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await client?.end();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await dropper.end();
      rmSync(bundleDir, { recursive: true, force: true });
    },
  };
}
