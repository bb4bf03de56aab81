import { test } from '@playwright/test';
import { signUp } from './accounts';
import { auditMemberPages, TEMPLATES } from './template-audit';
import { watchPage } from './watch-page';

/** The member area's pages, each with its own h1. */
const MEMBER_PAGES = [
  '/account',
  '/profile',
  '/edit-profile',
  '/change-password',
  '/security',
  '/inbox',
  '/vip',
  '/responsible-gaming',
  '/preloader',
] as const;

/**
 * The rewards' pages, each with its own h1: the token games, missions and leaderboard (on a site with its
 * rewards off they say so, in the same frame), referral (on a site without it, it says so) and promotions.
 */
const REWARDS_PAGES = ['/spin', '/minigame', '/mission', '/leaderboard', '/referral', '/promotions'] as const;

// Each test signs up its own player: the templates spread over both workers instead of queueing on one.
test.describe.configure({ mode: 'parallel' });

for (const template of TEMPLATES) {
  test(`${template.code}: every member and rewards page at 375 and 1280 px, accessible, no sideways scroll`, async ({
    page,
  }) => {
    // Thirty audits of one signed-in player's pages: a bound for a slow machine, not a speed check.
    test.setTimeout(240_000);
    const host = `${template.code}.localhost`;
    const watch = watchPage(page);
    await signUp(page, host, `mt${template.code}${String(Date.now()).slice(-5)}`);
    await auditMemberPages(page, host, [...MEMBER_PAGES, ...REWARDS_PAGES], watch);
  });
}
