import { CATEGORY_PATHS, type GameCategory } from '@wl/site-model';
import { DEMO_PROVIDERS, providersOf } from '../demo/demo-catalogue';
import type { DemoSite } from '../demo/demo-sites';
import type { ProductInput } from '../sites/games/game-types';
import type { MenuInput, SiteInput } from '../sites/site-types';

const CATEGORY_LABELS: Readonly<Record<GameCategory, string>> = {
  slots: 'Slots',
  livecasino: 'Live Casino',
  table: 'Table Games',
  hashgame: 'Hash Games',
  sportsbook: 'Sports',
  fish: 'Fishing',
  sabong: 'Sabong',
  lottery: 'Lottery',
  horseracing: 'Horse Racing',
  bingo: 'Bingo',
  arcade: 'Arcade',
  crash: 'Crash',
  freeplay: 'Free Play',
  poker: 'Poker',
};

export function providerName(code: string): string {
  return DEMO_PROVIDERS.find((p) => p.code === code)?.name ?? code;
}

export function lobbyPath(category: GameCategory): string {
  return CATEGORY_PATHS[category];
}

/** The site itself: theme, colours, languages and the settings that differ from site to site. */
export function demoSiteInput(demo: DemoSite, index: number): SiteInput {
  const host = demo.hosts[0] ?? `${demo.key}.localhost`;
  return {
    key: demo.key,
    name: demo.name,
    hosts: demo.hosts,
    themeCode: demo.themeCode,
    themeColor: demo.themeColor,
    currency: demo.currency,
    settings: {
      logo_colors: demo.logoColors,
      languages: demo.languages.map((code, i) => ({ code, is_default: i === 0 })),
      gamify_status: index % 3 !== 2,
      tac_login: demo.themeCode.startsWith('slot') && index % 2 === 0,
      aff_domain: `aff.${host}`,
      referral: { setting_value: index % 4 === 3 ? 0 : 1 },
      bts: [
        { name: '18+', img_url: '', href: '/responsible-gaming' },
        { name: 'Responsible Gaming', img_url: '', href: '/responsible-gaming' },
        { name: 'Licensed & Regulated', img_url: '', href: '/about' },
      ],
    },
  };
}

/** What the site offers: every provider of each of its categories, a rotating four of the six slot studios. */
export function demoProducts(demo: DemoSite, index: number): ProductInput[] {
  return demo.categories.flatMap((category) => {
    const providers = providersOf(category);
    const chosen =
      category === 'slots'
        ? providers.filter((_, i) => (i - index + providers.length * 10) % providers.length < 4)
        : providers;
    return chosen.map((providerCode) => ({ category, providerCode }));
  });
}

/** The main menu (with a child per provider) and the lobby tabs, from what the site offers. */
export function demoMenus(
  demo: DemoSite,
  products: ProductInput[],
): { menu: MenuInput[]; gameMenu: MenuInput[] } {
  const hot: MenuInput = { name: 'Hot Games', category: 'hot', url: '/hot' };
  // Table games share the casino lobby, so the main menu lists them under live casino only.
  const inMenu = demo.categories.filter((c) => !(c === 'table' && demo.categories.includes('livecasino')));
  const categoryEntry = (category: GameCategory, withChildren: boolean): MenuInput => ({
    name: CATEGORY_LABELS[category],
    category,
    url: lobbyPath(category),
    children: withChildren
      ? products
          .filter((p) => p.category === category)
          .map((p) => ({
            name: providerName(p.providerCode),
            category,
            url: `${lobbyPath(category)}?provider=${p.providerCode}`,
          }))
      : [],
  });
  return {
    menu: [
      { name: 'Home', category: 'home', url: '/' },
      hot,
      ...inMenu.map((c) => categoryEntry(c, true)),
      { name: 'Promotions', category: 'promotions', url: '/promotions' },
      { name: 'VIP', category: 'vip', url: '/vip' },
    ],
    gameMenu: [hot, ...demo.categories.map((c) => categoryEntry(c, false))],
  };
}
