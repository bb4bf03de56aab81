import { test } from '@playwright/test';
import { signUp } from './accounts';
import { auditMemberPage, TEMPLATES } from './template-audit';
import { siteUrl } from './site-url';
import { watchPage } from './watch-page';

/** The member area's pages, each with its own h1 (the rewards' are in rewards-templates.spec.ts). */
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

// Each test signs up its own player: the templates spread over both workers instead of queueing on one.
test.describe.configure({ mode: 'parallel' });

for (const template of TEMPLATES) {
  test(`${template.code}: every member page at 375 and 1280 px, accessible, no sideways scroll`, async ({
    page,
  }) => {
    // Eighteen pages of one signed-in player: a bound for a slow machine, not a speed check.
    test.setTimeout(180_000);
    const host = `${template.code}.localhost`;
    const watch = watchPage(page);
    await signUp(page, host, `mt${template.code}${String(Date.now()).slice(-5)}`);
    for (const path of MEMBER_PAGES) await auditMemberPage(page, siteUrl(host, path), watch);
  });
}
