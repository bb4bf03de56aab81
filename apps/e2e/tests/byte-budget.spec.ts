import { expect, test } from '@playwright/test';
import path from 'node:path';
// The benchmark's own measuring code, so the test and the printed figures cannot disagree.
import { firstVisitBudget, measureFirstVisit } from '../../../bench/first-visit.mjs';
import { siteUrl } from './site-url';

const distDir = path.resolve(__dirname, '../../../dist/apps');

// Every template: each one's own chunk and home page are part of its first visit.
const hosts = [
  ...Array.from({ length: 9 }, (_, i) => `casino${i + 1}.localhost`),
  ...Array.from({ length: 9 }, (_, i) => `slot${i + 1}.localhost`),
  ...Array.from({ length: 4 }, (_, i) => `sportsbook${i + 1}.localhost`),
];

for (const host of hosts) {
  const budget = firstVisitBudget(host);
  test(`a first visit to ${host} downloads at most ${budget / 1024} KB of gzipped JavaScript`, async ({
    page,
  }) => {
    const measured = await measureFirstVisit(page, siteUrl(host), distDir);
    expect(measured.remote.raw).toBeGreaterThan(0);
    expect(measured.total.gzip).toBeLessThanOrEqual(budget);
  });
}

// A shared lib is downloaded whole, so the player's own stores and pages (balance, VIP, favourites, inbox)
// wait for a session: a guest's first visit carries none of their code.
for (const host of ['casino3.localhost', 'slot2.localhost', 'sportsbook1.localhost']) {
  test(`a guest's first visit to ${host} downloads no code of the member area or the wallet`, async ({
    page,
  }) => {
    const measured = await measureFirstVisit(page, siteUrl(host), distDir);
    expect(measured.libs).toContain('@wl/core');
    expect(measured.libs).not.toContain('@wl/member');
    expect(measured.libs).not.toContain('@wl/wallet');
  });
}

/** The chunks a page has run, by webpack build (`webpackChunk<build>` arrays: each chunk file pushes its ids). */
function chunksRun(): Record<string, string[]> {
  const ran: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(window)) {
    if (!name.startsWith('webpackChunk') || !Array.isArray(value)) continue;
    ran[name] = value
      .flatMap((chunk: unknown) => (Array.isArray(chunk) ? (chunk[0] as unknown[]) : []))
      .map(String);
  }
  return ran;
}

// A script the page preloads and never runs is bytes a phone downloads for nothing: every chunk the server
// tells the browser to fetch early (the shell's start, the shared modules, the template, its messages in
// the page's language, a lobby's code) is one the first view runs.
for (const [host, path] of [
  ['casino3.localhost', '/'],
  ['casino3.localhost', '/casino'],
  ['casino3.localhost', '/ms/casino'],
  ['slot2.localhost', '/slots'],
  ['sportsbook1.localhost', '/sports'],
  ['casino3.localhost', '/register'],
] as const) {
  test(`the first view of ${host}${path} preloads only scripts it runs`, async ({ page }) => {
    await page.goto(siteUrl(host, path));
    await page.locator('html[data-hydrated="true"]').waitFor();
    const preloaded = await page.$$eval('link[rel="preload"][as="script"]', (links) =>
      links.map((link) => (link as HTMLLinkElement).href),
    );
    expect(preloaded.length).toBeGreaterThan(10);
    const ran = await page.evaluate(chunksRun);
    for (const url of preloaded) {
      // Read by the page (the *.localhost names resolve only in the browser), from its cache.
      const text = await page.evaluate((href) => fetch(href).then((answer) => answer.text()), url);
      const pushed = /self\.(webpackChunk\w+)=self\.\1\|\|\[\]\)\.push\(\[\[([^\]]*)\]/.exec(text);
      // A remote's entry is no chunk: the template it loads is checked by the page being live.
      if (!pushed && url.endsWith('/remoteEntry.js')) continue;
      expect(pushed, `${url} is a chunk`).not.toBeNull();
      const [, build = '', ids = ''] = pushed ?? [];
      for (const id of ids.split(','))
        expect(ran[build] ?? [], `${url} ran`).toContain(id.replace(/^"|"$/g, ''));
    }
  });
}
