import type { SeoRecord, Site, SiteLanguage } from '@wl/api';
import type { Palette } from '@wl/site-model';
import { imageType, routingOf } from './page-head';

export interface WebManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose: string;
}

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description?: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color?: string;
  background_color?: string;
  icons: WebManifestIcon[];
}

/** The site's web app manifest: installable, in its palette, with its icon (and logo) at any size. */
export function webManifest(
  site: Site,
  languages: readonly SiteLanguage[],
  palette: Palette | undefined,
  home: SeoRecord | null,
): WebManifest {
  const routing = routingOf(languages);
  const sources = [...new Set([site.manifest_icon, site.logo1].filter(Boolean))];
  return {
    id: '/',
    name: site.site_name,
    short_name: site.logo_text || site.site_name,
    ...(home?.meta_desc ? { description: home.meta_desc } : {}),
    lang: routing.htmlLangOf(routing.defaultLanguage),
    // Every language of the catalogue is written left to right.
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    ...(palette ? { theme_color: palette['--wl-primary'], background_color: palette['--wl-bg'] } : {}),
    icons: sources.map((src) => {
      const type = imageType(src);
      return { src, sizes: 'any', ...(type ? { type } : {}), purpose: 'any' };
    }),
  };
}
