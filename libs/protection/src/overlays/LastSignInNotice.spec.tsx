import { act, screen } from '@testing-library/react';
import { formatDateTime } from '@wl/i18n';
import { okAnswer } from '@wl/testing';
import { PREVIOUS_SIGN_IN } from '../testing/protection-answers';
import { protectionMessages, renderProtection } from '../testing/render-protection';
import { LastSignInNotice } from './LastSignInNotice';

const login = (last_login: typeof PREVIOUS_SIGN_IN | null) =>
  okAnswer('auth/login', {
    token: 'tok-2',
    user: {
      account_id: 'demo1',
      session_token: 'sess-2',
      full_name: 'Demo One',
      contact_email: 'demo1@example.com',
    },
    fullname: 'Demo One',
    email: 'demo1@example.com',
    last_login,
  });

function renderNotice(last: typeof PREVIOUS_SIGN_IN | null) {
  return renderProtection(<LastSignInNotice />, {
    path: '/',
    signedIn: false,
    handler: (path) => (path === 'auth/login' ? login(last) : undefined),
  });
}

/** Each toast's whole text: its title and, after a dash, its text. */
const notices = () =>
  screen.queryAllByText(/^Last signed in/).map((title) => title.closest('li')?.textContent ?? '');

beforeAll(protectionMessages);
afterEach(() => localStorage.clear());

describe('the last sign-in notice', () => {
  it('shows the sign-in before this one once after signing in: time, address and device', async () => {
    const { store } = renderNotice(PREVIOUS_SIGN_IN);
    await act(() => store.session.login('demo1', 'secret'));
    expect(notices()).toEqual([
      `Last signed in ${formatDateTime(PREVIOUS_SIGN_IN.at, 'EN')} from 203.0.113.7, Safari on iPhone — Not you? Change your password.`,
    ]);
    expect(store.session.lastSignIn).toBeNull();
    // Nothing more while the session goes on.
    await act(async () => store.session.applyProfile('Demo', 'demo1@example.com'));
    expect(notices()).toHaveLength(1);
  });

  it('shows again after the next sign-in', async () => {
    const { store } = renderNotice(PREVIOUS_SIGN_IN);
    await act(() => store.session.login('demo1', 'secret'));
    act(() => store.session.logout());
    await act(() => store.session.login('demo1', 'secret'));
    expect(notices()).toHaveLength(2);
  });

  it('says nothing after a first sign-in, or when a session is taken up after a reload', async () => {
    const { store } = renderNotice(null);
    await act(() => store.session.login('demo1', 'secret'));
    act(() => store.session.reset());
    act(() => {
      store.session.restore();
    });
    expect(store.session.isAuthenticated).toBe(true);
    expect(notices()).toEqual([]);
  });
});
