import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from './site-url';
import { watchPage, type PageWatch } from './watch-page';

/** Every template of spec section 9, by the demo site that uses it, and the lobby each test opens. */
const templates = [
  ...Array.from({ length: 9 }, (_, i) => ({ code: `casino${i + 1}`, family: 'casino', lobby: '/casino' })),
  ...Array.from({ length: 9 }, (_, i) => ({ code: `slot${i + 1}`, family: 'slot', lobby: '/slots' })),
  ...Array.from({ length: 4 }, (_, i) => ({
    code: `sportsbook${i + 1}`,
    family: 'sportsbook',
    lobby: '/sports',
  })),
] as const;

const viewports = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/**
 * Every request that failed or was answered with an error status. An image the browser cancelled because
 * the test left the page (the carousel starts loading its next slide on its own timer) is not a failure.
 */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('requestfailed', (request) => {
    const errorText = request.failure()?.errorText;
    if (request.resourceType() === 'image' && errorText === 'net::ERR_ABORTED') return;
    failures.push(`${request.url()} ${errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.url()} ${response.status()}`);
  });
  return failures;
}

/** axe-core's serious and critical findings on the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
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

async function open(page: Page, url: string, watch: PageWatch): Promise<void> {
  await page.goto(url);
  await expect(page.locator('main#content')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(watch.consoleErrors).toEqual([]);
}

for (const template of templates) {
  for (const viewport of viewports) {
    test(`${template.code} at ${viewport.width} px: home, lobby and a content page, accessible`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const watch = watchPage(page);
      const failures = watchFailures(page);
      const host = `${template.code}.localhost`;

      await open(page, siteUrl(host, '/'), watch);
      await expect(page.locator(`[data-family="${template.family}"]`)).toBeVisible();
      await expect(page.locator('.wl-game-tile').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      // Nothing wider than the screen: a phone never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      await open(page, siteUrl(host, template.lobby), watch);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await open(page, siteUrl(host, '/about'), watch);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      expect(failures).toEqual([]);
      // Only this template's own chunk of its family's remote.
      const templateChunks = watch.requests.filter((url) =>
        /\/template-[a-z]+\d+\.[0-9a-f]+\.(js|css)$/.test(url),
      );
      expect(templateChunks.length).toBeGreaterThan(0);
      for (const url of templateChunks) expect(url).toContain(`/template-${template.code}.`);
    });
  }
}
