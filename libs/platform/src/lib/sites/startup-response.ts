import type { MenuItem, StartupResponse } from '@wl/api';
import type { DemoSite } from '../demo/demo-sites';

const CATEGORY_MENU: Readonly<Record<string, { name: string; url: string }>> = {
  hot: { name: 'Hot', url: '/hot' },
  slots: { name: 'Slots', url: '/slots' },
  livecasino: { name: 'Live Casino', url: '/casino' },
  table: { name: 'Table Games', url: '/casino' },
  hashgame: { name: 'Hash Games', url: '/hash-game' },
  sportsbook: { name: 'Sports', url: '/sports' },
  fish: { name: 'Fishing', url: '/fishing' },
  sabong: { name: 'Sabong', url: '/sabong' },
  lottery: { name: 'Lottery', url: '/lottery' },
  horseracing: { name: 'Horse Racing', url: '/horse-racing' },
  bingo: { name: 'Bingo', url: '/bingo' },
  arcade: { name: 'Arcade', url: '/arcade' },
  crash: { name: 'Crash', url: '/crash' },
  freeplay: { name: 'Free Play', url: '/freeplay' },
  poker: { name: 'Poker', url: '/poker' },
};

const DEMO_PROVIDERS = ['JILI', 'PPLAY', 'FACHAI', 'PGSOFT', 'JDB', 'YBAT', 'EPW'];

export const SITE_NOT_FOUND_STATUS = -404;

function menuOf(categories: readonly string[], firstId: number): MenuItem[] {
  // Table games share the casino lobby, so they get no entry of their own next to live casino.
  const shown = ['hot', ...categories].filter((c) => !(c === 'table' && categories.includes('livecasino')));
  return shown.flatMap((category, i) => {
    const entry = CATEGORY_MENU[category];
    return entry
      ? [{ content_id: firstId + i, name: entry.name, category, url: entry.url, children: [] }]
      : [];
  });
}

function isWithin(window: { start: string; end: string }, now: Date): boolean {
  return now >= new Date(window.start) && now <= new Date(window.end);
}

export function buildStartupResponse(site: DemoSite, now: Date): StartupResponse {
  const base = {
    statusCode: 1,
    message: 'OK',
    aff_domain: `aff.${site.hosts[0] ?? 'localhost'}`,
  };
  if (site.maintenance && isWithin(site.maintenance, now)) {
    return {
      ...base,
      maintenance: {
        is_maintenance: true,
        start_date: site.maintenance.start,
        end_date: site.maintenance.end,
      },
      content: { menu: [], game_menu: [] },
      site: null,
      language: [],
      provider_count: [],
      live_chat: null,
    };
  }
  const logo = `/api/media/logo/${site.key}.svg`;
  return {
    ...base,
    maintenance: { is_maintenance: false, start_date: null, end_date: null },
    content: { menu: menuOf(site.categories, 100), game_menu: menuOf(site.categories, 200) },
    site: {
      site_name: site.name,
      currency: site.currency,
      theme_code: site.themeCode,
      theme_color: site.themeColor,
      logo1: logo,
      logo2: logo,
      logo3: logo,
      status: true,
      expired_date: null,
      logo_text: site.name,
      external_id: site.key,
      android_sub: '',
      ios_sub: '',
      manifest_icon: logo,
      gamify_status: true,
      tac_login: false,
    },
    language: site.languages.map((code, i) => ({ code, is_default: i === 0 })),
    provider_count: site.categories.flatMap((category, i) =>
      DEMO_PROVIDERS.slice(0, 3 + (i % 4)).map((provider_code) => ({ provider_code, category, count: 12 })),
    ),
    live_chat: { chat_id: '', image_id: '', status: false },
  };
}

export function siteNotFoundResponse(): StartupResponse {
  return {
    statusCode: SITE_NOT_FOUND_STATUS,
    message: 'siteNotFound',
    maintenance: { is_maintenance: false, start_date: null, end_date: null },
    content: { menu: [], game_menu: [] },
    site: null,
    language: [],
    provider_count: [],
    aff_domain: '',
    live_chat: null,
  };
}
