import { expect, test } from '@playwright/test';
import path from 'node:path';
// The benchmark's own measuring code, so the test and the printed figures cannot disagree.
import { FIRST_VISIT_GZIP_BUDGET, measureFirstVisit } from '../../../bench/first-visit.mjs';
import { siteUrl } from './site-url';

const distDir = path.resolve(__dirname, '../../../dist/apps');

for (const host of ['casino1.localhost', 'slot2.localhost', 'sportsbook2.localhost']) {
  test(`a first visit to ${host} downloads at most 260 KB of gzipped JavaScript`, async ({ page }) => {
    const measured = await measureFirstVisit(page, siteUrl(host), distDir);
    expect(measured.remote.raw).toBeGreaterThan(0);
    expect(measured.total.gzip).toBeLessThanOrEqual(FIRST_VISIT_GZIP_BUDGET);
  });
}
