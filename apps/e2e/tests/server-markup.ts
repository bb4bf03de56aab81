import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The markup inside #root of a page as a site server at `base` (http://127.0.0.1:<port>) sent it, before
 * any script ran. Node does not resolve *.localhost as Chromium does: the request names the site in Host.
 */
export async function rootMarkup(
  request: APIRequestContext,
  base: string,
  host: string,
  path: string,
): Promise<string> {
  const response = await request.get(`${base}${path}`, { headers: { host, 'accept-language': 'en' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="wl-boot"/.exec(html);
  if (!root) throw new Error(`No #root before the boot JSON in ${host}${path}`);
  return root[1] ?? '';
}
