import { ROUTES, findRouteByPath } from './routes';

/** The literal route list of spec section 2. */
const SPEC_PATHS = [
  '/',
  '/about',
  '/account',
  '/add-bank',
  '/arcade',
  '/bank-details',
  '/banking',
  '/bet-history',
  '/bingo',
  '/casino',
  '/change-password',
  '/contact-us',
  '/crash',
  '/deposit',
  '/download',
  '/edit-profile',
  '/faqs',
  '/fishing',
  '/forgot-password',
  '/freeplay',
  '/hash-game',
  '/horse-racing',
  '/hot',
  '/inbox',
  '/leaderboard',
  '/login',
  '/lottery',
  '/minigame',
  '/mission',
  '/news',
  '/playnow',
  '/poker',
  '/preloader',
  '/privacy-policy',
  '/profile',
  '/promotions',
  '/referral',
  '/register',
  '/responsible-gaming',
  '/sabong',
  '/security',
  '/slots',
  '/spin',
  '/sports',
  '/statement',
  '/term-condition',
  '/transaction-history',
  '/vip',
  '/withdrawal',
];

const MEMBER_PATHS = [
  '/account',
  '/profile',
  '/edit-profile',
  '/change-password',
  '/security',
  '/bank-details',
  '/add-bank',
  '/deposit',
  '/withdrawal',
  '/statement',
  '/transaction-history',
  '/bet-history',
  '/inbox',
  '/referral',
  // Rewards: the token games, missions and leaderboard are the player's own (a guest goes to the login).
  '/minigame',
  '/spin',
  '/mission',
  '/leaderboard',
];

describe('routes', () => {
  it('are exactly the 49 static paths of the spec', () => {
    expect(SPEC_PATHS).toHaveLength(49);
    expect(ROUTES.map((r) => r.path).sort()).toEqual([...SPEC_PATHS].sort());
  });

  it('have unique paths and names and no parameters', () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    for (const route of ROUTES) expect(route.path).not.toMatch(/[:*?]/);
  });

  it('findRouteByPath finds each spec path and nothing else', () => {
    for (const path of SPEC_PATHS) expect(findRouteByPath(path)?.path).toBe(path);
    expect(findRouteByPath('/nope')).toBeUndefined();
    expect(findRouteByPath('/login/')).toBeUndefined();
    expect(findRouteByPath('/hashGame')).toBeUndefined();
  });

  it('only /forgot-password is guest-only', () => {
    expect(ROUTES.filter((r) => r.guestOnly).map((r) => r.path)).toEqual(['/forgot-password']);
  });

  it('only /minigame uses the minigame layout; no other route sets a layout', () => {
    expect(findRouteByPath('/minigame')?.layout).toBe('minigame');
    expect(ROUTES.filter((r) => r.layout !== undefined).map((r) => r.path)).toEqual(['/minigame']);
  });

  it('member pages require login and no other page does', () => {
    const protectedPaths = ROUTES.filter((r) => r.requiresAuth).map((r) => r.path);
    expect([...protectedPaths].sort()).toEqual([...MEMBER_PATHS].sort());
  });

  it.each(['/', '/login', '/register', '/forgot-password', '/promotions', '/slots', '/vip'])(
    '%s is open to guests',
    (path) => {
      expect(findRouteByPath(path)?.requiresAuth).toBeFalsy();
    },
  );
});
