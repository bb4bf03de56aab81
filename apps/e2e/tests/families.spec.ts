import { expect, test } from '@playwright/test';
import { siteUrl } from './site-url';
import { watchPage } from './watch-page';
import { untilLive } from './page-live';

const families = [
  {
    host: 'casino1.localhost',
    name: 'Golden Palace',
    family: 'casino',
    chunk: 'template-casino1',
    color: 'gold',
    primary: '#d4a017',
  },
  {
    host: 'slot2.localhost',
    name: 'Lucky Lantern',
    family: 'slot',
    chunk: 'template-slot2',
    color: 'sunset',
    primary: '#ff6b35',
  },
  {
    host: 'sportsbook2.localhost',
    name: 'Arena Odds',
    family: 'sportsbook',
    chunk: 'template-sportsbook2',
    color: 'arena',
    primary: '#d62828',
  },
] as const;

const remoteFolders = ['template-casino', 'template-slot', 'template-sportsbook', 'minigame'];

for (const site of families) {
  test(`${site.host} renders the ${site.family} layout and downloads only its own template`, async ({
    page,
  }) => {
    const watch = watchPage(page);
    await page.goto(siteUrl(site.host));

    const layout = page.locator(`[data-family="${site.family}"]`);
    await expect(layout).toBeVisible();
    await expect(page.getByTestId('site-name')).toHaveText(site.name);
    // The site server writes the page's SEO title, which names the site.
    await expect(page).toHaveTitle(new RegExp(site.name));
    await expect(page.getByRole('navigation', { name: 'Game categories' })).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeVisible();

    // (a) the site's colour: its palette on the root and its colour code on the body.
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--wl-primary').trim(),
    );
    expect(primary).toBe(site.primary);
    await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${site.color}\\b`));

    // (b) only this family's remote and only this template's chunk, once the page is live: the server's
    // page paints first and its scripts start after, so a quiet network alone can come before them.
    await untilLive(page);
    await page.waitForLoadState('networkidle');
    const remoteRequests = watch.requests.filter((url) => url.includes('/remotes/'));
    expect(
      remoteRequests.some((url) => url.includes(`/remotes/template-${site.family}/remoteEntry.js`)),
    ).toBe(true);
    for (const folder of remoteFolders.filter((f) => f !== `template-${site.family}`)) {
      expect(watch.requests.filter((url) => url.includes(`/remotes/${folder}/`))).toEqual([]);
    }
    const templateChunks = watch.requests.filter((url) =>
      /\/template-[a-z]+\d+\.[0-9a-f]+\.(js|css)$/.test(url),
    );
    expect(templateChunks.length).toBeGreaterThan(0);
    for (const url of templateChunks) expect(url).toContain(`/${site.chunk}.`);

    // (c) one MobX store tree, the same instance in the shell and in the remote's layout.
    const instances = await page.evaluate(
      () => (globalThis as { __WL_STORE_INSTANCES__?: string[] }).__WL_STORE_INSTANCES__ ?? [],
    );
    expect(instances).toHaveLength(1);
    const shellInstance = await page.locator('html').getAttribute('data-store-instance');
    await expect(layout).toHaveAttribute('data-store-instance', shellInstance ?? 'missing');

    // (d) a clean console.
    expect(watch.consoleErrors).toEqual([]);
  });
}

test('a lobby route renders inside the template layout', async ({ page }) => {
  const watch = watchPage(page);
  await page.goto(siteUrl('casino1.localhost'));
  await page
    .getByRole('navigation', { name: 'Game categories' })
    .getByRole('link', { name: 'Slots' })
    .click();
  await expect(page).toHaveURL(/\/slots$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Slots');
  expect(watch.consoleErrors).toEqual([]);
});
