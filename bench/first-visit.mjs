// Measures the JavaScript a first visit to a site downloads, from the browser's own requests, and sorts
// each file into shell code, shared packages (served by the shell) or the site's remote.
import { decode } from '@jridgewell/sourcemap-codec';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

function readBuildJson(distDir, folder, name) {
  try {
    return JSON.parse(readFileSync(path.join(distDir, folder, name), 'utf8'));
  } catch {
    return {};
  }
}

function chunkKinds(distDir, folder) {
  return readBuildJson(distDir, folder, 'chunk-kinds.json');
}

/** The build folder of a downloaded file: `/remotes/<project>/…` is a remote's, anything else the shell's. */
const folderOf = (pathname) => /^\/remotes\/([^/]+)\//.exec(pathname)?.[1] ?? 'shell';

/** The workspace libs (`@wl/member`) whose entry is in a downloaded file. */
function libsOf(distDir, pathname) {
  const held = readBuildJson(distDir, folderOf(pathname), 'chunk-libs.json');
  return held[path.basename(pathname)] ?? [];
}

/**
 * Who wrote the code of a file, from its source map (the build writes one beside each bundle): the
 * characters of the minified file credited to each npm package (`react-dom`), to the bundler's runtime
 * (`bundler runtime`: webpack's and Module Federation's glue) or to the product's own code (`product`).
 * Empty when the file has no map.
 */
function authorsOf(distDir, pathname, code) {
  let map;
  try {
    map = JSON.parse(
      readFileSync(path.join(distDir, folderOf(pathname), `${path.basename(pathname)}.map`), 'utf8'),
    );
  } catch {
    return {};
  }
  const authorOf = map.sources.map((source) => {
    // Module Federation writes its generated entry code under node_modules/.federation.
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/.][^/]*)\//.exec(source)?.[1];
    if (pkg) return pkg;
    return /^webpack:\/\/[^/]*\/(?:webpack\/|.*node_modules\/\.federation\/)/.test(source) ||
      !source.includes('/')
      ? 'bundler runtime'
      : 'product';
  });
  const chars = {};
  const lines = code.split('\n');
  decode(map.mappings).forEach((segments, line) => {
    const length = lines[line]?.length ?? 0;
    segments.forEach((segment, i) => {
      const end = i + 1 < segments.length ? segments[i + 1][0] : length;
      const author = segment.length > 1 ? authorOf[segment[1]] : 'bundler runtime';
      chars[author] = (chars[author] ?? 0) + end - segment[0];
    });
  });
  return chars;
}

/**
 * @param {import('@playwright/test').Page} page a fresh page (empty cache)
 * @param {string} url the site's home page
 * @param {string} distDir the built front end (dist/apps)
 */
export async function measureFirstVisit(page, url, distDir) {
  const bodies = [];
  const collect = (response) => {
    const resourceUrl = new URL(response.url());
    if (!resourceUrl.pathname.endsWith('.js') || response.status() !== 200) return;
    bodies.push(response.body().then((body) => ({ pathname: resourceUrl.pathname, body })));
  };
  page.on('response', collect);
  await page.goto(url);
  // The home page is complete when it is live (the shell sets data-hydrated once the remote and the
  // template chunk have run and its tiles show); only then does a quiet network mean the first visit is
  // over. The server's markup already has the tiles, and a busy machine can leave a quiet half second
  // between the shell's scripts and the remote's, so neither tiles nor network quiet alone are enough.
  await page.locator('html[data-hydrated="true"]').waitFor();
  await page.locator('.wl-game-tile').first().waitFor();
  await page.waitForLoadState('networkidle');
  // Stop listening before reading the bodies: a script the page asks for later (an idle prefetch on a
  // slow machine) is not part of the first visit, and reading it while the test ends would fail.
  page.off('response', collect);
  const files = await Promise.all(bodies);
  const shellKinds = chunkKinds(distDir, 'shell');
  const totals = { shell: { raw: 0, gzip: 0 }, shared: { raw: 0, gzip: 0 }, remote: { raw: 0, gzip: 0 } };
  const byFile = [];
  const libs = new Set();
  for (const { pathname, body } of files) {
    const held = libsOf(distDir, pathname);
    for (const lib of held) libs.add(lib);
    const file = path.basename(pathname);
    const part = pathname.startsWith('/remotes/')
      ? 'remote'
      : shellKinds[file] === 'shared'
        ? 'shared'
        : 'shell';
    const gzip = gzipSync(body, { level: 9 }).length;
    totals[part].raw += body.length;
    totals[part].gzip += gzip;
    byFile.push({ pathname, raw: body.length, gzip, libs: held });
  }
  const total = {
    raw: totals.shell.raw + totals.shared.raw + totals.remote.raw,
    gzip: totals.shell.gzip + totals.shared.gzip + totals.remote.gzip,
  };
  return {
    ...totals,
    total,
    files: files.map((f) => f.pathname),
    byFile,
    libs: [...libs].sort(),
  };
}

/**
 * Who wrote a first visit's bytes (see authorsOf), from the build's files and maps: each file's gzip
 * bytes shared out among its authors by their share of its characters. Apart from measureFirstVisit, so
 * that the byte-budget test does not decode maps it never reads.
 * @param {{ byFile: { pathname: string, raw: number, gzip: number }[] }} visit measureFirstVisit's answer
 */
export function firstVisitAuthors(visit, distDir) {
  const authors = {};
  for (const { pathname, raw, gzip } of visit.byFile) {
    let code = '';
    try {
      code = readFileSync(path.join(distDir, folderOf(pathname), path.basename(pathname)), 'utf8');
    } catch {
      // not in this build: unmapped
    }
    const chars = authorsOf(distDir, pathname, code);
    const mapped = Object.values(chars).reduce((sum, n) => sum + n, 0);
    for (const [author, n] of Object.entries(mapped ? chars : { unmapped: 1 })) {
      const share = mapped ? n / mapped : 1;
      const entry = (authors[author] ??= { raw: 0, gzip: 0 });
      entry.raw += raw * share;
      entry.gzip += gzip * share;
    }
  }
  return authors;
}

/**
 * The guard on what a first visit to a site of each family may download, in gzip bytes: a few KB over
 * today's figures, lowered as they shrink. The goal of 170 KB is below what the fixed stack's own
 * packages weigh (React DOM, the federation runtime, MobX, i18next, React Router: about 157 KB gzip,
 * printed by first-visit-bytes.mjs), so it cannot be met by trimming the product's code alone.
 */
export const FIRST_VISIT_GZIP_BUDGETS = { casino: 220 * 1024, slot: 220 * 1024, sportsbook: 232 * 1024 };

/** The budget of a demo host (`slot2.localhost`), by its family; a host of no family gets the largest. */
export function firstVisitBudget(host) {
  const family = /^(casino|slot|sportsbook)\d/.exec(host)?.[1];
  return family ? FIRST_VISIT_GZIP_BUDGETS[family] : Math.max(...Object.values(FIRST_VISIT_GZIP_BUDGETS));
}
