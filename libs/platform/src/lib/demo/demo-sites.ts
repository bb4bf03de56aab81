import type { GameCategory } from '@wl/site-model';
import type { LanguageCode } from '../sites/languages';
import { STARTER_CATEGORIES } from '../sites/starter/starter-plan';

/** The demo sites every fresh install serves: one per theme code, plus the default and a maintenance site. */
export interface DemoSite {
  key: string;
  hosts: string[];
  name: string;
  themeCode: string;
  themeColor: string;
  currency: string;
  /** The default language first, then the local one. */
  languages: LanguageCode[];
  /** Logo gradient colours. */
  logoColors: [string, string];
  /** The game categories the site offers, its lobby tabs in this order. */
  categories: GameCategory[];
  maintenance?: { start: string; end: string };
}

const casinoCategories = [...STARTER_CATEGORIES.casino];
const slotCategories = [...STARTER_CATEGORIES.slot];
const sportsCategories = [...STARTER_CATEGORIES.sportsbook];

const casinoColors = ['gold', 'crimson', 'emerald', 'royal', 'noir'];
const slotColors = ['neon', 'sunset', 'ocean', 'candy', 'lime'];
const sportsColors = ['pitch', 'arena', 'night', 'steel', 'flame'];

const currencies = ['PHP', 'USD', 'MYR', 'VND', 'BDT', 'NPR', 'CNY', 'RUB', 'EUR'];
const localLanguages: LanguageCode[] = ['PHP', 'CN', 'MS', 'VI', 'BN', 'NE', 'CT', 'RUS', 'ESP'];

function site(
  key: string,
  name: string,
  themeCode: string,
  themeColor: string,
  index: number,
  categories: GameCategory[],
  logoColors: [string, string],
): DemoSite {
  return {
    key,
    hosts: [`${key}.localhost`],
    name,
    themeCode,
    themeColor,
    currency: currencies[index % currencies.length] ?? 'USD',
    languages: ['EN', localLanguages[index % localLanguages.length] ?? 'PHP'],
    logoColors,
    categories,
  };
}

const casinoNames = [
  'Golden Palace',
  'Royal Flush Club',
  'Monte Verde Casino',
  'Velvet Room',
  'Crown & Dice',
  'Emerald Isle Casino',
  'Noir Lounge',
  'Sapphire Bay',
  'Grand Meridian',
];
const slotNames = [
  'Neon Reels',
  'Lucky Lantern',
  'Jackpot Jungle',
  'Spin City',
  'Candy Spins',
  'Reel Rush',
  'Mega Cherry',
  'Starburst Arcade',
  'Wild Wheel',
];
const sportsNames = ['Kickoff Bet', 'Arena Odds', 'Night Match', 'Steel Sports'];

const hues = [
  '#d4a017',
  '#c8102e',
  '#10a36a',
  '#5b3cc4',
  '#1f2937',
  '#ff2d95',
  '#ff6b35',
  '#0096c7',
  '#e056fd',
];

export const DEMO_SITES: readonly DemoSite[] = [
  ...casinoNames.map((name, i) =>
    site(`casino${i + 1}`, name, `casino${i + 1}`, casinoColors[i % 5] ?? 'gold', i, casinoCategories, [
      hues[i % hues.length] ?? '#d4a017',
      '#111827',
    ]),
  ),
  ...slotNames.map((name, i) =>
    site(`slot${i + 1}`, name, `slot${i + 1}`, slotColors[i % 5] ?? 'neon', i + 3, slotCategories, [
      hues[(i + 5) % hues.length] ?? '#ff2d95',
      '#1e1b4b',
    ]),
  ),
  ...sportsNames.map((name, i) =>
    site(
      `sportsbook${i + 1}`,
      name,
      `sportsbook${i + 1}`,
      sportsColors[i % 5] ?? 'pitch',
      i + 6,
      sportsCategories,
      [hues[(i + 2) % hues.length] ?? '#10a36a', '#0f172a'],
    ),
  ),
  {
    ...site('default', 'Lucky Star Demo', 'casino2', 'royal', 0, casinoCategories, ['#5b3cc4', '#f9c74f']),
    hosts: ['localhost', '127.0.0.1'],
  },
  {
    ...site('maintenance', 'Harbour Lights Casino', 'casino1', 'gold', 1, casinoCategories, [
      '#64748b',
      '#0f172a',
    ]),
    hosts: ['maintenance.localhost'],
    // A window around "now" far into the future, so the demo site stays under maintenance.
    maintenance: { start: '2026-01-01T00:00:00.000Z', end: '2099-12-31T23:59:00.000Z' },
  },
];
