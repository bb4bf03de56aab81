import type { PageAnswer, PageRenderResult, StartupResponse } from '@wl/api';
import type { FirstViewAssets } from './first-view/first-view-assets';
import type { Palette, RemoteManifest } from '@wl/site-model';
import { escapeHtml, type PageHead } from './page-head';
import { scriptJson, scriptLoader, takeEntryScripts } from './first-view/script-loader';

/** What a page carries besides the startup answer and the manifest. */
export interface PageExtras {
  /** The first view's site calls with their answers (the server render's, or the preloaded ones). */
  preloaded?: readonly PageAnswer[];
  answeredAt?: number;
  /** The message files of the server render's language (the browser does not download them again). */
  messages?: PageRenderResult['messages'];
  nonce?: string;
  /** The server's render of #root; without it the browser renders the page. */
  rootHtml?: string;
  /** The site's palette (CSS custom properties) and the template's body classes and id. */
  theme?: { palette?: Palette; bodyClasses: string[]; templateId: string };
  /** The family's and template's stylesheets and scripts of the first view. */
  assets?: FirstViewAssets;
  /** The slide image the page shows largest on arrival: fetched first. */
  lcpImage?: string;
}

/** The site's palette on :root, in a nonced style element (the policy allows no style attribute). */
function themeStyle(palette: Palette, nonce: string): string {
  const properties = Object.entries(palette)
    .filter(([name, value]) => /^--[a-z0-9-]+$/i.test(name) && !/[;{}<>]/.test(value))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `<style${nonce}>:root{${properties}}</style>`;
}

/** The head tags that make the first paint complete: stylesheets and the LCP image. */
function firstViewTags(extra: PageExtras, nonce: string): string[] {
  const tags: string[] = [];
  if (extra.lcpImage) {
    tags.push(`<link rel="preload" as="image" href="${escapeHtml(extra.lcpImage)}" fetchpriority="high" />`);
  }
  for (const href of extra.assets?.styles ?? []) {
    tags.push(`<link rel="stylesheet" href="${escapeHtml(href)}" />`);
  }
  // After the stylesheets: their :root defaults must not override the site's palette before scripts run.
  if (extra.theme?.palette) tags.push(themeStyle(extra.theme.palette, nonce));
  return tags;
}

/**
 * The shell's page for one site: its language and head tags, the theme, the server's render of the first
 * view (when there is one), its startup answer, the remote manifest and the answers to hydrate from.
 */
export function renderSitePage(
  shellHtml: string,
  startup: StartupResponse,
  manifest: RemoteManifest,
  head: PageHead,
  extra: PageExtras = {},
): string {
  const nonce = extra.nonce ? ` nonce="${escapeHtml(extra.nonce)}"` : '';
  const rendered = extra.rootHtml !== undefined;
  const data = scriptJson({
    startup,
    manifest,
    ...(extra.preloaded && extra.preloaded.length > 0 ? { preloaded: extra.preloaded } : {}),
    ...(extra.answeredAt ? { answeredAt: extra.answeredAt } : {}),
    ...(rendered && extra.messages ? { messages: extra.messages } : {}),
    ...(rendered ? { rendered: true } : {}),
  });
  // The scripts are requested by the loader once the page has painted (first-view/script-loader.ts). It
  // comes first in the head, so that what a visitor does on the page's first bytes, while the rest is
  // still on its way, is noted and held; and before the stylesheets, which an inline script would wait for.
  const { html: page, entries } = takeEntryScripts(shellHtml);
  const loader = scriptLoader(extra.assets?.scripts ?? [], entries, nonce, rendered);
  const boot = `<script type="application/json" id="wl-boot"${nonce}>${data}</script>`;
  const theme = extra.theme;
  const htmlAttributes = ` lang="${escapeHtml(head.htmlLang)}"${theme ? ` data-template="${escapeHtml(theme.templateId)}"` : ''}`;
  // Functions as replacements: a "$" in a value is text, never a replacement pattern.
  return page
    .replace(/<html\b[^>]*>/i, () => `<html${htmlAttributes}>`)
    .replace('<!--wl-head-->', () =>
      [...(loader ? [loader] : []), ...head.tags, ...firstViewTags(extra, nonce)].join('\n    '),
    )
    .replace(/<body\b[^>]*>/i, () =>
      theme ? `<body class="${escapeHtml(theme.bodyClasses.join(' '))}">` : '<body>',
    )
    .replace('<div id="root"></div>', () => `<div id="root">${extra.rootHtml ?? ''}</div>`)
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
