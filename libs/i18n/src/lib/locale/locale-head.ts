import type { LanguageCode } from '../languages';
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
