import type { LanguageCode } from '@wl/i18n';
import type { LocaleRouting } from './locale-routing';

export interface HeadLink {
  rel: 'canonical' | 'alternate';
  href: string;
  hreflang?: string;
}

export interface HeadMeta {
  property: 'og:locale' | 'og:locale:alternate';
  content: string;
}

export interface LocaleHead {
  htmlLang: string;
  links: HeadLink[];
  metas: HeadMeta[];
}

/** Marks the head elements the shell manages, so each navigation replaces them. */
export const HEAD_ATTRIBUTE = 'data-wl-locale-head';

/**
 * The locale tags of a page: its canonical URL, an alternate link per language of the site (and
 * x-default, the default language's page), og:locale and og:locale:alternate.
 */
export function localeHead(
  routing: LocaleRouting,
  pathname: string,
  origin: string,
  language: LanguageCode,
): LocaleHead {
  const { path } = routing.parse(pathname);
  const ogLocale = (code: LanguageCode): string => routing.htmlLangOf(code).replace(/-/g, '_');
  const url = (code: LanguageCode) => `${origin}${routing.localePath(path, code)}`;
  const links: HeadLink[] = [{ rel: 'canonical', href: `${origin}${pathname}` }];
  for (const code of routing.languages)
    links.push({ rel: 'alternate', hreflang: routing.htmlLangOf(code), href: url(code) });
  links.push({ rel: 'alternate', hreflang: 'x-default', href: url(routing.defaultLanguage) });
  const metas: HeadMeta[] = [{ property: 'og:locale', content: ogLocale(language) }];
  for (const code of routing.languages) {
    if (code !== language) metas.push({ property: 'og:locale:alternate', content: ogLocale(code) });
  }
  return { htmlLang: routing.htmlLangOf(language), links, metas };
}

/** Writes the locale tags into the document head, replacing the previous page's. */
export function applyLocaleHead(doc: Document, head: LocaleHead): void {
  doc.documentElement.lang = head.htmlLang;
  for (const old of [...doc.head.querySelectorAll(`[${HEAD_ATTRIBUTE}]`)]) old.remove();
  for (const link of head.links) {
    const element = doc.createElement('link');
    element.rel = link.rel;
    element.href = link.href;
    if (link.hreflang) element.hreflang = link.hreflang;
    element.setAttribute(HEAD_ATTRIBUTE, '');
    doc.head.appendChild(element);
  }
  for (const meta of head.metas) {
    const element = doc.createElement('meta');
    element.setAttribute('property', meta.property);
    element.content = meta.content;
    element.setAttribute(HEAD_ATTRIBUTE, '');
    doc.head.appendChild(element);
  }
}
