import type { EngineKind } from '../engines';
import type { Launch } from '../studio-api';
import type { AssetManifest } from './static-assets';

/**
 * The game page's policy: its own scripts, styles and API only, no inline code, no plugins. Operator
 * sites on any origin show the page in an iframe, so any ancestor may frame it.
 */
export const PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  'frame-ancestors *',
].join('; ');

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string);

/** JSON inside a script element: `<` escaped, so no `</script>` can end it early. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function renderPlayPage(launch: Launch, kind: EngineKind, assets: AssetManifest): string {
  const files = assets[kind];
  const lang = /^[A-Za-z]{2,3}$/.test(launch.lang) ? launch.lang.toLowerCase() : 'en';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark">
<link rel="icon" href="data:,">
<title>${escapeHtml(launch.name)}</title>
<link rel="stylesheet" href="/assets/${escapeHtml(files.css)}">
<script type="module" src="/assets/${escapeHtml(files.js)}"></script>
</head>
<body class="kind-${kind}">
<noscript>This game needs JavaScript.</noscript>
<script id="studio-launch" type="application/json">${scriptJson(launch)}</script>
</body>
</html>
`;
}

/** The error page has no script at all; its few styles are inline. */
export const ERROR_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors *";

/** A plain page for a launch the studio cannot serve. */
export function renderErrorPage(title: string, message: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title></head>
<body style="background:#0d0f1a;color:#e8e6f0;font:16px system-ui,sans-serif;padding:2rem">
<h1 style="font-size:1.25rem">${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>
</body>
</html>
`;
}
