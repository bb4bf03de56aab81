// Prints how long the main thread is blocked while a server-rendered page comes alive, for the six first-view
// pages (bench/first-view-pages.mjs), in Debian's Chromium with its CPU slowed four times (as Lighthouse's
// mobile preset): the sum, over the long tasks that start after the first contentful paint and before the
// page has been live for 1.5 s, of their time over 50 ms. That is Lighthouse's Total Blocking Time as the
// browser observed it, not simulated from a trace, and so much steadier from run to run; the median of
// --runs fresh visits (each in a new browser context, the site's guest page cache warm).
// With --baseline, a second build is served beside this one and the two are visited in turn, so that both
// see the same machine; the ratio this / baseline is printed per page. Each visit also notes when the page
// went live (hydrated: its buttons and forms answer), from the navigation's start; with --slow-network
// the browser's network is Lighthouse's slow 4G as DevTools applies it (562.5 ms a request, 1.47 Mbit/s
// down), where every wave of scripts the page discovers one after another costs a round trip.
//   node bench/main-thread.mjs [--runs 8] [--baseline <another checkout's dist/apps>] [--slow-network]
// Needs a build: npx nx run-many -t build. BENCH_PORT (default 4350; the baseline takes the next port),
// CHROMIUM_PATH (default /usr/bin/chromium).
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { FIRST_VIEW_PAGES } from './first-view-pages.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const runs = Math.min(30, Math.max(1, Number(option('runs', '8'))));
const baselineDir = option('baseline', undefined);
const port = Number(process.env.BENCH_PORT ?? 4350);
const CPU_SLOWDOWN = 4;
const LIVE_FOR_MS = 1500;
const slowNetwork = args.includes('--slow-network');
/** Lighthouse's mobileSlow4G, as DevTools throttling (its request latency is the RTT times 3.75). */
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 0.9 * 1024) / 8,
  uploadThroughput: (750 * 0.9 * 1024) / 8,
};

mkdirSync('tmp', { recursive: true });
const tempDir = mkdtempSync(path.resolve('tmp/main-thread-'));
const children = new Set();

/** A built site server serving `apps` (a dist/apps folder) on its own fresh database. */
function startServer(apps, serverPort, name) {
  const main = path.join(apps, 'server/main.js');
  if (!existsSync(main))
    throw new Error(`${main} is missing: build the site server first (npx nx build server)`);
  const server = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      STATIC_DIR: apps,
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DEMO_DATA: '1',
      PGLITE_DIR: path.join(tempDir, `pglite-${name}`),
      SECURITY_LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
  children.add(server);
  return server;
}

async function waitForServer(server, serverPort) {
  // A first start on an empty database migrates and seeds the demo first.
  for (let i = 0; i < 1800; i += 1) {
    if (server.exitCode !== null) throw new Error(`The site server on port ${serverPort} exited`);
    try {
      const response = await fetch(`http://127.0.0.1:${serverPort}/api/media/logo/casino1.svg`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The site server on port ${serverPort} did not start in 3 minutes`);
}

function cleanUp() {
  for (const child of children) if (child.exitCode === null) child.kill();
  rmSync(tempDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}

/** Runs in the page before its own scripts: keeps every long task the browser reports, and when it went live. */
function recordLongTasks() {
  const tasks = [];
  Object.defineProperty(window, '__benchLongTasks', { value: tasks });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  // The document has no element yet when this runs: its future root is watched through it.
  new MutationObserver((changes, observer) => {
    if (document.documentElement?.dataset.hydrated !== 'true') return;
    Object.defineProperty(window, '__benchLiveAt', { value: performance.now() });
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
}

/** One fresh visit: the blocking time and the longest task after the first contentful paint, and when the page went live, in ms. */
async function visit(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (slowNetwork) await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.addInitScript(recordLongTasks);
    await page.goto(url);
    await page.locator('html[data-hydrated="true"]').waitFor({ timeout: 60_000 });
    await page.waitForTimeout(LIVE_FOR_MS);
    return await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const after = window.__benchLongTasks.filter(([start]) => start >= fcp).map(([, duration]) => duration);
      return {
        blocking: after.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
        longest: Math.max(0, ...after),
        live: window.__benchLiveAt ?? NaN,
      };
    });
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });

const builds = [{ name: 'this build', apps: path.resolve('dist/apps'), port }];
if (baselineDir) builds.push({ name: 'baseline', apps: path.resolve(baselineDir), port: port + 1 });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
});
try {
  const servers = builds.map((build) => startServer(build.apps, build.port, build.name.replace(' ', '-')));
  await Promise.all(servers.map((server, i) => waitForServer(server, builds[i].port)));
  console.log(
    `Main thread blocked after the first paint until live + ${LIVE_FOR_MS / 1000} s, and the time the page went live, Chromium CPU ${CPU_SLOWDOWN}x slower${slowNetwork ? ', slow 4G' : ''}, median of ${runs} visits (ms)`,
  );
  const header = builds.map((build) => `${build.name.padStart(12)} (longest task)    live`).join('  ');
  console.log(`${'page'.padEnd(32)}${header}${baselineDir ? '   ratio blocked  ratio live' : ''}`);
  for (const page of FIRST_VIEW_PAGES) {
    const urls = builds.map((build) => `http://${page.host}:${build.port}${page.path}`);
    // Once each first: the guest page cache is filled and the first render is not measured.
    for (const url of urls) await visit(browser, url);
    const results = builds.map(() => []);
    for (let run = 0; run < runs; run += 1) {
      for (const [i, url] of urls.entries()) results[i].push(await visit(browser, url));
    }
    const medians = results.map((list) => ({
      blocking: median(list.map((r) => r.blocking)),
      longest: median(list.map((r) => r.longest)),
      live: median(list.map((r) => r.live)),
    }));
    const cells = medians
      .map(
        (m) =>
          `${m.blocking.toFixed(0).padStart(12)} (${m.longest.toFixed(0).padStart(5)} ms)  ${m.live.toFixed(0).padStart(6)}`,
      )
      .join('  ');
    const ratio = baselineDir
      ? `   ${(medians[0].blocking / Math.max(1, medians[1].blocking)).toFixed(2).padStart(13)}  ${(medians[0].live / medians[1].live).toFixed(2).padStart(10)}`
      : '';
    console.log(`${`${page.host}${page.path}`.padEnd(32)}${cells}${ratio}`);
  }
} finally {
  await browser.close();
  cleanUp();
}
