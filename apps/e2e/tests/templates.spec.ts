import { expect, test, type Page } from '@playwright/test';
import { checkAtEveryWidth, seriousViolations, setPhoneWidth, TEMPLATES, VIEWPORTS } from './template-audit';
import { siteUrl } from './site-url';
import { watchPage, type PageWatch } from './watch-page';
import { untilLive } from './page-live';

/**
 * Every request that failed or was answered with an error status. An image the browser cancelled because
 * the test left the page (the carousel starts loading its next slide on its own timer) is not a failure,
 * nor the sportsbook's live stream, which stays open until the page it serves is left.
 */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('requestfailed', (request) => {
    const errorText = request.failure()?.errorText;
    const leftBehind = ['image', 'eventsource'].includes(request.resourceType());
    if (leftBehind && errorText === 'net::ERR_ABORTED') return;
    failures.push(`${request.url()} ${errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.url()} ${response.status()}`);
  });
  return failures;
}

/**
 * Loads a page and waits until it is live and no request is in flight: the server's page shows before
 * its scripts start, and a chunk still loading when the test moves on would be cut off.
 */
async function open(page: Page, url: string, watch: PageWatch): Promise<void> {
  await watch.settled();
  await page.goto(url);
  await expect(page.locator('main#content')).toBeVisible();
  await untilLive(page);
  await watch.settled();
  expect(watch.consoleErrors).toEqual([]);
}

// Independent tests (guests, no state): the templates spread over both workers instead of queueing on one.
test.describe.configure({ mode: 'parallel' });

for (const template of TEMPLATES) {
  test(`${template.code} at 375 and 1280 px: home, lobby and a content page, accessible`, async ({
    page,
  }) => {
    const watch = watchPage(page);
    const failures = watchFailures(page);
    const host = `${template.code}.localhost`;

    // The home page is loaded afresh at each width: its fixed floating buttons overlap other tiles once a
    // resize has reflowed the long page, which a player arriving at that width never sees.
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await open(page, siteUrl(host, '/'), watch);
      await expect(page.locator(`[data-family="${template.family}"]`)).toBeVisible();
      await expect(page.locator('.wl-game-tile').first()).toBeVisible();
      expect(await seriousViolations(page), `/ at ${viewport.width} px`).toEqual([]);
      // Nothing wider than the screen: a phone never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
    }

    for (const path of [template.lobby, '/about']) {
      await setPhoneWidth(page);
      await open(page, siteUrl(host, path), watch);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await checkAtEveryWidth(page, async (width) => {
        expect(await seriousViolations(page), `${path} at ${width} px`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }

    await watch.settled();
    expect(watch.consoleErrors).toEqual([]);
    expect(failures).toEqual([]);
    // Only this template's own chunk of its family's remote.
    const templateChunks = watch.requests.filter((url) =>
      /\/template-[a-z]+\d+\.[0-9a-f]+\.(js|css)$/.test(url),
    );
    expect(templateChunks.length).toBeGreaterThan(0);
    for (const url of templateChunks) expect(url).toContain(`/template-${template.code}.`);
  });
}
