// Test-only: a content route over a real store tree, a fake platform and the site's messages.
import type { Cms, CmsPage, LiveChat, Site, SocialAccount } from '@wl/api';
import type { LanguageCode } from '@wl/i18n';
import { renderWithStore, type Handler } from '@wl/testing';
import type { ContentPageName } from '../lib/content/content-page-names';
import { ContentRoutePage } from '../lib/content/content-pages';

export const unavailable: Record<string, unknown> = { statusCode: -503, message: 'serviceUnavailable' };

/** Every CMS page on, with an English and a Vietnamese body naming the page. */
export function cmsOf(overrides: Partial<Cms> = {}): Cms {
  const pages: CmsPage[] = ['about_us', 'privacy_policy', 'banking', 'faqs', 'responsible_gaming', 'terms'];
  const cms = Object.fromEntries(
    pages.flatMap((page) => [
      [`${page}_status`, true],
      [`en_${page}_body`, `<p>English ${page} text</p>`],
      [`local_${page}_body`, `<p>Vietnamese ${page} text</p>`],
    ]),
  ) as Cms;
  return { ...cms, ...overrides };
}

export interface RenderOptions {
  handler?: Handler;
  language?: LanguageCode;
  /** The CMS pages the site loader stored; null: none (still loading, or the load failed). */
  cms?: Cms | null;
  accounts?: SocialAccount[];
  /** True while the site loader is still loading (default: it is done). */
  preloader?: boolean;
  site?: Partial<Site>;
  liveChat?: LiveChat | null;
}

/** Renders one content route over a store tree whose site loader has run as the options say. */
export function renderContent(page: ContentPageName, options: RenderOptions = {}) {
  const cms = options.cms === undefined ? cmsOf() : options.cms;
  const { store, calls, ...view } = renderWithStore(<ContentRoutePage page={page} />, {
    answers: options.handler,
    language: options.language,
    accounts: options.accounts ?? [],
    startup: { site: options.site, live_chat: options.liveChat ?? null },
    prepare: (store) => {
      if (cms) store.site.setCms(cms);
      store.site.setShowPreloader(options.preloader ?? false);
    },
  });
  return { store, calls, view };
}
