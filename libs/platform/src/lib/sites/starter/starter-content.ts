import type { GameCategory } from '@wl/site-model';
import { CMS_PAGES } from '../../db/schema';
import { demoTexts, fill, type SeoPage } from '../../demo/texts/demo-texts';
import type { SiteContentServices } from '../content/content-types';
import { providerLogoUrl } from '../games/game-image';
import type { ProductInput } from '../games/game-types';
import { lobbyPath, providerName } from './starter-plan';

const DAY_MS = 24 * 60 * 60 * 1000;

const SEO_PAGE_OF: Readonly<Record<GameCategory, SeoPage>> = {
  slots: 'slots',
  livecasino: 'casino',
  table: 'casino',
  hashgame: 'hash-game',
  sportsbook: 'sports',
  fish: 'fishing',
  sabong: 'sabong',
  lottery: 'lottery',
  horseracing: 'horse-racing',
  bingo: 'bingo',
  arcade: 'arcade',
  crash: 'crash',
  freeplay: 'freeplay',
  poker: 'poker',
};

/** The site a starter content is written for. */
export interface StarterSite {
  id: number;
  key: string;
  name: string;
  /** Its first host (the SEO records' URLs). */
  host: string;
  categories: readonly GameCategory[];
  /** The site's languages, the default first: English texts, and the first other one's as the local text. */
  languages: readonly string[];
}

/** The language whose texts fill the local side of a site's content: its first one besides English. */
export function localLanguageOf(languages: readonly string[]): string {
  return languages.find((code) => code !== 'EN') ?? 'EN';
}

/**
 * A site's starter content, in English and its local language: the CMS pages, an SEO record for the home
 * page, each lobby and a few content pages, partners (its providers), slides, announcements and marquee.
 * Written through the content services given (a transaction's, for a site made in one).
 */
export async function writeStarterContent(
  content: SiteContentServices,
  site: StarterSite,
  products: ProductInput[],
  now: Date,
): Promise<void> {
  const en = demoTexts('EN');
  const local = demoTexts(localLanguageOf(site.languages));
  const { id: siteId, name, host } = site;
  const firstCategory = site.categories[0] ?? 'slots';

  for (const page of CMS_PAGES) {
    await content.setCmsPage(siteId, page, {
      status: true,
      en_body: fill(en.cms[page], name),
      local_body: fill(local.cms[page], name),
    });
  }

  const seoPages = [
    ...new Set<SeoPage>([
      'home',
      ...site.categories.map((c) => SEO_PAGE_OF[c]),
      'promotions',
      'about',
      'faqs',
    ]),
  ];
  for (const page of seoPages) {
    const path = page === 'home' ? '/' : `/${page}`;
    const title = en.pageTitles[page];
    await content.setSeoRecord(siteId, {
      page_name: page,
      en_item_name: title,
      en_body: `<p>${fill(en.seoBody, name, title)}</p>`,
      local_item_name: local.pageTitles[page],
      local_body: `<p>${fill(local.seoBody, name, local.pageTitles[page])}</p>`,
      meta_title: page === 'home' ? `${name} | Online Casino, Slots and Sports` : `${title} | ${name}`,
      meta_desc: fill(en.seoBody, name, title),
      meta_keywords: [name, title, 'online casino', 'slots', 'live casino', 'sports betting'].join(', '),
      meta_url: `http://${host}${path}`,
      meta_canonical: `http://${host}${path}`,
      meta_author: name,
      meta_publisher: name,
      meta_lang: 'en',
      meta_image_url: `/api/media/logo/${site.key}.svg`,
    });
  }

  const providers = [...new Map(products.map((p) => [p.providerCode, p])).values()].slice(0, 8);
  await content.setPartners(
    siteId,
    providers.map((p) => ({
      href: `${lobbyPath(p.category as GameCategory)}?provider=${p.providerCode}`,
      img_url: providerLogoUrl(p.providerCode),
      partner_name: providerName(p.providerCode),
    })),
  );

  const slideLinks = ['/promotions', lobbyPath(firstCategory), '/referral'];
  await content.setSlides(
    siteId,
    en.slides.map((slide, i) => ({
      en_title: fill(slide.title, name),
      local_title: fill(local.slides[i]?.title ?? slide.title, name),
      en_subtitle: fill(slide.subtitle, name),
      local_subtitle: fill(local.slides[i]?.subtitle ?? slide.subtitle, name),
      link_url: slideLinks[i] ?? '/',
    })),
  );

  await content.setAnnouncements(
    siteId,
    en.announcements.map((a, i) => ({
      en_title: a.title,
      local_title: local.announcements[i]?.title ?? a.title,
      en_content: a.content,
      local_content: local.announcements[i]?.content ?? a.content,
      published_at: new Date(now.getTime() - (i * 2 + 1) * DAY_MS),
    })),
  );

  await content.setMarquee(
    siteId,
    en.marquee.map((text, i) => ({
      en_text: fill(text, name),
      local_text: fill(local.marquee[i] ?? text, name),
    })),
  );
}
