import * as i18n from '@wl/i18n';
import { FORCE_LOGOUT_KEY, RootStore, SESSION_STORAGE_KEY } from '@wl/core';
import { answersByPath, englishMessages, fakeApi, startupAnswer } from '@wl/testing';
import { walletFeature } from '@wl/wallet';
import { favouriteToGame } from './favourites-store';
import { favouritesFeature, profileFeature, vipFeature } from './member-features';

// The session (@wl/core) with the member stores it loads and clears: the wallet's balance, VIP progress,
// favourites and the profile, on one root store as the shell composes them.
const LOGIN_OK = {
  statusCode: 1,
  message: 'OK',
  token: 'tok-1',
  user: { account_id: 'demo1', session_token: 'sess-1' },
  fullname: 'Demo One',
  email: 'demo1@example.com',
};

const FAVOURITE = {
  provider_code: 'PGSOFT',
  game_code: 'fortune-tiger',
  game_name: 'Fortune Tiger',
  game_type: 'slots',
  img_url: '/media/games/fortune-tiger.webp',
};

const VIP = {
  statusCode: 1,
  message: 'OK',
  nextLevel: [
    {
      vip_name: 'Silver',
      vip_name_next: 'Gold',
      starting_deposit: 1000,
      cycle_deposit: 2500,
      deposit_next: 5000,
      starting_turnover: 10000,
      cycle_turnover: 90000,
      turnover_next: 50000,
    },
  ],
};

const MEMBER_ANSWERS = {
  'auth/login': LOGIN_OK,
  'auth/login_tac': LOGIN_OK,
  'auth/get_balance': { statusCode: 1, message: 'OK', game_balance: 1234.5, game_token: 7, frozen_token: 2 },
  'auth/vip': VIP,
  'home/fav_list': { statusCode: 1, message: 'OK', value: [FAVOURITE] },
};

function setup(table: Record<string, Record<string, unknown>> = MEMBER_ANSWERS) {
  const { api, calls } = fakeApi(answersByPath(table));
  const root = new RootStore(api, { i18n });
  root.site.applyStartup(startupAnswer());
  // The shell registers these with the session: balance first, then VIP progress and favourites.
  const wallet = root.feature(walletFeature);
  const vip = root.feature(vipFeature);
  const favourites = root.feature(favouritesFeature);
  const profile = root.feature(profileFeature);
  const report = jest.spyOn(root, 'report');
  const store = root.session;
  return {
    root,
    store,
    wallet,
    vip,
    favourites,
    profile,
    calls,
    report,
    toasts: root.toasts,
    site: root.siteRequest,
  };
}

beforeAll(englishMessages);
beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('the session and the member stores', () => {
  it('starts as a guest with the spec fields', () => {
    const { store, wallet, vip, favourites } = setup();
    expect(store.isAuthenticated).toBe(false);
    expect(store.user).toBeNull();
    expect(store.token).toBe('');
    expect(wallet.game).toEqual({ balance: 0, token: 0 });
    expect(store.email).toBe('');
    expect(store.fullname).toBe('');
    expect(favourites.game_fav_list).toEqual([]);
    expect(vip.vip).toBeNull();
    expect(wallet.minigame).toEqual({ frozen_token: 0, token_balance: 0 });
  });

  it('a password login with statusCode 1 and a token signs in, then fetches balance, VIP and favourites', async () => {
    const { store, wallet, vip, calls, report, site } = setup();
    const result = await store.login('demo1', 'Demo1234!');

    expect(result.ok).toBe(true);
    expect(calls[0]).toEqual({
      path: 'auth/login',
      body: { ...site, account_id: 'demo1', password: 'Demo1234!' },
    });
    expect(
      calls
        .slice(1)
        .map((c) => c.path)
        .sort(),
    ).toEqual(['auth/get_balance', 'auth/vip', 'home/fav_list']);
    for (const call of calls.slice(1)) expect(call.body).toEqual({ account_id: 'demo1', auth: 'tok-1' });

    expect(store.isAuthenticated).toBe(true);
    expect(store.user).toEqual({
      account_id: 'demo1',
      session_token: 'sess-1',
      full_name: 'Demo One',
      contact_email: 'demo1@example.com',
    });
    expect(store.token).toBe('tok-1');
    expect(store.fullname).toBe('Demo One');
    expect(store.email).toBe('demo1@example.com');
    // The wire's 1234.5 (major units) is held as 123450 minor units.
    expect(wallet.game).toEqual({ balance: 123450, token: 7 });
    expect(wallet.minigame).toEqual({ frozen_token: 2, token_balance: 7 });
    expect(vip.vip).toEqual({
      totalDeposit: 3500,
      depoProgress: 62.5,
      totalTurnover: 100000,
      toProgress: 100,
      currentLevel: 'Silver',
      nextLevel: 'Gold',
    });
    expect(report).not.toHaveBeenCalled();
  });

  it('reads favourites with img_url as game_image', async () => {
    const { store, favourites } = setup();
    await store.login('demo1', 'Demo1234!');
    expect(favourites.game_fav_list).toEqual([
      {
        provider_code: 'PGSOFT',
        game_code: 'fortune-tiger',
        game_name: 'Fortune Tiger',
        game_type: 'slots',
        game_image: '/media/games/fortune-tiger.webp',
      },
    ]);
    expect(favouriteToGame(FAVOURITE)).not.toHaveProperty('img_url');
  });

  it('keeps the session in local storage, so a reload keeps the player signed in', async () => {
    const first = setup();
    await first.store.login('demo1', 'Demo1234!');
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toEqual({
      account_id: 'demo1',
      session_token: 'sess-1',
      full_name: 'Demo One',
      contact_email: 'demo1@example.com',
      token: 'tok-1',
    });

    const reloaded = setup();
    expect(reloaded.store.restore()).toBe(true);
    expect(reloaded.store.isAuthenticated).toBe(true);
    expect(reloaded.store.member).toEqual({ account_id: 'demo1', auth: 'tok-1' });
    await reloaded.root.loadMemberData();
    expect(reloaded.calls.map((c) => c.path)).toEqual(['auth/get_balance', 'auth/vip', 'home/fav_list']);
    expect(reloaded.wallet.game.balance).toBe(123450);
  });

  it('logout resets the store, clears the stored session and writes the force-logout marker', async () => {
    const { store, wallet, vip, favourites, toasts } = setup();
    // The force-logout marker holds the time of the logout.
    jest.spyOn(Date, 'now').mockReturnValue(42);
    await store.login('demo1', 'Demo1234!');
    toasts.clear();
    store.logout({ notify: true });

    expect(store.isAuthenticated).toBe(false);
    expect(store.user).toBeNull();
    expect(store.token).toBe('');
    expect(wallet.game).toEqual({ balance: 0, token: 0 });
    expect(favourites.game_fav_list).toEqual([]);
    expect(vip.vip).toBeNull();
    expect(store.fullname).toBe('');
    expect(store.email).toBe('');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(FORCE_LOGOUT_KEY)).toBe('42');
    expect(toasts.toasts.map((t) => t.title)).toEqual(['You have been logged out.']);
  });

  it('reports a failed balance call to the global handler and ignores answers for an ended session', async () => {
    const { root, store, report } = setup({
      ...MEMBER_ANSWERS,
      'auth/get_balance': { statusCode: 0, message: 'sessionExpired' },
    });
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({
        account_id: 'demo1',
        session_token: 's',
        token: 'old',
        full_name: '',
        contact_email: '',
      }),
    );
    store.restore();
    report.mockImplementation(() => {
      store.logout();
      return 'sessionExpired';
    });
    await root.loadMemberData();
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith({ statusCode: 0, message: 'sessionExpired' });
    expect(store.isAuthenticated).toBe(false);
  });

  it('keeps an empty favourites list when the platform is unreachable (-503) and only reports it', async () => {
    // The handler notes an unavailable service in the console; nothing to see here.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store, favourites, report } = setup({
      ...MEMBER_ANSWERS,
      'home/fav_list': { statusCode: -503, message: 'serviceUnavailable', value: [] },
    });
    await store.login('demo1', 'Demo1234!');
    expect(favourites.game_fav_list).toEqual([]);
    expect(report).toHaveBeenCalledWith({ statusCode: -503, message: 'serviceUnavailable', value: [] });
  });

  it('adds and removes favourites, sending img_url', async () => {
    const { store, favourites, calls, toasts } = setup();
    await store.login('demo1', 'Demo1234!');
    calls.length = 0;
    const game = favouriteToGame(FAVOURITE);
    expect(await favourites.addFavourite(game)).toBe(true);
    expect(calls[0]).toEqual({
      path: 'home/fav_add',
      body: { account_id: 'demo1', auth: 'tok-1', ...FAVOURITE },
    });
    expect(favourites.isFavourite(game)).toBe(true);
    expect(await favourites.removeFavourite(game)).toBe(true);
    expect(favourites.isFavourite(game)).toBe(false);
    expect(toasts.toasts.map((t) => t.title)).toContain('Added to favourites.');
    expect(toasts.toasts.map((t) => t.title)).toContain('Removed from favourites.');
  });

  it('profile_update: on statusCode 1, value[0] updates the stored name and email', async () => {
    const { store, profile } = setup({
      ...MEMBER_ANSWERS,
      'settings/profile_update': {
        statusCode: 1,
        message: 'OK',
        value: [{ account_id: 'demo1', full_name: 'Demo Uno', contact_email: 'uno@example.com' }],
      },
    });
    await store.login('demo1', 'Demo1234!');
    expect(await profile.updateProfile('typed name', 'typed@example.com')).toBe(true);
    expect(store.fullname).toBe('Demo Uno');
    expect(store.email).toBe('uno@example.com');
    expect(store.user?.full_name).toBe('Demo Uno');
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').full_name).toBe('Demo Uno');
  });

  it('a sign-up signs the new player in like a login, welcomed as registered', async () => {
    const { store, calls, toasts, site } = setup({ ...MEMBER_ANSWERS, 'auth/signup': LOGIN_OK });
    const fields = {
      account_id: 'demo1',
      password: 'Demo1234!',
      contact_phone: '+639171234567',
      contact_email: '',
      visitor_id: 'visitor-1',
    };
    expect((await store.register(fields)).ok).toBe(true);
    expect(calls[0]).toEqual({ path: 'auth/signup', body: { ...site, ...fields } });
    expect(store.isAuthenticated).toBe(true);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').token).toBe('tok-1');
    expect(calls.map((c) => c.path)).toContain('auth/get_balance');
    expect(toasts.toasts.map((t) => t.title)).toEqual(['Your account is ready. Welcome aboard!']);
  });

  it('member calls do nothing for a guest', async () => {
    const { root, wallet, profile, calls } = setup();
    await wallet.fetchBalance();
    await root.loadMemberData();
    expect(await profile.updateProfile('a', 'b')).toBe(false);
    expect(calls).toEqual([]);
  });
});
