import * as i18n from '@wl/i18n';
import { FORCE_LOGOUT_KEY, RootStore, SESSION_STORAGE_KEY } from '@wl/core';
import { answersByPath, englishMessages, fakeApi, startupAnswer } from '@wl/testing';
import { walletFeature } from './wallet-feature';

// The balance is the member call that finds an ended session: the global handler ends it, whichever
// store asked.
const SESSION = {
  account_id: 'demo1',
  session_token: 's',
  token: 'expired',
  full_name: 'D',
  contact_email: '',
};

function setup(themeCode: string, color: string, table: Record<string, Record<string, unknown>>) {
  const { api } = fakeApi(answersByPath(table));
  const store = new RootStore(api, { i18n });
  store.site.applyStartup(startupAnswer({ site: { theme_code: themeCode, theme_color: color } }));
  store.locale.configure(store.site.language, 'EN');
  store.feature(walletFeature);
  const navigate = jest.fn();
  store.navigation.attach(navigate);
  return { store, navigate };
}

beforeAll(englishMessages);
beforeEach(() => localStorage.clear());
afterEach(() => jest.useRealTimers());

it('an expired session at a member call: warning toast, logout, then the login page of the template', async () => {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(SESSION));
  const { store, navigate } = setup('casino1', 'gold', {
    'auth/get_balance': { statusCode: 0, message: 'sessionExpired' },
  });
  expect(store.session.restore()).toBe(true);
  await store.loadMemberData();

  expect(store.toasts.toasts).toEqual([
    expect.objectContaining({
      variant: 'warning',
      title: 'Session ended',
      text: 'Your session has expired. Please log in again.',
      durationMs: 10_000,
      position: 'bottom-right',
    }),
  ]);
  expect(store.session.isAuthenticated).toBe(false);
  expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  expect(localStorage.getItem(FORCE_LOGOUT_KEY)).not.toBeNull();
  expect(navigate).toHaveBeenCalledWith('/login?redirect=%2F', { replace: true });
});

it('on slot2 the expired session ends on / with #loginmodal opening 1 s later', async () => {
  jest.useFakeTimers();
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(SESSION));
  const { store, navigate } = setup('slot2', 'sunset', {
    'auth/get_balance': { statusCode: 0, message: 'BLOCK' },
  });
  store.session.restore();
  await store.loadMemberData();
  expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  expect(store.modals.current).toBeNull();
  jest.advanceTimersByTime(1000);
  expect(store.modals.current).toBe('loginmodal');
});

it("holds the balance in minor units of the site's currency: the wire's major units are converted once", async () => {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(SESSION));
  const { store } = setup('casino1', 'gold', {
    'auth/get_balance': {
      statusCode: 1,
      message: 'OK',
      currency: 'PHP',
      game_balance: 1234.56,
      game_token: 7,
      frozen_token: 2,
    },
  });
  store.session.restore();
  const wallet = store.feature(walletFeature);
  await wallet.fetchBalance();
  expect(wallet.game).toEqual({ balance: 123456, token: 7 });
  expect(wallet.minigame).toEqual({ frozen_token: 2, token_balance: 7 });
});

it('reads a balance in a currency without minor units as whole units', async () => {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(SESSION));
  const { store } = setup('casino1', 'gold', {
    'auth/get_balance': {
      statusCode: 1,
      message: 'OK',
      currency: 'VND',
      game_balance: 150000,
      game_token: 0,
    },
  });
  store.session.restore();
  const wallet = store.feature(walletFeature);
  await wallet.fetchBalance();
  expect(wallet.game.balance).toBe(150000);
});
