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
