import { makeAutoObservable, runInAction } from 'mobx';
import {
  LocaleRouting,
  type ChangeLanguageOptions,
  type LanguageCatalogue,
  type LanguageCode,
  type LanguageEntry,
  type SiteLanguageOption,
} from '@wl/i18n';
import type { NavigationPort } from '../routes/navigation';

export interface LocaleStoreDeps {
  catalogue: LanguageCatalogue;
  navigation: NavigationPort;
  /** Where the language switch writes its cookie and <html lang>. */
  doc?: ChangeLanguageOptions['document'];
  /** A language's message chunk failed to load (after a deploy the old files are gone). */
  onLoadError?: (error: unknown) => void;
}

/** The language shown and the locale-prefixed paths of the site. */
export class LocaleStore {
  routing: LocaleRouting;
  language: LanguageCode;
  switching = false;

  constructor(private readonly deps: LocaleStoreDeps) {
    this.routing = new LocaleRouting(deps.catalogue, []);
    this.language = this.routing.defaultLanguage;
    makeAutoObservable<this, 'deps'>(this, { deps: false, routing: false });
  }

  configure(siteLanguages: readonly SiteLanguageOption[], language: LanguageCode): void {
    this.routing = new LocaleRouting(this.deps.catalogue, siteLanguages);
    this.language = language;
  }

  /** What a language menu offers on this site. */
  get choices(): LanguageEntry[] {
    return this.deps.catalogue.languageChoices(this.routing.siteLanguages);
  }

  /** A path of the site in the language shown: path('/login') is /vi/login in Vietnamese. */
  path(path: string): string {
    return this.routing.localePath(path, this.language);
  }

  /**
   * The player picks a language: its messages are downloaded (only that language's files), the
   * i18n_redirected cookie remembers it, and the page moves to the same path in that language.
   */
  async switchTo(code: LanguageCode): Promise<void> {
    if (code === this.language) return;
    this.switching = true;
    try {
      const shown = await this.deps.catalogue.changeLanguage(code, { document: this.deps.doc });
      runInAction(() => {
        this.language = shown;
      });
      this.deps.navigation.navigate(this.routing.switchLocalePath(this.deps.navigation.current(), shown));
    } catch (error: unknown) {
      this.deps.onLoadError?.(error);
    } finally {
      runInAction(() => {
        this.switching = false;
      });
    }
  }

  /** The URL names another language (back button, a link): show that language, without the cookie. */
  async followPath(pathname: string): Promise<void> {
    const { language } = this.routing.parse(pathname);
    if (language === this.language) return;
    try {
      const shown = await this.deps.catalogue.changeLanguage(language);
      runInAction(() => {
        this.language = shown;
      });
    } catch (error: unknown) {
      this.deps.onLoadError?.(error);
    }
  }
}
