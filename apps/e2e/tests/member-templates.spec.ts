import { expect, test, type Page } from '@playwright/test';
import { signUp } from './accounts';
import { seriousViolations, TEMPLATES, VIEWPORTS } from './template-audit';
import { siteUrl } from './site-url';
import { watchPage, type PageWatch } from './watch-page';

/** The member area's and the rewards' pages, each with its own h1. */
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
  // Rewards (issue: rewards): on a site with its rewards off they say so, in the same frame.
  '/spin',
  '/minigame',
  '/mission',
  '/leaderboard',
] as const;

async function audit(page: Page, url: string, watch: PageWatch, width: number): Promise<void> {
  await page.goto(url);
  await expect(page.locator('main#content')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(watch.consoleErrors, url).toEqual([]);
  expect(await seriousViolations(page), url).toEqual([]);
  // Nothing wider than the screen: a phone never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth), url).toBeLessThanOrEqual(width);
}

for (const template of TEMPLATES) {
  test(`${template.code}: every member and rewards page at 375 and 1280 px, accessible, no sideways scroll`, async ({
    page,
  }) => {
    // Twenty-six pages of one signed-in player: a bound for a slow machine, not a speed check.
    test.setTimeout(240_000);
    const host = `${template.code}.localhost`;
    const watch = watchPage(page);
    await signUp(page, host, `mt${template.code}${String(Date.now()).slice(-5)}`);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      for (const path of MEMBER_PAGES) await audit(page, siteUrl(host, path), watch, viewport.width);
    }
  });
}
