import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDateTime } from '@wl/i18n';
import { okAnswer, type Handler } from '@wl/testing';
import { PREVIOUS_SIGN_IN, securityAnswer } from '../testing/protection-answers';
import { protectionMessages, renderProtection } from '../testing/render-protection';
import { SecurityPage } from './SecurityPage';

function renderSecurity(handler: Handler = () => undefined, overview = securityAnswer()) {
  const view = renderProtection(<SecurityPage />, {
    path: '/security',
    handler: (path, body) => handler(path, body) ?? (path === 'security/overview' ? overview : undefined),
  });
  const bodies = (call: string) => view.calls.filter((c) => c.path === call).map((c) => c.body);
  return { ...view, bodies };
}

const sessionItems = () => screen.getAllByTestId('security-session');

beforeAll(protectionMessages);
afterEach(() => localStorage.clear());

describe('the security page', () => {
  it('shows the skeleton of its cards while the overview is on its way', () => {
    renderSecurity(() => new Promise(() => undefined));
    expect(screen.getByRole('heading', { level: 1, name: 'Account security' })).toBeInTheDocument();
    expect(screen.getByText('Loading…')).toHaveAttribute('role', 'status');
  });

  it('shows the last sign-in before this session: time, address and device', async () => {
    renderSecurity();
    const card = (await screen.findByRole('heading', { name: 'Your last sign-in' })).closest('section');
    if (!card) throw new Error('no card');
    expect(within(card).getByText(formatDateTime(PREVIOUS_SIGN_IN.at, 'EN'))).toBeInTheDocument();
    expect(within(card).getByText('203.0.113.7')).toBeInTheDocument();
    expect(within(card).getByText('Safari on iPhone')).toBeInTheDocument();
  });

  it('lists the recent sign-in attempts with the reason of a failure', async () => {
    renderSecurity();
    const attempts = await screen.findAllByTestId('security-attempt');
    expect(attempts).toHaveLength(2);
    expect(within(attempts[0] as HTMLElement).getByText('Signed in')).toBeInTheDocument();
    expect(within(attempts[1] as HTMLElement).getByText('Failed')).toBeInTheDocument();
    expect(
      within(attempts[1] as HTMLElement).getByText('Incorrect username or password.'),
    ).toBeInTheDocument();
    expect(
      within(attempts[1] as HTMLElement).getByText(/With password · 198\.51\.100\.4/),
    ).toBeInTheDocument();
  });

  it('marks this device and offers no sign-out for it; another device can be signed out', async () => {
    const { bodies } = renderSecurity((path) =>
      path === 'security/logout_session' ? okAnswer('security/logout_session', {}) : undefined,
    );
    await screen.findByText('Firefox on Linux');
    const [current, android] = sessionItems() as [HTMLElement, HTMLElement];
    expect(within(current).getByText('This device')).toBeInTheDocument();
    expect(within(current).queryByRole('button')).toBeNull();

    fireEvent.click(
      within(android).getByRole('button', { name: 'Sign out Chrome on Android, 198.51.100.20' }),
    );
    expect(await screen.findByText('That device has been signed out.')).toBeInTheDocument();
    expect(bodies('security/logout_session')).toEqual([{ account_id: 'demo1', auth: 't', session_id: 2 }]);
    expect(sessionItems()).toHaveLength(2);
    expect(screen.queryByText('Chrome on Android')).toBeNull();
  });

  it('signs out everywhere else and keeps this session signed in', async () => {
    const { bodies, store } = renderSecurity((path) =>
      path === 'security/logout_others' ? okAnswer('security/logout_others', { ended: 2 }) : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('Signed out everywhere else. Sessions ended: 2.')).toBeInTheDocument();
    expect(bodies('security/logout_others')).toEqual([{ account_id: 'demo1', auth: 't' }]);
    expect(sessionItems()).toHaveLength(1);
    expect(within(sessionItems()[0] as HTMLElement).getByText('This device')).toBeInTheDocument();
    expect(screen.getByText('You are signed in on this device only.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
    expect(store.session.isAuthenticated).toBe(true);
  });

  it('shows a refused sign-out by its error text, and the session stays listed', async () => {
    renderSecurity((path) =>
      path === 'security/logout_session' ? { statusCode: 0, message: 'notFound' } : undefined,
    );
    await screen.findByText('Chrome on Android');
    fireEvent.click(screen.getByRole('button', { name: /^Sign out Chrome on Android/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't find what you were looking for.");
    expect(sessionItems()).toHaveLength(3);
  });

  it('turns sign-in by code off where the site offers it', async () => {
    const { bodies } = renderSecurity((path) =>
      path === 'security/set_code_login'
        ? okAnswer('security/set_code_login', { code_login: { available: true, enabled: false } })
        : undefined,
    );
    const toggle = await screen.findByRole('switch', {
      name: 'Allow sign-in with a code sent to my mobile number',
    });
    expect(toggle).toBeChecked();
    fireEvent.click(toggle);
    expect(await screen.findByText('Sign-in by code is off.')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(bodies('security/set_code_login')).toEqual([{ account_id: 'demo1', auth: 't', enabled: false }]);
  });

  it('has no sign-in-by-code setting where the site does not offer it', async () => {
    renderSecurity(undefined, securityAnswer({ available: false, enabled: true }));
    await screen.findByText('Firefox on Linux');
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByText('Sign-in by one-time code')).toBeNull();
  });

  it('says when the overview cannot be loaded, with a retry', async () => {
    let fail = true;
    renderSecurity((path) =>
      path === 'security/overview' && fail ? { statusCode: -503, message: 'serviceUnavailable' } : undefined,
    );
    expect(
      await screen.findByText('This service is temporarily unavailable. Please try again in a moment.'),
    ).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Firefox on Linux')).toBeInTheDocument());
  });
});
