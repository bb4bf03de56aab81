import { CATEGORY_PATHS, type GameCategory, type TemplateFamily } from '@wl/site-model';
import { DEMO_PROVIDERS, providersOf } from '../../demo/demo-catalogue';
import type { ProductInput } from '../games/game-types';
import type { MenuInput } from '../site-types';

/** The game categories a new site of each template family offers, its lobby tabs in this order. */
export const STARTER_CATEGORIES: Readonly<Record<TemplateFamily, readonly GameCategory[]>> = {
  casino: ['livecasino', 'slots', 'table', 'poker', 'fish', 'lottery'],
  slot: ['slots', 'fish', 'arcade', 'crash', 'bingo', 'freeplay'],
  sportsbook: ['sportsbook', 'livecasino', 'slots', 'horseracing', 'sabong', 'hashgame'],
};

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

/** How many of the six slot studios a starter site offers (the others wait to be enabled). */
const STARTER_SLOT_STUDIOS = 4;

export function providerName(code: string): string {
  return DEMO_PROVIDERS.find((p) => p.code === code)?.name ?? code;
}

export function lobbyPath(category: GameCategory): string {
  return CATEGORY_PATHS[category];
}

/**
 * What a starter site offers: every provider of each of its categories, and four of the six slot
 * studios, chosen by `rotation` (the demo sites rotate them so they differ from one another).
 */
export function starterProducts(categories: readonly GameCategory[], rotation = 0): ProductInput[] {
  return categories.flatMap((category) => {
    const providers = providersOf(category);
    const chosen =
      category === 'slots'
        ? providers.filter(
            (_, i) => (i - rotation + providers.length * 10) % providers.length < STARTER_SLOT_STUDIOS,
          )
        : providers;
    return chosen.map((providerCode) => ({ category, providerCode }));
  });
}

/** The main menu (with a child per provider) and the lobby tabs, from what the site offers. */
export function starterMenus(
  categories: readonly GameCategory[],
  products: ProductInput[],
): { menu: MenuInput[]; gameMenu: MenuInput[] } {
  const hot: MenuInput = { name: 'Hot Games', category: 'hot', url: '/hot' };
  // Table games share the casino lobby, so the main menu lists them under live casino only.
  const inMenu = categories.filter((c) => !(c === 'table' && categories.includes('livecasino')));
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
    gameMenu: [hot, ...categories.map((c) => categoryEntry(c, false))],
  };
}
