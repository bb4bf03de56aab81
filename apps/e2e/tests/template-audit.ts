import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { readFileSync } from 'node:fs';
import { siteUrl } from './site-url';
import type { PageWatch } from './watch-page';
import { untilLive } from './page-live';

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

/** axe-core itself, put into a page once per document (about a third of a second each time). */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  // Only the findings are read: no node lists for the rules that pass.
  resultTypes: ['violations'],
};

/**
 * axe run inside the page. A page checked at two widths keeps the axe it was given for the first: a
 * wrapper that injects it again on every run spends most of each audit on that.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (options) =>
      (
        window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }
      ).axe.run(document, options),
    AXE_OPTIONS,
  );
}

/** axe-core's serious and critical findings on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Sections out of sight skip layout (`content-visibility: auto`) and stand in at a guessed height until
  // first drawn. axe scrolls each element into view before it reads the colours behind it, so the page
  // would reflow under it while it measures: an element can end up under the sticky header and be judged
  // against the header's colours. For the audit every section is drawn at its real size; the colours are
  // the ones a player who scrolls there sees.
  await page.evaluate(async () => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  });
  const results = await runAxe(page);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/**
 * Runs the checks at each width of VIEWPORTS in turn, phone first, on the page as it is loaded: the markup
 * does not depend on the width (the server renders it without knowing the screen), only the layout does, so
 * one load serves both widths and the audits cost half the page loads. Open the page at the phone width.
 */
export async function checkAtEveryWidth(page: Page, check: (width: number) => Promise<void>): Promise<void> {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    // The resize has settled: two frames for its media queries and the components listening to them,
    // then every finite animation or transition it started (a tile fading in) has ended. The page is back
    // at its top, as a page loaded at this width is.
    await page.evaluate(async () => {
      window.scrollTo(0, 0);
      await new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      );
      const finite = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
      await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    });
    await check(viewport.width);
  }
}

/** Sets the phone width, where every audited page is loaded first. */
export async function setPhoneWidth(page: Page): Promise<void> {
  const phone = VIEWPORTS[0];
  await page.setViewportSize({ width: phone.width, height: phone.height });
}

/**
 * A signed-in player's pages as the member and rewards audits check them: each with its h1 in the main
 * landmark, no console error, and at both widths no serious axe finding and nothing wider than the screen
 * (a phone never scrolls sideways). The first is loaded; the player goes on to the others inside the site,
 * as from its menus (the router follows the address), so each costs its own chunk and calls, not a page
 * load and a hydration.
 */
export async function auditMemberPages(
  page: Page,
  host: string,
  paths: readonly string[],
  watch: PageWatch,
): Promise<void> {
  await setPhoneWidth(page);
  for (const [index, path] of paths.entries()) {
    const url = siteUrl(host, path);
    if (index === 0) {
      await page.goto(url);
      // Live before the first move: the router reads the address only once the page's scripts have run
      // (they start after the server's page has painted, so a quiet network alone can come first).
      await untilLive(page);
    } else {
      await page.evaluate((next) => {
        window.history.pushState(null, '', next);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    }
    await watch.settled();
    await expect(page).toHaveURL(url);
    await expect(page.locator('main#content')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(watch.consoleErrors, url).toEqual([]);
    await checkAtEveryWidth(page, async (width) => {
      expect(await seriousViolations(page), `${url} at ${width} px`).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${url} at ${width} px`,
      ).toBeLessThanOrEqual(width);
    });
    await setPhoneWidth(page);
  }
  expect(watch.consoleErrors).toEqual([]);
}
