// npm start: builds the shell, every remote, the site server, the demo game studio and the demo payment
// provider, then serves the demo sites on :4200, the studio on its own origin, :4400 (the sites frame its
// games), and the payment provider on its own, :4500 (deposits go through its hosted pages).
import { spawn } from 'node:child_process';
import { nxEnv, run } from './nx-env.mjs';

run('npx', [
  'nx',
  'run-many',
  '-t',
  'build',
  '--projects=shell,template-*,minigame,backoffice,server,platform-api,game-studio,payment-provider',
  '--parallel=2',
]);

const sitePort = process.env.PORT ?? '4200';
const studioPort = process.env.STUDIO_PORT ?? '4400';
const studioUrl = process.env.DEMO_STUDIO_URL ?? `http://127.0.0.1:${studioPort}`;
const pspPort = process.env.PSP_PORT ?? '4500';
const pspUrl = process.env.DEMO_PSP_URL ?? `http://127.0.0.1:${pspPort}`;

/** A long-running process with the terminal's output; when one ends, the other is stopped too. */
function serve(name, args, env) {
  const child = spawn('node', args, { stdio: 'inherit', env: { ...nxEnv, ...env } });
  child.on('exit', (code, signal) => {
    console.log(`${name} stopped (${signal ?? code})`);
    for (const other of children) if (other !== child && other.exitCode === null) other.kill('SIGTERM');
    process.exitCode = code ?? 1;
  });
  return child;
}

const children = [
  // The demo start is the one start that seeds the demo sites and players (with their published password)
  // and points the demo providers at the studio.
  serve('site server', ['dist/apps/server/main.js'], {
    PORT: sitePort,
    DEMO_DATA: '1',
    DEMO_STUDIO_URL: studioUrl,
    DEMO_PSP_URL: pspUrl,
  }),
  // The studio calls the platform's wallet on the site server (the embedded platform).
  serve('game studio', ['dist/apps/game-studio/main.js'], {
    STUDIO_PORT: studioPort,
    PLATFORM_URL: process.env.STUDIO_PLATFORM_URL ?? `http://127.0.0.1:${sitePort}`,
  }),
  // The payment provider notifies the platform's cashier on the site server.
  serve('payment provider', ['dist/apps/payment-provider/main.js'], {
    PSP_PORT: pspPort,
    PLATFORM_URL: process.env.PSP_PLATFORM_URL ?? `http://127.0.0.1:${sitePort}`,
  }),
];

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) if (child.exitCode === null) child.kill(signal);
  });
}
