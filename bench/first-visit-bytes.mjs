// Prints the JavaScript bytes (raw and gzip) a first visit downloads for one demo site of each family,
// split by shell, shared packages and remote. Needs a build: npx nx run-many -t build
// Then, for the first visits to casino3, slot2 and sportsbook1, who wrote those bytes (from the build's
// source maps): each npm package, the bundler's runtime and the product's own code, so that what trimming
// the product can win is known. With --files: also each file of those visits, largest first, with the
// workspace libs it holds.
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { FIRST_VISIT_GZIP_BUDGETS, firstVisitAuthors, measureFirstVisit } from './first-visit.mjs';

const port = Number(process.env.BENCH_PORT ?? 4320);
const distDir = path.resolve('dist/apps');
const codes = [
  ...Array.from({ length: 9 }, (_, i) => `casino${i + 1}`),
  ...Array.from({ length: 9 }, (_, i) => `slot${i + 1}`),
  ...Array.from({ length: 4 }, (_, i) => `sportsbook${i + 1}`),
];
const sites = [...codes.map((code) => `${code}.localhost`), 'localhost'];
/** One site of each family: who wrote its first visit, and with --files each file. */
const representative = ['casino3.localhost', 'slot2.localhost', 'sportsbook1.localhost'];

async function waitForServer() {
  // A first start on an empty database migrates and seeds the demo first.
  for (let i = 0; i < 1800; i += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/media/logo/casino1.svg`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The site server did not start; build it first (npx nx build server)');
}

const server = spawn('node', ['dist/apps/server/main.js'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DEMO_DATA: '1' },
  stdio: 'inherit',
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  await waitForServer();
  const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
  console.log('First-visit JavaScript, KB raw / KB gzip (gzip -9 of each file)');
  console.log(
    'site                       shell            shared           remote           total        own chunk',
  );
  /** Per family: the largest first visit and the largest template chunk, in KB gzip. */
  const families = {};
  const byFile = {};
  const authors = {};
  for (const host of sites) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const m = await measureFirstVisit(page, `http://${host}:${port}/`, distDir);
    byFile[host] = m.byFile;
    if (representative.includes(host)) {
      authors[host] = firstVisitAuthors(m, distDir);
    }
    const cell = (part) => `${kb(part.raw)} /${kb(part.gzip)}`;
    // The template's own chunk is named after its theme code (template-casino3.<hash>.js).
    const own = m.byFile.find((file) => /\/template-[a-z]+\d+\.[0-9a-f]+\.js$/.test(file.pathname));
    console.log(
      `${host.padEnd(24)} ${cell(m.shell)}  ${cell(m.shared)}  ${cell(m.remote)}  ${cell(m.total)}  ${own ? kb(own.gzip) : '      -'}`,
    );
    const family = /^(casino|slot|sportsbook)\d/.exec(host)?.[1];
    if (family) {
      const entry = (families[family] ??= { firstVisit: 0, chunk: 0, chunkName: '' });
      entry.firstVisit = Math.max(entry.firstVisit, m.total.gzip);
      if (own && own.gzip > entry.chunk) Object.assign(entry, { chunk: own.gzip, chunkName: host });
    }
    await context.close();
  }
  console.log('\nfamily       largest first visit   largest template chunk (KB gzip)');
  for (const [family, entry] of Object.entries(families)) {
    console.log(
      `${family.padEnd(12)} ${kb(entry.firstVisit)}               ${kb(entry.chunk)}  (${entry.chunkName})`,
    );
  }
  const budgets = Object.entries(FIRST_VISIT_GZIP_BUDGETS).map(
    ([family, bytes]) => `${family} ${bytes / 1024}`,
  );
  console.log(`budgets (KB gzip per first visit): ${budgets.join(', ')}`);
  console.log("\nWho wrote the first visit, KB gzip (a file's gzip bytes shared by its authors' characters)");
  console.log(`${'author'.padEnd(44)}${representative.map((host) => host.padStart(24)).join('')}`);
  const names = Object.keys(Object.assign({}, ...representative.map((host) => authors[host])));
  const packages = names.filter((name) => !['product', 'bundler runtime', 'unmapped'].includes(name));
  const cells = (pick) => representative.map((host) => kb(pick(authors[host])).padStart(24)).join('');
  const sum = (entries, list) => list.reduce((total, name) => total + (entries[name]?.gzip ?? 0), 0);
  const byWeight = [...packages].sort(
    (a, b) => (authors[representative[0]][b]?.gzip ?? 0) - (authors[representative[0]][a]?.gzip ?? 0),
  );
  for (const name of byWeight)
    console.log(`${name.padEnd(44)}${cells((entries) => entries[name]?.gzip ?? 0)}`);
  console.log(`${'= npm packages'.padEnd(44)}${cells((entries) => sum(entries, packages))}`);
  console.log(`${'bundler runtime'.padEnd(44)}${cells((entries) => sum(entries, ['bundler runtime']))}`);
  console.log(
    `${'= everything but the product'.padEnd(44)}${cells((entries) => sum(entries, [...packages, 'bundler runtime']))}`,
  );
  console.log(`${'product (apps/ and libs/)'.padEnd(44)}${cells((entries) => sum(entries, ['product']))}`);
  console.log(
    `${'unmapped (a file without a map)'.padEnd(44)}${cells((entries) => sum(entries, ['unmapped']))}`,
  );
  if (process.argv.includes('--files')) {
    for (const host of representative) {
      console.log(`\n${host}: KB gzip   KB raw   file   workspace libs`);
      for (const file of [...byFile[host]].sort((a, b) => b.gzip - a.gzip)) {
        console.log(`${kb(file.gzip)}  ${kb(file.raw)}   ${file.pathname}   ${file.libs.join(' ')}`);
      }
    }
  }
} finally {
  await browser.close();
  server.kill();
}
