import i18next from 'i18next';
import { setupI18n } from '@wl/i18n';
import { answersByPath, fakeApi } from '../../testing/fake-api';
import { ToastStore } from '../feedback/toast-store';
import { FORCE_LOGOUT_KEY, SESSION_STORAGE_KEY, SessionPersistence } from './session-persistence';
import { UserStore, favouriteToGame } from './user-store';

const SITE = { domain_name: 'slot2.localhost', external_id: 'slot2-ext' };

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
  const report = jest.fn();
  const toasts = new ToastStore();
  const store = new UserStore({
    api,
    site: () => SITE,
    persistence: new SessionPersistence(localStorage),
    report,
    toasts,
    translate: (key, options) => i18next.t(key, options ?? {}),
    now: () => 42,
  });
  return { store, calls, report, toasts };
}

beforeAll(async () => {
  await setupI18n('EN');
});
beforeEach(() => localStorage.clear());

describe('UserStore', () => {
  it('starts as a guest with the spec fields', () => {
    const { store } = setup();
    expect(store.isAuthenticated).toBe(false);
    expect(store.user).toBeNull();
    expect(store.token).toBe('');
    expect(store.game).toEqual({ balance: 0, token: 0 });
    expect(store.email).toBe('');
    expect(store.fullname).toBe('');
    expect(store.game_fav_list).toEqual([]);
    expect(store.vip).toBeNull();
    expect(store.minigame).toEqual({ frozen_token: 0, token_balance: 0 });
  });

  it('a password login with statusCode 1 and a token signs in, then fetches balance, VIP and favourites', async () => {
    const { store, calls, report } = setup();
    const result = await store.login('demo1', 'Demo1234!');

    expect(result.ok).toBe(true);
    expect(calls[0]).toEqual({
      path: 'auth/login',
      body: { ...SITE, account_id: 'demo1', password: 'Demo1234!' },
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
    expect(store.game).toEqual({ balance: 1234.5, token: 7 });
    expect(store.minigame).toEqual({ frozen_token: 2, token_balance: 7 });
    expect(store.vip).toEqual({
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
    const { store } = setup();
    await store.login('demo1', 'Demo1234!');
    expect(store.game_fav_list).toEqual([
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
    await reloaded.store.refreshMember();
    expect(reloaded.calls.map((c) => c.path)).toEqual(['auth/get_balance', 'auth/vip', 'home/fav_list']);
    expect(reloaded.store.game.balance).toBe(1234.5);
  });

  it('restores nothing from missing or damaged storage', () => {
    expect(setup().store.restore()).toBe(false);
    localStorage.setItem(SESSION_STORAGE_KEY, '{broken');
    expect(setup().store.restore()).toBe(false);
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ account_id: 'demo1' }));
    expect(setup().store.restore()).toBe(false);
  });

  it.each([
    ['statusCode 1 without a token', { statusCode: 1, message: 'OK', user: { account_id: 'demo1' } }],
    ['a failure with a token', { statusCode: 0, message: 'invalidCredentials', token: 'tok' }],
    ['a failure', { statusCode: 0, message: 'invalidCredentials' }],
    ['the network fallback', { statusCode: -500, message: 'internalServerError' }],
  ])(
    'a password login answered with %s does not sign in and shows the error dialog',
    async (_name, answer) => {
      const { store, calls, report } = setup({ ...MEMBER_ANSWERS, 'auth/login': answer });
      const result = await store.login('demo1', 'wrong');
      expect(result.ok).toBe(false);
      expect(store.isAuthenticated).toBe(false);
      expect(calls.map((c) => c.path)).toEqual(['auth/login']);
      expect(report).toHaveBeenCalledTimes(1);
      if (answer.statusCode !== 1) expect(report).toHaveBeenCalledWith(answer);
      else expect(report).toHaveBeenCalledWith(expect.objectContaining({ statusCode: -500, message: '' }));
      expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    },
  );

  it('a code login with statusCode 1 and a token signs in', async () => {
    const { store, calls } = setup();
    const result = await store.loginWithCode('demo1', '123456');
    expect(result.ok).toBe(true);
    expect(calls[0]).toEqual({
      path: 'auth/login_tac',
      body: { ...SITE, account_id: 'demo1', tac: '123456' },
    });
    expect(store.isAuthenticated).toBe(true);
  });

  it('a code login without a token does not sign in', async () => {
    const { store } = setup({ 'auth/login_tac': { statusCode: 0, message: 'tacInvalid' } });
    expect((await store.loginWithCode('demo1', '000000')).ok).toBe(false);
    expect(store.isAuthenticated).toBe(false);
  });

  it('asks for a login code and says where it went', async () => {
    const { store, calls, toasts } = setup({
      'auth/tac/request_login': { statusCode: 1, message: 'OK', phone: '+63 *** *** 1234' },
    });
    expect((await store.requestLoginCode('demo1')).ok).toBe(true);
    expect(calls[0]).toEqual({ path: 'auth/tac/request_login', body: { ...SITE, account_id: 'demo1' } });
    expect(toasts.toasts[0]?.title).toBe("We've sent a verification code to +63 *** *** 1234.");
  });

  it('logout resets the store, clears the stored session and writes the force-logout marker', async () => {
    const { store, toasts } = setup();
    await store.login('demo1', 'Demo1234!');
    toasts.clear();
    store.logout({ notify: true });

    expect(store.isAuthenticated).toBe(false);
    expect(store.user).toBeNull();
    expect(store.token).toBe('');
    expect(store.game).toEqual({ balance: 0, token: 0 });
    expect(store.game_fav_list).toEqual([]);
    expect(store.vip).toBeNull();
    expect(store.fullname).toBe('');
    expect(store.email).toBe('');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(FORCE_LOGOUT_KEY)).toBe('42');
    expect(toasts.toasts.map((t) => t.title)).toEqual(['You have been logged out.']);
  });

  it('reports a failed balance call to the global handler and ignores answers for an ended session', async () => {
    const { store, report } = setup({
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
    report.mockImplementation(() => store.logout());
    await store.refreshMember();
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith({ statusCode: 0, message: 'sessionExpired' });
    expect(store.isAuthenticated).toBe(false);
  });

  it('keeps an empty favourites list when the platform is unreachable (-503) and only reports it', async () => {
    const { store, report } = setup({
      ...MEMBER_ANSWERS,
      'home/fav_list': { statusCode: -503, message: 'serviceUnavailable', value: [] },
    });
    await store.login('demo1', 'Demo1234!');
    expect(store.game_fav_list).toEqual([]);
    expect(report).toHaveBeenCalledWith({ statusCode: -503, message: 'serviceUnavailable', value: [] });
  });

  it('adds and removes favourites, sending img_url', async () => {
    const { store, calls, toasts } = setup();
    await store.login('demo1', 'Demo1234!');
    calls.length = 0;
    const game = favouriteToGame(FAVOURITE);
    expect(await store.addFavourite(game)).toBe(true);
    expect(calls[0]).toEqual({
      path: 'home/fav_add',
      body: { account_id: 'demo1', auth: 'tok-1', ...FAVOURITE },
    });
    expect(store.isFavourite(game)).toBe(true);
    expect(await store.removeFavourite(game)).toBe(true);
    expect(store.isFavourite(game)).toBe(false);
    expect(toasts.toasts.map((t) => t.title)).toContain('Added to favourites.');
    expect(toasts.toasts.map((t) => t.title)).toContain('Removed from favourites.');
  });

  it('profile_update: on statusCode 1, value[0] updates the stored name and email', async () => {
    const { store } = setup({
      ...MEMBER_ANSWERS,
      'settings/profile_update': {
        statusCode: 1,
        message: 'OK',
        value: [{ account_id: 'demo1', full_name: 'Demo Uno', contact_email: 'uno@example.com' }],
      },
    });
    await store.login('demo1', 'Demo1234!');
    expect(await store.updateProfile('typed name', 'typed@example.com')).toBe(true);
    expect(store.fullname).toBe('Demo Uno');
    expect(store.email).toBe('uno@example.com');
    expect(store.user?.full_name).toBe('Demo Uno');
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').full_name).toBe('Demo Uno');
  });

  it('a sign-up signs the new player in like a login, welcomed as registered', async () => {
    const { store, calls, toasts } = setup({ ...MEMBER_ANSWERS, 'auth/signup': LOGIN_OK });
    const fields = {
      account_id: 'demo1',
      password: 'Demo1234!',
      contact_phone: '+639171234567',
      contact_email: '',
      visitor_id: 'visitor-1',
    };
    expect((await store.register(fields)).ok).toBe(true);
    expect(calls[0]).toEqual({ path: 'auth/signup', body: { ...SITE, ...fields } });
    expect(store.isAuthenticated).toBe(true);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').token).toBe('tok-1');
    expect(calls.map((c) => c.path)).toContain('auth/get_balance');
    expect(toasts.toasts.map((t) => t.title)).toEqual(['Your account is ready. Welcome aboard!']);
  });

  it('a refused sign-up goes to the error handler and leaves a guest', async () => {
    const refused = { statusCode: 0, message: 'accountExists' };
    const { store, report } = setup({ 'auth/signup': refused });
    const result = await store.register({
      account_id: 'demo1',
      password: 'Demo1234!',
      contact_phone: '0917',
    });
    expect(result.ok).toBe(false);
    expect(report).toHaveBeenCalledWith(refused);
    expect(store.isAuthenticated).toBe(false);
  });

  it('changes the password', async () => {
    const { store, calls } = setup();
    await store.login('demo1', 'Demo1234!');
    expect(await store.changePassword('Demo1234!', 'Better5678!')).toBe(true);
    expect(calls.at(-1)).toEqual({
      path: 'auth/update_password',
      body: { account_id: 'demo1', auth: 'tok-1', password: 'Demo1234!', new_password: 'Better5678!' },
    });
  });

  it('member calls do nothing for a guest', async () => {
    const { store, calls } = setup();
    await store.fetchBalance();
    await store.refreshMember();
    expect(await store.updateProfile('a', 'b')).toBe(false);
    expect(calls).toEqual([]);
  });
});
