import type { StartupResponse } from '@wl/api';
import type { RemoteManifest } from '@wl/site-model';
import { escapeHtml, type PageHead } from './page-head';

/** JSON inside a <script> element: "<" is escaped so no value can close the element. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The shell's page for one site: its language and head tags, its startup answer and the remote manifest. */
export function renderSitePage(
  shellHtml: string,
  startup: StartupResponse,
  manifest: RemoteManifest,
  head: PageHead,
  extra: { preloaded?: Record<string, unknown>; nonce?: string } = {},
): string {
  const nonce = extra.nonce ? ` nonce="${escapeHtml(extra.nonce)}"` : '';
  const data = scriptJson({ startup, manifest, ...(extra.preloaded ? { preloaded: extra.preloaded } : {}) });
  const boot = `<script type="application/json" id="wl-boot"${nonce}>${data}</script>`;
  // Functions as replacements: a "$" in a value is text, never a replacement pattern.
  return shellHtml
    .replace(/<html\b[^>]*>/i, () => `<html lang="${escapeHtml(head.htmlLang)}">`)
    .replace('<!--wl-head-->', () => head.tags.join('\n    '))
    .replace('<!--wl-boot-->', () => boot);
}

/** An unknown host gets this, never another site's content. */
export function renderSiteNotFound(host: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Site not found</title>
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #0f172a; color: #e2e8f0;
        font-family: system-ui, sans-serif; text-align: center; padding: 24px; box-sizing: border-box; }
      h1 { font-size: 1.6rem; margin: 0 0 8px; }
      p { color: #94a3b8; margin: 0; }
    </style>
  </head>
  <body>
    <main>
      <h1>Site not found</h1>
      <p>No site is set up for <strong>${escapeHtml(host)}</strong>.</p>
    </main>
  </body>
</html>`;
}
