// npm test: formatting, lint, type checks, unit and integration tests (the platform's on PGlite and on
// PostgreSQL), builds and the browser suite, for every project.
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import { nxEnv, printStepTimes, run } from './nx-env.mjs';

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(2000);
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

run('bash', ['tools/scripts/ensure-chromium.sh']);
run('npx', ['prettier', '--check', '.']);
run('npx', ['nx', 'run-many', '-t', 'lint', 'typecheck', 'test', '--parallel=2', '--outputStyle=static']);

const postgresReachable = await reachable(postgresUrl);
if (postgresReachable) {
  // Two workers even on two cores: each suite waits on PostgreSQL much of the time (about half the time of
  // Jest's default of one worker there).
  run('npx', ['jest', '-c', 'libs/platform/jest.config.cjs', '--maxWorkers=2'], {
    env: { ...nxEnv, TEST_DATABASE_URL: postgresUrl, NODE_OPTIONS: '--experimental-vm-modules' },
  });
} else if (process.env.CI) {
  console.error(`PostgreSQL is not reachable at ${postgresUrl}; CI runs the platform suite on it too.`);
  process.exit(1);
} else {
  console.warn(
    `\nSkipped the platform suite on PostgreSQL: nothing listens at ${postgresUrl} (set TEST_DATABASE_URL).`,
  );
}

run('npx', ['nx', 'run-many', '-t', 'build', '--parallel=2', '--outputStyle=static']);
// Many instances: nginx in front of two site servers (the build just made) on one PostgreSQL database.
if (postgresReachable) {
  if (spawnSync('bash', ['tools/scripts/ensure-nginx.sh'], { stdio: 'inherit' }).status === 0) {
    run('node', ['--test', 'tools/topology/'], { env: { ...nxEnv, TEST_DATABASE_URL: postgresUrl } });
  } else if (process.env.CI) {
    console.error('nginx is missing; CI runs the many-instances test (tools/topology) too.');
    process.exit(1);
  } else {
    console.warn('\nSkipped the many-instances test (tools/topology): nginx is missing.');
  }
  // The seamless wallet with the platform killed in the middle of many rounds (the built studio plays),
  // and the cashier with it killed in a burst of deposits, withdrawals, approvals and cancellations.
  run('node', ['--test', 'tools/wallet-faults/'], { env: { ...nxEnv, TEST_DATABASE_URL: postgresUrl } });
  run('node', ['--test', 'tools/cashier-faults/'], { env: { ...nxEnv, TEST_DATABASE_URL: postgresUrl } });
  // The leaderboard's payout job killed in the middle of paying many weeks, then restarted.
  run('node', ['--test', 'tools/rewards-faults/'], { env: { ...nxEnv, TEST_DATABASE_URL: postgresUrl } });
  // Sports bets' settlement killed with part of many bets settled, then restarted.
  run('node', ['--test', 'tools/sports-faults/'], { env: { ...nxEnv, TEST_DATABASE_URL: postgresUrl } });
}
run('npx', ['nx', 'run', 'e2e:e2e', '--outputStyle=static']);
printStepTimes();
console.log('\nEvery check passed.');
