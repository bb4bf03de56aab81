// Prints Lighthouse mobile figures (performance, accessibility, best practices, SEO) for the home page and
// one lobby of one demo site per family, against the BUILT site server on loopback, in Debian's Chromium.
// Needs a build: npx nx run-many -t build
//   node bench/lighthouse.mjs
// Environment: LH_RUNS (runs per page, default 1; the median performance run is reported), LH_OUT (write
// the JSON summary there), LH_REPORTS (write each run's whole Lighthouse report into that folder), LH_PAGES (only the pages whose URL contains one of these comma-separated
// words, e.g. "slot2,/sports"), BENCH_PORT (default 4340), CHROMIUM_PATH (default /usr/bin/chromium).
//
// Lighthouse runs with its default mobile settings (Moto G Power screen, simulated slow 4G and 4x CPU
// throttling). Nothing leaves the machine: the site server runs here on its own fresh PGlite folder,
// Chromium's host resolver answers "not found" for every name but loopback ones, and the report lists any
// request the page tried to make elsewhere. The server runs from a copy of dist/apps taken at the start, so
// a rebuild during the run does not change the figures.
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { FIRST_VIEW_PAGES } from './first-view-pages.mjs';

const port = Number(process.env.BENCH_PORT ?? 4340);
const runs = Math.max(1, Number(process.env.LH_RUNS ?? 1));
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const pageFilter = (process.env.LH_PAGES ?? '').split(',').filter(Boolean);

const PAGES = FIRST_VIEW_PAGES.map((page) => ({
  ...page,
  url: `http://${page.host}:${port}${page.path}`,
})).filter((page) => !pageFilter.length || pageFilter.some((word) => page.url.includes(word)));

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Lighthouse's own mobile preset, spelled out so the figures say what they were taken with. */
const LIGHTHOUSE_CONFIG = {
  extends: 'lighthouse:default',
  settings: {
    onlyCategories: CATEGORIES,
    formFactor: 'mobile',
    screenEmulation: constants.screenEmulationMetrics.mobile,
    emulatedUserAgent: constants.userAgents.mobile,
    throttlingMethod: 'simulate',
    throttling: constants.throttling.mobileSlow4G,
  },
};

/** Loopback names: the only hosts a page may reach here. */
const isLoopback = (hostname) =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  hostname.startsWith('127.') ||
  hostname === '[::1]';

const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // No name but loopback ones resolves, so neither the page nor Chromium itself can reach the internet.
  // Chromium still tries two calls of its own (the component updater's update2 and the Google sign-in
  // ListAccounts); this rule refuses them inside the browser, before any DNS query.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1',
  // The rest of chrome-launcher's defaults, which Lighthouse is calibrated with: fewer background callers
  // (plus the network time query), no throttling of a page Chromium thinks is in the background.
  '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,InterestFeedContentSuggestions,CertificateTransparencyComponentUpdater,AutofillServerCommunication,PrivacySandboxSettings4,RenderDocument,NetworkTimeServiceQuerying',
  '--disable-extensions',
  '--disable-component-extensions-with-background-pages',
  '--disable-client-side-phishing-detection',
  '--disable-domain-reliability',
  '--disable-default-apps',
  '--no-default-browser-check',
  '--metrics-recording-only',
  '--mute-audio',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-ipc-flooding-protection',
  '--force-fieldtrials=*BackgroundTracing/default/',
  '--disable-hang-monitor',
  '--disable-prompt-on-repost',
  '--propagate-iph-for-testing',
  '--password-store=basic',
  '--use-mock-keychain',
];

// Under the repository's tmp/ (ignored by git) rather than the system's: the copied server bundle finds
// its packages in the repository's node_modules.
mkdirSync('tmp', { recursive: true });
const tempDir = mkdtempSync(path.resolve('tmp/lighthouse-'));
/** Child processes to stop on exit, error or Ctrl-C. */
const children = new Set();

function stopAll() {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill();
  children.clear();
}

function cleanUp() {
  stopAll();
  rmSync(tempDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

/** When the build in `apps` (dist/apps or a copy) was last written. */
function buildTime(apps) {
  let newest = 0;
  for (const app of readdirSync(apps))
    for (const file of readdirSync(path.join(apps, app), { withFileTypes: true }))
      if (file.isFile()) newest = Math.max(newest, statSync(path.join(apps, app, file.name)).mtimeMs);
  return new Date(newest).toISOString();
}

/**
 * A copy of dist/apps (20 MB) that the server runs from, so a rebuild during the run (this machine is
 * shared) cannot change the figures halfway. Copied again while a build is still writing.
 */
function snapshotBuild() {
  const apps = path.resolve('dist/apps');
  const copy = path.join(tempDir, 'apps');
  for (let attempt = 0; attempt < 60; attempt += 1) {
    try {
      const before = buildTime(apps);
      rmSync(copy, { recursive: true, force: true });
      cpSync(apps, copy, { recursive: true });
      if (buildTime(apps) === before && Date.now() - Date.parse(before) > 30_000)
        return { copy, time: before };
    } catch {
      // a build removed a file while it was being copied
    }
    execFileSync('sleep', ['5']);
  }
  throw new Error(
    'dist/apps kept changing for 5 minutes (a copy is taken 30 s after its last write): wait for the build to finish',
  );
}

/** The built site server, run from the copy `apps`, on its own fresh database (seeded with the demo sites). */
function startServer(apps) {
  const log = [];
  const server = spawn(process.execPath, [path.join(apps, 'server/main.js')], {
    env: {
      ...process.env,
      STATIC_DIR: apps,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: '1',
      PGLITE_DIR: path.join(tempDir, 'pglite'),
      SECURITY_LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(server);
  // Keep its last 200 chunks of output, shown only when it fails to start.
  for (const stream of [server.stdout, server.stderr])
    stream.on('data', (chunk) => {
      log.push(chunk);
      if (log.length > 200) log.shift();
    });
  server.log = () => Buffer.concat(log).toString();
  return server;
}

async function waitForServer(server) {
  // A first start on an empty database migrates and seeds the demo first (about 15 s).
  for (let i = 0; i < 1800; i += 1) {
    if (server.exitCode !== null)
      throw new Error(`The site server exited; build it first (npx nx build server)\n${server.log()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/media/logo/casino1.svg`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The site server did not start in 3 minutes\n${server.log()}`);
}

/** A fresh Chromium (own profile folder) with a DevTools port for Lighthouse; resolves to its port. */
function launchChromium(profileDir) {
  const chromium = spawn(
    chromiumPath,
    [...CHROMIUM_FLAGS, `--user-data-dir=${profileDir}`, '--remote-debugging-port=0', 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  children.add(chromium);
  return new Promise((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${stderr}`)), 30_000);
    chromium.on('error', (error) => reject(new Error(`Cannot start ${chromiumPath}: ${error.message}`)));
    chromium.on('exit', () => reject(new Error(`Chromium exited:\n${stderr}`)));
    chromium.stderr.on('data', (chunk) => {
      stderr += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      if (match) {
        clearTimeout(timer);
        resolve({ port: Number(match[1]), process: chromium });
      }
    });
  });
}

/** Stops a child process and waits (5 s at most) until it has exited. */
async function stop(child) {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill();
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  }
  children.delete(child);
}

/** One Lighthouse run of one page in a fresh Chromium. */
async function runLighthouse(url, index) {
  const profileDir = path.join(tempDir, `chromium-${index}`);
  const chromium = await launchChromium(profileDir);
  try {
    const result = await lighthouse(
      url,
      { port: chromium.port, output: 'json', logLevel: 'error' },
      LIGHTHOUSE_CONFIG,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    await stop(chromium.process);
    try {
      rmSync(profileDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch {
      // Chromium's helper processes may still be writing its profile: the run's folder goes at the end.
    }
  }
}

/** Shown on their own lines (the LCP element and its phases, the layout shifts), not among the costs. */
const SHOWN_APART = new Set(['largest-contentful-paint-element', 'layout-shifts']);

/** The first items of an audit's table ("Script Evaluation 5.1 s", "/shell/main.js 1.2 s"), so a cost names its cause. */
function worstItems(audit, count, pageUrl) {
  const name = (url) =>
    url === pageUrl ? 'the HTML page itself' : /^https?:/.test(url) ? new URL(url).pathname : url;
  return (audit.details?.items ?? []).slice(0, count).flatMap((item) => {
    const what = item.groupLabel ?? (item.url ? name(item.url) : item.node?.nodeLabel);
    const ms = item.total ?? item.duration ?? item.wastedMs;
    const bytes = item.wastedBytes ?? (ms === undefined ? item.totalBytes : undefined);
    if (!what || (ms === undefined && bytes === undefined)) return [];
    return [
      `${oneLine(what, 60)} ${ms !== undefined ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(bytes / 1024)} KB`}`,
    ];
  });
}

/** The failing diagnostics of the performance category, the most estimated time saved first. */
function diagnostics(lhr) {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.group === 'diagnostics' && !SHOWN_APART.has(ref.id))
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => {
      const savings = audit.metricSavings ?? {};
      const ms = Math.max(
        savings.LCP ?? 0,
        savings.FCP ?? 0,
        savings.TBT ?? 0,
        audit.details?.overallSavingsMs ?? 0,
      );
      return {
        id: audit.id,
        title: audit.title,
        displayValue: audit.displayValue ?? '',
        worst: worstItems(audit, 3, lhr.finalDisplayedUrl),
        savingsMs: Math.round(ms),
        savingsKB: Math.round((audit.details?.overallSavingsBytes ?? 0) / 1024),
        metricSavings: savings,
        score: audit.score,
      };
    })
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsKB - a.savingsKB || a.score - b.score);
}

/** The largest layout shifts: the element that moved most in each, its shift score and likely causes. */
function layoutShifts(lhr) {
  const items = lhr.audits['layout-shifts']?.details?.items ?? [];
  return items.map((item) => ({
    label: item.node?.nodeLabel ?? '(unknown element)',
    selector: item.node?.selector ?? '',
    score: item.score,
    causes: (item.subItems?.items ?? []).map((sub) => sub.cause),
  }));
}

/** The LCP element and its phases (time to first byte, load delay, load time, render delay). */
function lcpElement(lhr) {
  const items = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = items[0]?.items?.[0]?.node;
  const phases = Object.fromEntries(
    (items[1]?.items ?? []).map((item) => [item.phase, Math.round(item.timing)]),
  );
  return node
    ? { label: node.nodeLabel, selector: node.selector, snippet: node.snippet, phases }
    : { label: '(none found)', selector: '', snippet: '', phases };
}

/** The figures of one run. */
function summarize(lhr) {
  const audit = (id) => lhr.audits[id];
  const score = (id) => {
    const value = lhr.categories[id]?.score;
    return value === null || value === undefined ? null : Math.round(value * 100);
  };
  const requests = audit('network-requests')?.details?.items ?? [];
  const scriptBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  const offsite = requests
    .map((request) => request.url)
    .filter((url) => /^https?:/.test(url) && !isLoopback(new URL(url).hostname));
  return {
    url: lhr.finalDisplayedUrl,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])),
    lcpMs: audit('largest-contentful-paint')?.numericValue,
    tbtMs: audit('total-blocking-time')?.numericValue,
    cls: audit('cumulative-layout-shift')?.numericValue,
    fcpMs: audit('first-contentful-paint')?.numericValue,
    speedIndexMs: audit('speed-index')?.numericValue,
    // What the unthrottled load itself showed; the simulation starts from this trace.
    observed: (({
      observedFirstContentfulPaint: fcp,
      observedLargestContentfulPaint: lcp,
      observedDomContentLoaded: dcl,
    } = {}) => ({
      fcpMs: fcp,
      lcpMs: lcp,
      dclMs: dcl,
    }))(audit('metrics')?.details?.items?.[0]),
    totalBytes: audit('total-byte-weight')?.numericValue,
    scriptBytes,
    requests: requests.length,
    lcpElement: lcpElement(lhr),
    diagnostics: diagnostics(lhr),
    layoutShifts: layoutShifts(lhr),
    // Audits that could not run: a category that fails here is a finding, not noise.
    auditErrors: Object.values(lhr.audits)
      .filter((a) => a.scoreDisplayMode === 'error')
      .map((a) => ({ id: a.id, error: a.errorMessage })),
    failedAudits: CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
        .map((ref) => `${id}: ${ref.id}`),
    ),
    runtimeError: lhr.runtimeError?.message,
    runWarnings: lhr.runWarnings,
    offsiteRequests: offsite,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

/** One GET of a page, as a browser asks for it, read to the end. */
function warm(url) {
  const { host, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    http
      .get(
        { host: '127.0.0.1', port, path: pathname, headers: { host, 'accept-encoding': 'gzip' } },
        (response) => response.resume().on('end', resolve),
      )
      .on('error', reject);
  });
}

/** The run whose performance score is the median (the lower middle one for an even count). */
function medianRun(summaries) {
  const sorted = [...summaries].sort(
    (a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1) || a.lcpMs - b.lcpMs,
  );
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** One line of at most `max` characters from a node label or a message. */
const oneLine = (text, max = 100) => {
  const line = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

const fmt = {
  s: (ms) => (ms === undefined ? '-' : `${(ms / 1000).toFixed(2)} s`),
  ms: (ms) => (ms === undefined ? '-' : `${Math.round(ms)} ms`),
  kb: (bytes) => (bytes === undefined ? '-' : `${(bytes / 1024).toFixed(1)} KB`),
  cls: (value) => (value === undefined ? '-' : value.toFixed(3)),
  score: (value) => (value === null ? 'n/a' : String(value)),
};

function printPage(page, median, all) {
  const row = (label, value) => console.log(`  ${label.padEnd(24)} ${value}`);
  console.log(`\n${page.url}`);
  const spread = all.map((s) => fmt.score(s.scores.performance)).join(', ');
  row('performance', `${fmt.score(median.scores.performance)}${all.length > 1 ? `  (runs: ${spread})` : ''}`);
  row('LCP', fmt.s(median.lcpMs));
  row('TBT', fmt.ms(median.tbtMs));
  row('CLS', fmt.cls(median.cls));
  row('FCP', fmt.s(median.fcpMs));
  row('Speed Index', fmt.s(median.speedIndexMs));
  row(
    'observed, unthrottled',
    `FCP ${fmt.s(median.observed.fcpMs)}, LCP ${fmt.s(median.observed.lcpMs)}, DOMContentLoaded ${fmt.s(median.observed.dclMs)}`,
  );
  row('transfer, total', `${fmt.kb(median.totalBytes)}  (${median.requests} requests)`);
  row('transfer, JavaScript', fmt.kb(median.scriptBytes));
  row('accessibility', fmt.score(median.scores.accessibility));
  row('best practices', fmt.score(median.scores['best-practices']));
  row('SEO', fmt.score(median.scores.seo));
  const lcp = median.lcpElement;
  const phases = Object.entries(lcp.phases)
    .map(([phase, ms]) => `${phase} ${ms} ms`)
    .join(', ');
  row(
    'LCP element',
    oneLine(lcp.label === lcp.selector ? lcp.label : `${lcp.label}  [${lcp.selector}]`, 160),
  );
  if (phases) row('LCP phases', phases);
  median.layoutShifts.slice(0, 3).forEach((shift, i) => {
    const causes = shift.causes.length ? `, ${shift.causes.join('; ')}` : '';
    row(
      i === 0 ? 'largest layout shifts' : '',
      `${shift.score.toFixed(3)} ${oneLine(shift.label, 50)}  [${shift.selector}]${causes}`,
    );
  });
  median.diagnostics.slice(0, 3).forEach((cost, i) => {
    const savings = [cost.savingsMs && `~${cost.savingsMs} ms`, cost.savingsKB && `~${cost.savingsKB} KB`]
      .filter(Boolean)
      .join(', ');
    row(
      i === 0 ? 'top costs' : '',
      `${i + 1}. ${cost.title}${cost.displayValue ? `: ${cost.displayValue}` : ''}${savings ? ` (saves ${savings})` : ''}`,
    );
    if (cost.worst.length) row('', `     ${cost.worst.join(', ')}`);
  });
  if (median.failedAudits.length) row('failed a11y/bp/seo', median.failedAudits.join(', '));
  if (median.runtimeError) {
    // Every audit then fails with the same message: say it once.
    row('RUNTIME ERROR', median.runtimeError);
  } else {
    const byMessage = new Map();
    for (const a of median.auditErrors) {
      const message = oneLine(a.error, 200);
      byMessage.set(message, [...(byMessage.get(message) ?? []), a.id]);
    }
    for (const [message, ids] of byMessage) row('AUDIT ERROR', `${ids.join(', ')}: ${message}`);
  }
  for (const warning of median.runWarnings ?? [])
    if (warning !== median.runtimeError) row('warning', warning);
  if (median.offsiteRequests.length) row('OFF-MACHINE REQUESTS', median.offsiteRequests.join(', '));
}

const started = Date.now();
const build = snapshotBuild();
const server = startServer(build.copy);
const report = {
  date: new Date().toISOString(),
  lighthouse: JSON.parse(readFileSync(new URL(import.meta.resolve('lighthouse/package.json')))).version,
  chromium: execFileSync(chromiumPath, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim(),
  settings: { runs, formFactor: 'mobile', throttlingMethod: 'simulate', categories: CATEGORIES },
  build: build.time,
  pages: [],
};
try {
  await waitForServer(server);
  console.log(
    `Lighthouse ${report.lighthouse} in ${report.chromium}, mobile preset (simulated slow 4G, 4x CPU), ${runs} run(s) per page, median performance run`,
  );
  console.log(`build in dist/ written ${report.build}`);
  for (const page of PAGES) {
    // One request first, as any earlier visitor would have made: the figures are of a running site
    // (its guest page cache warm), not of the first render after a restart.
    await warm(page.url);
    const all = [];
    for (let i = 0; i < runs; i += 1) {
      const lhr = await runLighthouse(page.url, i);
      if (process.env.LH_REPORTS) {
        mkdirSync(process.env.LH_REPORTS, { recursive: true });
        const name = `${page.host}${page.path.replace(/\W+/g, '-')}-${i + 1}.json`;
        writeFileSync(path.join(process.env.LH_REPORTS, name), JSON.stringify(lhr));
      }
      all.push(summarize(lhr));
    }
    const median = medianRun(all);
    printPage(page, median, all);
    report.pages.push({ ...page, median, runs: all });
  }
  report.durationSeconds = Math.round((Date.now() - started) / 1000);
  if (buildTime(path.resolve('dist/apps')) !== report.build)
    console.log(
      `\nnote: dist/ was rebuilt during the run; these figures are of the build of ${report.build}`,
    );
  if (report.pages.some((p) => p.median.runtimeError)) process.exitCode = 1;
  console.log(`\nbenchmarkIndex ${report.pages.map((p) => p.median.benchmarkIndex).join(', ')}`);
  console.log(`took ${report.durationSeconds} s`);
  if (process.env.LH_OUT) {
    writeFileSync(process.env.LH_OUT, JSON.stringify(report, null, 2) + '\n');
    console.log(`summary written to ${process.env.LH_OUT}`);
  }
} finally {
  await stop(server);
  cleanUp();
}
