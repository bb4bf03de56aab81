import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { siteUrl } from './site-url';

interface SeoAnswer {
  value: { meta_title: string; meta_desc: string } | null;
}

const host = 'slot2.localhost';

/** Node does not resolve *.localhost as Chromium does: requests go to this machine with the site's Host. */
function onSite(request: APIRequestContext, siteHost: string) {
  const url = (path: string) => `http://127.0.0.1:${E2E_PORT}${path}`;
  const headers = { host: `${siteHost}:${E2E_PORT}` };
  return {
    get: (path: string) => request.get(url(path), { headers }),
    seo: async (pageName: string) =>
      (await (
        await request.post(url('/api/seo'), { headers, data: { domain_name: siteHost, page_name: pageName } })
      ).json()) as SeoAnswer,
  };
}

test('a crawler reads the title, description, canonical, language and sharing tags without running scripts', async ({
  request,
}) => {
  const site = onSite(request, host);
  const html = await (await site.get('/slots')).text();
  const seo = await site.seo('slots');
  expect(seo.value?.meta_title).toBeTruthy();
  expect(html).toContain(`<title>${seo.value?.meta_title}</title>`);
  expect(html).toMatch(/<meta name="description" content="[^"]+"/);
  expect(html).toContain(`<link rel="canonical" href="${siteUrl(host, '/slots')}"`);
  expect(html).toMatch(/<link rel="alternate" hreflang="x-default"/);
  expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
  expect(html).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}"/i);
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
});

test('each site has its own web app manifest with its name, colour and icons', async ({ request }) => {
  const response = await onSite(request, host).get('/manifest.webmanifest');
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as { name: string; theme_color: string; icons: unknown[] };
  expect(manifest.name).toBe('Lucky Lantern');
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.icons.length).toBeGreaterThan(0);
  const other = (await (await onSite(request, 'casino1.localhost').get('/manifest.webmanifest')).json()) as {
    name: string;
  };
  expect(other.name).toBe('Golden Palace');
});

test('moving to another page in the browser updates the title from that page’s SEO record', async ({
  page,
  request,
}) => {
  const seo = await onSite(request, host).seo('about');
  await page.goto(siteUrl(host, '/'));
  await expect(page.locator('main#content')).toBeVisible();
  const homeTitle = await page.title();
  await page.getByTestId('site-footer').getByRole('link', { name: 'About us' }).first().click();
  await expect(page).toHaveURL(siteUrl(host, '/about'));
  await expect(page).toHaveTitle(seo.value?.meta_title ?? homeTitle);
  expect(seo.value?.meta_title).not.toBe(homeTitle);
});
