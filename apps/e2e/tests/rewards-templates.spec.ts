import { test } from '@playwright/test';
import { signUp } from './accounts';
import { auditMemberPage, TEMPLATES } from './template-audit';
import { siteUrl } from './site-url';
import { watchPage } from './watch-page';

/**
 * The rewards' pages, each with its own h1: the token games, missions and leaderboard (on a site with its
 * rewards off they say so, in the same frame), referral (on a site without it, it says so) and promotions.
 */
const REWARDS_PAGES = ['/spin', '/minigame', '/mission', '/leaderboard', '/referral', '/promotions'] as const;

// Each test signs up its own player: the templates spread over both workers instead of queueing on one.
test.describe.configure({ mode: 'parallel' });

for (const template of TEMPLATES) {
  test(`${template.code}: every rewards page at 375 and 1280 px, accessible, no sideways scroll`, async ({
    page,
  }) => {
    // Twelve pages of one signed-in player: a bound for a slow machine, not a speed check.
    test.setTimeout(150_000);
    const host = `${template.code}.localhost`;
    const watch = watchPage(page);
    await signUp(page, host, `rt${template.code}${String(Date.now()).slice(-5)}`);
    for (const path of REWARDS_PAGES) await auditMemberPage(page, siteUrl(host, path), watch);
  });
}
