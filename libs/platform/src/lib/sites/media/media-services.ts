import { CATEGORY_PATHS } from '@wl/site-model';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { gameProviders, games, sites, slides } from '../../db/schema';
import { gameArtSvg } from '../../media/game-art-svg';
import { logoSvg } from '../../media/logo-svg';
import { providerLogoSvg } from '../../media/provider-logo-svg';
import { slideBannerSvg } from '../../media/slide-banner-svg';
import { siteSettingsById } from '../site-records';
import { defaultSiteSettings, readSiteSettings } from '../site-settings';
import type { SiteMediaServices } from '../site-types';

/** The category whose lobby a link opens (/slots → slots), for a banner's picture. */
function categoryOfLink(link: string): string {
  const path = link.replace(/^https?:\/\/[^/]+/i, '').split(/[?#]/)[0] ?? '';
  const found = Object.entries(CATEGORY_PATHS).find(([, lobby]) => lobby === path);
  return found?.[0] ?? 'slots';
}

export function createMediaServices(db: Db): SiteMediaServices {
  return {
    async logo(siteKey) {
      const [site] = await db.select().from(sites).where(eq(sites.key, siteKey));
      if (!site) return undefined;
      const settings = readSiteSettings(site.settings, defaultSiteSettings(site.key, site.name, undefined));
      return logoSvg(site.name, settings.logo_colors);
    },

    async gameArt(providerCode, gameCode) {
      const [game] = await db
        .select({ gameName: games.gameName, gameType: games.gameType, providerName: gameProviders.name })
        .from(games)
        .innerJoin(gameProviders, eq(gameProviders.code, games.providerCode))
        .where(and(eq(games.providerCode, providerCode), eq(games.gameCode, gameCode)));
      return game ? gameArtSvg({ providerCode, gameCode, ...game }) : undefined;
    },

    async providerLogo(providerCode) {
      const [provider] = await db.select().from(gameProviders).where(eq(gameProviders.code, providerCode));
      return provider ? providerLogoSvg(provider.code, provider.name) : undefined;
    },

    async slideBanner(siteId, slideId) {
      const [slide] = await db
        .select()
        .from(slides)
        .where(and(eq(slides.id, slideId), eq(slides.siteId, siteId)));
      if (!slide) return undefined;
      const settings = await siteSettingsById(db, siteId);
      return slideBannerSvg({
        title: slide.enTitle,
        subtitle: slide.enSubtitle,
        colors: settings.logo_colors,
        category: categoryOfLink(slide.linkUrl),
        seed: `slide/${slide.id}`,
      });
    },
  };
}
