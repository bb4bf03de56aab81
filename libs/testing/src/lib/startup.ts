import type { MenuItem, Site, SiteLanguage, StartupResponse } from '@wl/api';

/** What a test changes of the startup answer; `site` fields are laid over the default site's. */
export interface StartupOverrides extends Partial<Omit<StartupResponse, 'site'>> {
  site?: Partial<Site>;
}

/** The languages of a site, the first one its default: siteLanguages('EN', 'VI'). */
export function siteLanguages(...codes: string[]): SiteLanguage[] {
  return codes.map((code, index) => ({ code, is_default: index === 0 }));
}

/** The site's menus: no content menu, and a game menu of [name, category, url] entries in this order. */
export function gameMenu(
  ...entries: [name: string, category: string, url: string][]
): StartupResponse['content'] {
  const game_menu = entries.map(([name, category, url], index): MenuItem => ({
    content_id: index + 1,
    name,
    category,
    url,
    children: [],
  }));
  return { menu: [], game_menu };
}

/** The startup answer of a running casino1 site in English and Vietnamese, with no menu and no games. */
export function startupAnswer(overrides: StartupOverrides = {}): StartupResponse {
  const { site, ...rest } = overrides;
  return {
    statusCode: 1,
    message: 'OK',
    maintenance: { is_maintenance: false, start_date: null, end_date: null },
    content: { menu: [], game_menu: [] },
    language: siteLanguages('EN', 'VI'),
    provider_count: [],
    aff_domain: '',
    live_chat: null,
    ...rest,
    site: {
      site_name: 'Lucky Lantern',
      currency: 'PHP',
      theme_code: 'casino1',
      theme_color: 'gold',
      logo1: '/logo1.svg',
      logo2: '',
      logo3: '',
      status: true,
      expired_date: null,
      logo_text: site?.site_name ?? 'Lucky Lantern',
      external_id: 'ext-1',
      android_sub: '',
      ios_sub: '',
      manifest_icon: '',
      gamify_status: false,
      tac_login: false,
      ...site,
    },
  };
}
