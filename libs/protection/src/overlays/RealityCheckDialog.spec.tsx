import { act, fireEvent, screen, within } from '@testing-library/react';
import { okAnswer } from '@wl/testing';
import { protectionMessages, renderProtection } from '../testing/render-protection';
import { ProtectionOverlays } from './ProtectionOverlays';

const MINUTE = 60_000;
const SIGNED_IN_AT = Date.parse('2025-03-14T10:00:00Z');

/** The platform's session status at the (fake) clock's time: every `interval` minutes from sign-in. */
function statusNow(interval: number | null, fields: { limit?: number | null; net?: number } = {}) {
  const now = Date.now();
  const minutes = Math.floor((now - SIGNED_IN_AT) / MINUTE);
  const limit = fields.limit ?? null;
  const endsAt = limit === null ? null : SIGNED_IN_AT + limit * MINUTE;
  return okAnswer('protection/session_status', {
    currency: 'PHP',
    session_started_at: new Date(SIGNED_IN_AT).toISOString(),
    minutes_played: minutes,
    bets: 500,
    wins: 500 + (fields.net ?? -120),
    net_result: fields.net ?? -120,
    reality_check_minutes: interval,
    next_reality_check_at:
      interval === null
        ? null
        : new Date(SIGNED_IN_AT + (Math.floor(minutes / interval) + 1) * interval * MINUTE).toISOString(),
    session_limit_minutes: limit,
    session_ends_at: endsAt === null ? null : new Date(endsAt).toISOString(),
    session_limit_reached: endsAt !== null && endsAt <= now,
  });
}

/** Lets the clock run: timers fire and the answers they ask for arrive. */
const pass = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

function renderOverlays(interval: number | null, fields?: { limit?: number | null; net?: number }) {
  const view = renderProtection(<ProtectionOverlays />, {
    path: '/slots',
    handler: (path) => (path === 'protection/session_status' ? statusNow(interval, fields) : undefined),
  });
  const count = (call: string) => view.calls.filter((c) => c.path === call).length;
  return { ...view, count };
}

const dialog = () => screen.queryByRole('dialog', { name: 'Reality check' });

beforeAll(protectionMessages);
beforeEach(() => jest.useFakeTimers({ now: SIGNED_IN_AT + 5 * MINUTE }));
afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
});

describe('the reality check', () => {
  it('shows the time played and the net result once the interval has passed, not before', async () => {
    renderOverlays(30);
    await pass(24 * MINUTE);
    expect(dialog()).toBeNull();
    await pass(1 * MINUTE + 5_000);
    const shown = dialog();
    if (!shown) throw new Error('no reality check');
    expect(
      within(shown).getByText('You have played for 30 minutes. Your result in this session: -₱120.00.'),
    ).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'Continue playing' })).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'Stop and log out' })).toBeInTheDocument();
  });

  it('"continue" closes it and the next one comes an interval later', async () => {
    renderOverlays(30);
    await pass(25 * MINUTE + 5_000);
    fireEvent.click(screen.getByRole('button', { name: 'Continue playing' }));
    await pass(1_000);
    expect(dialog()).toBeNull();
    await pass(28 * MINUTE);
    expect(dialog()).toBeNull();
    await pass(2 * MINUTE);
    expect(dialog()).toHaveTextContent('You have played for 1 hour.');
  });

  it('waits for an answer: Escape does not close it', async () => {
    renderOverlays(15);
    await pass(10 * MINUTE + 5_000);
    fireEvent.keyDown(document, { key: 'Escape' });
    await pass(1_000);
    expect(dialog()).toHaveTextContent('You have played for 15 minutes.');
  });

  it('"stop" logs the player out and goes home', async () => {
    const { store, count } = renderOverlays(15);
    await pass(10 * MINUTE + 5_000);
    fireEvent.click(screen.getByRole('button', { name: 'Stop and log out' }));
    await pass(1_000);
    expect(store.session.isAuthenticated).toBe(false);
    expect(count('auth/logout')).toBe(1);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(dialog()).toBeNull();
  });

  it('never shows without an interval', async () => {
    const { count } = renderOverlays(null);
    await pass(120 * MINUTE);
    expect(dialog()).toBeNull();
    expect(count('protection/session_status')).toBe(1);
  });

  it('says when the session time limit is reached', async () => {
    renderOverlays(null, { limit: 60, net: 35.5 });
    await pass(54 * MINUTE);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await pass(1 * MINUTE + 5_000);
    const shown = screen.getByRole('alertdialog', { name: 'Session time limit reached' });
    expect(shown).toHaveTextContent('your session time limit of 1 hour');
    expect(shown).toHaveTextContent('Your result in this session: +₱35.50.');
  });
});
