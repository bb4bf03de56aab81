import type { GameCategory } from '@wl/site-model';
import { CMS_PAGES } from '../db/schema';
import type { DemoSite } from '../demo/demo-sites';
import { demoTexts, fill, type SeoPage } from '../demo/texts/demo-texts';
import type { Platform } from '../platform';
import { providerLogoUrl } from '../sites/games/game-image';
import type { ProductInput } from '../sites/games/game-types';
import { lobbyPath, providerName } from './seed-sites-setup';

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

/** The site's CMS pages, SEO records, partners, social accounts, scripts, slides, announcements and marquee. */
export async function seedSiteContent(
  platform: Platform,
  siteId: number,
  demo: DemoSite,
  products: ProductInput[],
): Promise<void> {
  const { content } = platform.sites;
  const en = demoTexts('EN');
  const local = demoTexts(demo.languages[1] ?? 'EN');
  const name = demo.name;
  const host = demo.hosts[0] ?? 'localhost';
  const now = platform.clock().getTime();
  const firstCategory = demo.categories[0] ?? 'slots';

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
      ...demo.categories.map((c) => SEO_PAGE_OF[c]),
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
      meta_image_url: `/api/media/logo/${demo.key}.svg`,
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

  await content.setSocialAccounts(siteId, [
    { social_type: 'facebook', account_name: name, url: `https://www.facebook.com/${demo.key}.demo` },
    { social_type: 'telegram', account_name: `@${demo.key}_demo`, url: `https://t.me/${demo.key}_demo` },
    {
      social_type: 'instagram',
      account_name: `${demo.key}.demo`,
      url: `https://www.instagram.com/${demo.key}.demo`,
    },
    {
      social_type: 'email',
      account_name: `support@${demo.key}.example.com`,
      url: `mailto:support@${demo.key}.example.com`,
    },
  ]);

  // Harmless demo tracking: a data-layer event in the head, a hidden marker for the body's noscript.
  await content.setAnalytics(siteId, [
    {
      section: 'HEAD',
      script: `<script>window.dataLayer=window.dataLayer||[];window.dataLayer.push({event:'wl_demo_pageview',site:'${demo.key}'});</script>`,
    },
    { section: 'BODY', script: `<div hidden data-wl-analytics="${demo.key}"></div>` },
  ]);

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
      published_at: new Date(now - (i * 2 + 1) * DAY_MS),
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
