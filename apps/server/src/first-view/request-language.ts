import { initialLanguage, readLocaleCookie, type LocaleRouting } from '@wl/i18n';

/** The languages of an Accept-Language header, most wanted first (as navigator.languages lists them). */
export function acceptLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * Where a visit to the site root goes: the detected language's home (cookie, then the browser's
 * languages), exactly as the browser would send it; undefined to stay (the site's default language).
 */
export function rootRedirect(
  routing: LocaleRouting,
  pathname: string,
  headers: { cookie?: string; 'accept-language'?: string },
): string | undefined {
  if (pathname !== '/') return undefined;
  return initialLanguage(routing, {
    pathname,
    cookie: readLocaleCookie({ cookie: headers.cookie ?? '' }),
    navigatorLanguages: acceptLanguages(headers['accept-language']),
    redirectRoot: true,
  }).redirectTo;
}
