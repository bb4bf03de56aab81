import * as i18n from '@wl/i18n';
import { setupI18n } from '@wl/i18n';
import { answersByPath, fakeApi, startupAnswer } from '../../testing/fake-api';
import { RootStore } from '../stores/root-store';
import { SESSION_STORAGE_KEY } from './session-persistence';

// The session on its own; with the member stores it loads and clears, see @wl/member's
// member-session.spec.ts.
const LOGIN_OK = {
  statusCode: 1,
  message: 'OK',
  token: 'tok-1',
  user: { account_id: 'demo1', session_token: 'sess-1' },
  fullname: 'Demo One',
  email: 'demo1@example.com',
};

const MEMBER_ANSWERS = { 'auth/login': LOGIN_OK, 'auth/login_tac': LOGIN_OK };

function setup(table: Record<string, Record<string, unknown>> = MEMBER_ANSWERS) {
  const { api, calls } = fakeApi(answersByPath(table));
  const root = new RootStore(api, { i18n });
  root.site.applyStartup(startupAnswer());
  const report = jest.spyOn(root, 'report');
  return { store: root.session, calls, report, toasts: root.toasts, site: root.siteRequest };
}

beforeAll(async () => {
  await setupI18n('EN');
});
beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('SessionStore', () => {
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
    const { store, calls, site } = setup();
    const result = await store.loginWithCode('demo1', '123456');
    expect(result.ok).toBe(true);
    expect(calls[0]).toEqual({
      path: 'auth/login_tac',
      body: { ...site, account_id: 'demo1', tac: '123456' },
    });
    expect(store.isAuthenticated).toBe(true);
  });

  it('keeps the previous sign-in of the login answer until it has been shown, and not after a reload', async () => {
    const previous = {
      at: '2025-03-14T08:00:00Z',
      address: '203.0.113.7',
      device: 'Chrome on Android',
      user_agent: 'Mozilla/5.0',
    };
    const { store } = setup({ 'auth/login': { ...LOGIN_OK, last_login: previous } });
    await store.login('demo1', 'secret');
    expect(store.lastSignIn).toEqual(previous);
    store.lastSignInShown();
    expect(store.lastSignIn).toBeNull();

    await store.login('demo1', 'secret');
    expect(store.lastSignIn).toEqual(previous);
    store.logout();
    expect(store.lastSignIn).toBeNull();

    // A first sign-in has none; a session taken up from storage has none either.
    const first = setup({ 'auth/login': { ...LOGIN_OK, last_login: null } });
    await first.store.login('demo1', 'secret');
    expect(first.store.lastSignIn).toBeNull();
    const reloaded = setup();
    expect(reloaded.store.restore()).toBe(true);
    expect(reloaded.store.lastSignIn).toBeNull();
  });

  it('a code login without a token does not sign in', async () => {
    const { store } = setup({ 'auth/login_tac': { statusCode: 0, message: 'tacInvalid' } });
    expect((await store.loginWithCode('demo1', '000000')).ok).toBe(false);
    expect(store.isAuthenticated).toBe(false);
  });

  it('asks for a login code and says where it went', async () => {
    const { store, calls, toasts, site } = setup({
      'auth/tac/request_login': { statusCode: 1, message: 'OK', phone: '+63 *** *** 1234' },
    });
    expect((await store.requestLoginCode('demo1')).ok).toBe(true);
    expect(calls[0]).toEqual({ path: 'auth/tac/request_login', body: { ...site, account_id: 'demo1' } });
    expect(toasts.toasts[0]?.title).toBe("We've sent a verification code to +63 *** *** 1234.");
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
});
