import type { LanguageCode, SiteLanguageOption } from '../languages';
import type { LanguageCatalogue } from './language-catalogue';

export interface LocalePathLocation {
  pathname: string;
  search?: string;
  hash?: string;
}

/**
 * Locale-prefixed paths, prefix strategy "every language but the site's default": /slots in the default
 * language, /vi/slots in Vietnamese. Prefixes are the lower-case language codes of the site's languages.
 */
export class LocaleRouting {
  readonly defaultLanguage: LanguageCode;
  /** The site's languages with messages of their own, the default first. */
  readonly languages: readonly LanguageCode[];
  private readonly byPrefix: ReadonlyMap<string, LanguageCode>;

  constructor(
    readonly catalogue: LanguageCatalogue,
    readonly siteLanguages: readonly SiteLanguageOption[],
  ) {
    const marked = siteLanguages.find((l) => l.is_default) ?? siteLanguages[0];
    this.defaultLanguage = catalogue.toLanguageCode(marked?.code) ?? catalogue.DEFAULT_LANGUAGE;
    const choices = catalogue.languageChoices(siteLanguages).map((entry) => entry.code);
    this.languages = [this.defaultLanguage, ...choices.filter((code) => code !== this.defaultLanguage)];
    this.byPrefix = new Map(
      this.languages
        .filter((code) => code !== this.defaultLanguage)
        .map((code) => [code.toLowerCase(), code]),
    );
  }

  /** '' for the default language, else '/vi', '/php', ... */
  prefixOf(code: LanguageCode): string {
    return code === this.defaultLanguage || !this.byPrefix.has(code.toLowerCase())
      ? ''
      : `/${code.toLowerCase()}`;
  }

  /** The URL prefixes of the site (without the default language's empty one). */
  get prefixes(): string[] {
    return [...this.byPrefix.keys()].map((prefix) => `/${prefix}`);
  }

  /** The language a path is in and the path without its prefix: /vi/slots → VI, /slots; /vi → VI, /. */
  parse(pathname: string): { language: LanguageCode; path: string; prefixed: boolean } {
    const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
    const language = match ? this.byPrefix.get(match[1] ?? '') : undefined;
    if (!match || !language)
      return { language: this.defaultLanguage, path: pathname || '/', prefixed: false };
    return { language, path: match[2] || '/', prefixed: true };
  }

  /** A path of the site in a language: ('/slots', VI) → /vi/slots, ('/', VI) → /vi. */
  localePath(path: string, code: LanguageCode): string {
    const prefix = this.prefixOf(code);
    if (!prefix) return path;
    return path === '/' ? prefix : `${prefix}${path}`;
  }

  /** BCP 47 tag of the text shown for a language (hreflang, <html lang>). */
  htmlLangOf(code: LanguageCode): string {
    return this.catalogue.getLanguage(code).htmlLang;
  }

  /** The same page in another language, query and hash kept. */
  switchLocalePath(location: LocalePathLocation, code: LanguageCode): string {
    const { path } = this.parse(location.pathname);
    return `${this.localePath(path, code)}${location.search ?? ''}${location.hash ?? ''}`;
  }
}

export interface InitialLanguageInput {
  pathname: string;
  cookie?: string | null;
  navigatorLanguages?: readonly string[];
  /** Send a visitor of / to the detected language's home (the optional root redirect). */
  redirectRoot?: boolean;
}

/**
 * The language a page starts in: the path's prefix; on / (with the root redirect on) the detected
 * language (cookie, browser, site default), with the path to redirect to; else the site's default.
 */
export function initialLanguage(
  routing: LocaleRouting,
  { pathname, cookie, navigatorLanguages = [], redirectRoot = true }: InitialLanguageInput,
): { language: LanguageCode; redirectTo?: string } {
  const parsed = routing.parse(pathname);
  if (parsed.prefixed || pathname !== '/' || !redirectRoot) return { language: parsed.language };
  const detected = routing.catalogue.detectLanguage({
    cookie,
    navigatorLanguages,
    siteLanguages: routing.siteLanguages,
  });
  if (detected === routing.defaultLanguage || !routing.languages.includes(detected)) {
    return { language: routing.defaultLanguage };
  }
  return { language: detected, redirectTo: routing.localePath('/', detected) };
}
