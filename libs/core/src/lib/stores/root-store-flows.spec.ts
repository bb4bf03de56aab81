import * as i18n from '@wl/i18n';
import { setupI18n } from '@wl/i18n';
import { answersByPath, fakeApi, startupAnswer } from '../../testing/fake-api';
import { FORCE_LOGOUT_KEY, SESSION_STORAGE_KEY } from '../session/session-persistence';
import { RootStore } from './root-store';

const SESSION = {
  account_id: 'demo1',
  session_token: 's',
  token: 'expired',
  full_name: 'D',
  contact_email: '',
};

function setup(themeCode = 'casino1', color = 'gold', table: Record<string, Record<string, unknown>> = {}) {
  const { api, calls } = fakeApi(answersByPath(table));
  const store = new RootStore(api, { i18n });
  const base = startupAnswer();
  store.site.applyStartup(
    startupAnswer({ site: base.site && { ...base.site, theme_code: themeCode, theme_color: color } }),
  );
  store.locale.configure(store.site.language, 'EN');
  const navigate = jest.fn();
  store.navigation.attach(navigate);
  return { store, calls, navigate };
}

beforeAll(async () => {
  await setupI18n('EN');
});
beforeEach(() => localStorage.clear());
afterEach(() => jest.useRealTimers());

it('a failed login shows the same error dialog', async () => {
  const { store } = setup('casino1', 'gold', {
    'auth/login': { statusCode: 0, message: 'invalidCredentials' },
  });
  await store.session.login('demo1', 'nope');
  expect(store.dialogs.current?.options).toMatchObject({
    title: 'Something went wrong',
    text: 'Incorrect username or password.',
  });
});

it('sends the site calls with the host name and the site external_id', async () => {
  const { store, calls } = setup('casino1', 'gold', {});
  expect(store.siteRequest).toEqual({ domain_name: 'localhost', external_id: 'slot2-ext' });
  await store.session.login('demo1', 'Demo1234!');
  expect(calls[0]?.body).toMatchObject({ domain_name: 'localhost', external_id: 'slot2-ext' });
});

it('another tab logging out resets this one and reloads it', () => {
  const { store } = setup();
  const stop = store.start();
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(SESSION));
  store.session.restore();
  expect(store.session.isAuthenticated).toBe(true);
  // jsdom cannot reload; the reset shows the tab reacted to the other tab's marker.
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.dispatchEvent(new StorageEvent('storage', { key: FORCE_LOGOUT_KEY, newValue: String(Date.now()) }));
  errors.mockRestore();
  expect(store.session.isAuthenticated).toBe(false);
  stop();
});

it('logging out asks first, then ends the session and goes home', async () => {
  const { store, navigate } = setup('casino1', 'gold', {
    'auth/login': {
      statusCode: 1,
      message: 'OK',
      token: 't',
      user: { account_id: 'demo1', session_token: 't' },
    },
  });
  await store.session.login('demo1', 'Demo1234!');
  const declined = store.signOut();
  expect(store.dialogs.current?.options).toMatchObject({
    title: 'Log out?',
    text: 'Are you sure you want to log out?',
    confirmLabel: 'Confirm',
    cancelLabel: 'Cancel',
  });
  store.dialogs.answer(store.dialogs.current?.id ?? '', { outcome: 'dismissed', reason: 'cancel' });
  expect(await declined).toBe(false);
  expect(store.session.isAuthenticated).toBe(true);

  const confirmed = store.signOut();
  store.dialogs.answer(store.dialogs.current?.id ?? '', { outcome: 'confirmed' });
  expect(await confirmed).toBe(true);
  expect(store.session.isAuthenticated).toBe(false);
  expect(store.toasts.toasts.at(-1)?.title).toBe('You have been logged out.');
  expect(navigate).toHaveBeenLastCalledWith('/', {});
});

it('logging out revokes the session on the platform with its own token', async () => {
  const { store, calls } = setup('casino1', 'gold', {
    'auth/login': {
      statusCode: 1,
      message: 'OK',
      token: 't-9',
      user: { account_id: 'demo1', session_token: 't-9' },
    },
    'auth/logout': { statusCode: 1, message: 'OK' },
  });
  await store.session.login('demo1', 'Demo1234!');
  const confirmed = store.signOut();
  store.dialogs.answer(store.dialogs.current?.id ?? '', { outcome: 'confirmed' });
  expect(await confirmed).toBe(true);
  expect(calls.filter((c) => c.path === 'auth/logout')).toEqual([
    expect.objectContaining({ body: expect.objectContaining({ account_id: 'demo1', auth: 't-9' }) }),
  ]);
});

it('a logout the platform cannot answer still ends the session here, without an error', async () => {
  const { store } = setup('casino1', 'gold', {
    'auth/login': {
      statusCode: 1,
      message: 'OK',
      token: 't',
      user: { account_id: 'demo1', session_token: 't' },
    },
    'auth/logout': { statusCode: 0, message: 'disconnect' },
  });
  await store.session.login('demo1', 'Demo1234!');
  const report = jest.spyOn(store, 'report');
  await store.session.signOut();
  expect(store.session.isAuthenticated).toBe(false);
  expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  expect(report).not.toHaveBeenCalled();
});
