/** The product's game categories (spec section 9) and the route each one lives on. */
export const GAME_CATEGORIES = [
  'slots',
  'livecasino',
  'hashgame',
  'sportsbook',
  'fish',
  'table',
  'sabong',
  'lottery',
  'horseracing',
  'bingo',
  'arcade',
  'crash',
  'freeplay',
  'poker',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

export const CATEGORY_PATHS: Readonly<Record<GameCategory, string>> = {
  slots: '/slots',
  livecasino: '/casino',
  hashgame: '/hash-game',
  sportsbook: '/sports',
  fish: '/fishing',
  // Table games have no route of their own; they are part of the casino lobby.
  table: '/casino',
  sabong: '/sabong',
  lottery: '/lottery',
  horseracing: '/horse-racing',
  bingo: '/bingo',
  arcade: '/arcade',
  crash: '/crash',
  freeplay: '/freeplay',
  poker: '/poker',
};

export interface RouteDefinition {
  /** Stable page name a template's page map is keyed by. */
  name: PageName;
  path: string;
  layout?: 'minigame';
  guestOnly?: boolean;
  requiresAuth?: boolean;
  /** Route middleware run by name before the page shows (see the middleware registry). */
  middleware?: readonly string[];
  /** Lobby routes: the game categories they list. */
  categories?: readonly GameCategory[];
}

export const PAGE_NAMES = [
  'home',
  'about',
  'account',
  'addBank',
  'arcade',
  'bankDetails',
  'banking',
  'betHistory',
  'bingo',
  'casino',
  'changePassword',
  'contactUs',
  'crash',
  'deposit',
  'download',
  'editProfile',
  'faqs',
  'fishing',
  'forgotPassword',
  'freeplay',
  'hashGame',
  'horseRacing',
  'hot',
  'inbox',
  'leaderboard',
  'login',
  'lottery',
  'minigame',
  'mission',
  'news',
  'playnow',
  'poker',
  'preloader',
  'privacyPolicy',
  'profile',
  'promotions',
  'referral',
  'register',
  'responsibleGaming',
  'sabong',
  'security',
  'slots',
  'spin',
  'sports',
  'statement',
  'termCondition',
  'transactionHistory',
  'vip',
  'withdrawal',
] as const;
export type PageName = (typeof PAGE_NAMES)[number];

const memberPages = new Set<PageName>([
  'account',
  'profile',
  'editProfile',
  'changePassword',
  'security',
  'bankDetails',
  'addBank',
  'deposit',
  'withdrawal',
  'statement',
  'transactionHistory',
  'betHistory',
  'inbox',
  'referral',
  // Rewards: the token games and the player's missions and place are a player's own.
  'minigame',
  'spin',
  'mission',
  'leaderboard',
]);

const lobbyCategories: Partial<Record<PageName, readonly GameCategory[]>> = {
  slots: ['slots'],
  casino: ['livecasino', 'table'],
  hashGame: ['hashgame'],
  sports: ['sportsbook'],
  fishing: ['fish'],
  sabong: ['sabong'],
  lottery: ['lottery'],
  horseRacing: ['horseracing'],
  bingo: ['bingo'],
  arcade: ['arcade'],
  crash: ['crash'],
  freeplay: ['freeplay'],
  poker: ['poker'],
};

function pathOf(name: PageName): string {
  if (name === 'home') return '/';
  return '/' + name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** The spec's static routes: every page of the product, none with parameters. */
export const ROUTES: readonly RouteDefinition[] = PAGE_NAMES.map((name) => {
  const route: RouteDefinition = { name, path: pathOf(name) };
  if (name === 'minigame') route.layout = 'minigame';
  if (name === 'forgotPassword') {
    route.guestOnly = true;
    route.middleware = ['guest'];
  }
  if (memberPages.has(name)) {
    route.requiresAuth = true;
    route.middleware = ['auth'];
  }
  const categories = lobbyCategories[name];
  if (categories) route.categories = categories;
  return route;
});

export function findRouteByPath(path: string): RouteDefinition | undefined {
  return ROUTES.find((r) => r.path === path);
}

/** Names of the lobby pages (one per game-category route). */
export const LOBBY_PAGE_NAMES: readonly PageName[] = ROUTES.filter((r) => r.categories).map((r) => r.name);
