import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { PageWatch } from './watch-page';

/** Every template of spec section 9, by the demo site that uses it, and the lobby each test opens. */
export const TEMPLATES = [
  ...Array.from({ length: 9 }, (_, i) => ({ code: `casino${i + 1}`, family: 'casino', lobby: '/casino' })),
  ...Array.from({ length: 9 }, (_, i) => ({ code: `slot${i + 1}`, family: 'slot', lobby: '/slots' })),
  ...Array.from({ length: 4 }, (_, i) => ({
    code: `sportsbook${i + 1}`,
    family: 'sportsbook',
    lobby: '/sports',
  })),
] as const;

/** The phone and desktop widths every page is checked at. */
export const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** axe-core's serious and critical findings on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe inside the page itself instead of opening a second page to collect the results:
  // half the time, and these pages have no frames for the newer mode to reach into.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/**
 * A signed-in player's page as the member and rewards audits check it: its h1 in the main landmark, no
 * console error, no serious axe finding, nothing wider than the screen (a phone never scrolls sideways).
 */
export async function auditMemberPage(
  page: Page,
  url: string,
  watch: PageWatch,
  width: number,
): Promise<void> {
  await page.goto(url);
  await expect(page.locator('main#content')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(watch.consoleErrors, url).toEqual([]);
  expect(await seriousViolations(page), url).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), url).toBeLessThanOrEqual(width);
}
