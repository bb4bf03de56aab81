// Measures the JavaScript a first visit to a site downloads, from the browser's own requests, and sorts
// each file into shell code, shared packages (served by the shell) or the site's remote.
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

/** The workspace libs (`@wl/member`) whose entry is in a downloaded file (`/remotes/<project>/…` or the shell's). */
function libsOf(distDir, pathname) {
  const remote = /^\/remotes\/([^/]+)\//.exec(pathname);
  const held = readBuildJson(distDir, remote ? remote[1] : 'shell', 'chunk-libs.json');
  return held[path.basename(pathname)] ?? [];
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
  return { ...totals, total, files: files.map((f) => f.pathname), byFile, libs: [...libs].sort() };
}

/** The guard on what a first visit may download, lowered as it shrinks (the goal is 170 KB). */
export const FIRST_VISIT_GZIP_BUDGET = 232 * 1024;
