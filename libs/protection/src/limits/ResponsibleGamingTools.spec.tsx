import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDateTime } from '@wl/i18n';
import { okAnswer, type Answer, type Handler } from '@wl/testing';
import { changeAnswer, limit, limitsAnswer, overview } from '../testing/protection-answers';
import { protectionMessages, renderProtection } from '../testing/render-protection';
import { ResponsibleGamingTools } from './ResponsibleGamingTools';

const TOMORROW = '2025-03-15T09:00:00Z';
const at = (iso: string) => formatDateTime(iso, 'EN');

function renderTools(handler: Handler = () => undefined, limits: Answer = limitsAnswer(), signedIn = true) {
  const view = renderProtection(<ResponsibleGamingTools />, {
    path: '/responsible-gaming',
    signedIn,
    handler: (path, body) => handler(path, body) ?? (path === 'protection/limits' ? limits : undefined),
  });
  const bodies = (call: string) => view.calls.filter((c) => c.path === call).map((c) => c.body);
  return { ...view, bodies };
}

const card = async (testId: string) => screen.findByTestId(testId);
const row = (type: string, period: string) => screen.getByTestId(`limit-${type}-${period}`);

async function setLimit(type: 'deposit' | 'loss', period: string, amount: string) {
  const limits = await card(`limits-${type}`);
  fireEvent.change(within(limits).getByRole('combobox', { name: 'Period' }), { target: { value: period } });
  fireEvent.change(within(limits).getByRole('textbox', { name: 'New limit (PHP)' }), {
    target: { value: amount },
  });
  fireEvent.click(within(limits).getByRole('button', { name: 'Set limit' }));
  return limits;
}

beforeAll(protectionMessages);
afterEach(() => localStorage.clear());

describe('for a guest', () => {
  it('invites to log in and comes back here after', async () => {
    const { calls } = renderTools(undefined, undefined, false);
    expect(
      await screen.findByText(
        'Log in to set deposit and loss limits, a session time limit and reality checks, or to take a time-out or exclude yourself.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=%2Fresponsible-gaming');
    expect(calls.filter((c) => c.path.startsWith('protection/'))).toEqual([]);
  });

  it('keeps the tools’ place while a player’s session may come back', async () => {
    renderProtection(<ResponsibleGamingTools />, {
      path: '/responsible-gaming',
      signedIn: false,
      prepare: (store) => store.session.markPending(),
    });
    expect(await screen.findByRole('heading', { name: 'Your limits and breaks' })).toBeInTheDocument();
    expect(screen.getByText('Loading…')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });
});

describe('deposit and loss limits', () => {
  it('shows each window: the limit, what it used, and a raise pending until its time', async () => {
    renderTools(
      undefined,
      limitsAnswer({}, [
        limit('deposit', '24h', {
          amount: 500,
          used: 100,
          remaining: 400,
          pending: { amount: 800, effective_at: TOMORROW },
        }),
        limit('loss', '7d', { amount: 1000, used: 250.5, remaining: 749.5 }),
      ]),
    );
    await card('limits-deposit');
    expect(row('deposit', '24h')).toHaveTextContent('24 hours₱500.00Used ₱100.00 of ₱500.00');
    expect(
      within(row('deposit', '24h')).getByText(`₱800.00 pending until ${at(TOMORROW)}`),
    ).toBeInTheDocument();
    expect(row('deposit', '7d')).toHaveTextContent('7 daysNo limit');
    expect(row('loss', '7d')).toHaveTextContent('7 days₱1,000.00Used ₱250.50 of ₱1,000.00');
  });

  it('says a limit is capped by the site, and offers no removal of it', async () => {
    renderTools(
      undefined,
      limitsAnswer({}, [
        limit('deposit', '30d', { amount: 5000, own_amount: null, operator_cap: 5000, remaining: 5000 }),
        limit('loss', '24h', { amount: 300, remaining: 300 }),
      ]),
    );
    await card('limits-deposit');
    expect(
      within(row('deposit', '30d')).getByText(
        'Capped by the site at ₱5,000.00: you can lower it, not raise or remove it.',
      ),
    ).toBeInTheDocument();
    expect(within(row('deposit', '30d')).queryByRole('button', { name: /Remove/ })).toBeNull();
    // The player's own limit stays theirs to remove.
    expect(within(row('loss', '24h')).getByRole('button', { name: 'Remove 24 hours' })).toBeInTheDocument();
  });

  it('a new or lower limit applies at once and says so', async () => {
    const { bodies } = renderTools((path) =>
      path === 'protection/set_limit'
        ? changeAnswer('now', '2025-03-14T09:00:00Z', {}, [
            limit('deposit', '7d', { amount: 300, remaining: 300 }),
          ])
        : undefined,
    );
    const limits = await setLimit('deposit', '7d', '300');
    expect(
      await within(limits).findByText('Saved. Your limit for 7 days is now ₱300.00.'),
    ).toBeInTheDocument();
    expect(bodies('protection/set_limit')).toEqual([
      { account_id: 'demo1', auth: 't', type: 'deposit', period: '7d', amount: '300.00' },
    ]);
    expect(row('deposit', '7d')).toHaveTextContent('₱300.00');
    expect(within(limits).getByRole('textbox', { name: 'New limit (PHP)' })).toHaveValue('');
  });

  it('a raise is pending for 24 hours: the answer and the window say until when', async () => {
    renderTools(
      (path) =>
        path === 'protection/set_limit'
          ? changeAnswer('pending', TOMORROW, {}, [
              limit('loss', '24h', {
                amount: 500,
                remaining: 500,
                pending: { amount: 2000, effective_at: TOMORROW },
              }),
            ])
          : undefined,
      limitsAnswer({}, [limit('loss', '24h', { amount: 500, remaining: 500 })]),
    );
    const limits = await setLimit('loss', '24h', '2000');
    expect(
      await within(limits).findByText(
        `Saved. Your new limit for 24 hours, ₱2,000.00, is pending until ${at(TOMORROW)}.`,
      ),
    ).toBeInTheDocument();
    expect(row('loss', '24h')).toHaveTextContent(`₱500.00`);
    expect(
      within(row('loss', '24h')).getByText(`₱2,000.00 pending until ${at(TOMORROW)}`),
    ).toBeInTheDocument();
  });

  it('a removal waits out the cooling-off too', async () => {
    const { bodies } = renderTools(
      (path) =>
        path === 'protection/set_limit'
          ? changeAnswer('pending', TOMORROW, {}, [
              limit('deposit', '30d', {
                amount: 5000,
                remaining: 5000,
                pending: { amount: null, effective_at: TOMORROW },
              }),
            ])
          : undefined,
      limitsAnswer({}, [limit('deposit', '30d', { amount: 5000, remaining: 5000 })]),
    );
    await card('limits-deposit');
    fireEvent.click(within(row('deposit', '30d')).getByRole('button', { name: 'Remove 30 days' }));
    expect(
      await screen.findByText(`Saved. Removing your limit for 30 days is pending until ${at(TOMORROW)}.`),
    ).toBeInTheDocument();
    expect(bodies('protection/set_limit')).toEqual([
      { account_id: 'demo1', auth: 't', type: 'deposit', period: '30d', amount: null },
    ]);
    expect(
      within(row('deposit', '30d')).getByText(`Removal pending until ${at(TOMORROW)}`),
    ).toBeInTheDocument();
    expect(within(row('deposit', '30d')).queryByRole('button')).toBeNull();
  });

  it.each([
    ['', 'Enter the limit as an amount above zero, like 500 or 500.50.'],
    ['abc', 'Enter the limit as an amount above zero, like 500 or 500.50.'],
    ['0', 'Enter the limit as an amount above zero, like 500 or 500.50.'],
    ['-50', 'A limit cannot be negative.'],
    ['12.345', 'This amount has more decimals than the currency allows.'],
  ])('refuses %j before sending it: %s', async (typed, message) => {
    const { bodies } = renderTools();
    const limits = await setLimit('deposit', '24h', typed);
    const input = within(limits).getByRole('textbox', { name: 'New limit (PHP)' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(message);
    expect(bodies('protection/set_limit')).toEqual([]);
  });

  it('shows the platform’s refusal by its text', async () => {
    renderTools((path) =>
      path === 'protection/set_limit' ? { statusCode: 0, message: 'limitTooLarge' } : undefined,
    );
    const limits = await setLimit('loss', '30d', '99999999999');
    expect(await within(limits).findByRole('alert')).toHaveTextContent(
      'This limit is larger than allowed. Enter a smaller amount.',
    );
  });
});

describe('session time and reality check', () => {
  it('saves only what changed and says so; a longer session limit is pending', async () => {
    const { bodies } = renderTools(
      (path) =>
        path === 'protection/set_session'
          ? okAnswer('protection/set_session', {
              ...overview({
                session_limit: {
                  minutes: 60,
                  own_minutes: 60,
                  operator_cap: null,
                  pending: { minutes: 120, effective_at: TOMORROW },
                },
                reality_check_minutes: 30,
              }),
              applied: 'pending',
              effective_at: TOMORROW,
            })
          : undefined,
      limitsAnswer({
        session_limit: { minutes: 60, own_minutes: 60, operator_cap: null, pending: null },
        reality_check_minutes: 15,
      }),
    );
    const session = await card('limits-session');
    const save = within(session).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(within(session).getByRole('combobox', { name: 'Session time limit' })).toHaveValue('60');
    fireEvent.change(within(session).getByRole('combobox', { name: 'Session time limit' }), {
      target: { value: '120' },
    });
    fireEvent.change(within(session).getByRole('combobox', { name: 'Reality check' }), {
      target: { value: '30' },
    });
    fireEvent.click(save);
    expect(
      await within(session).findByText(
        `Saved. Your new session time limit is pending until ${at(TOMORROW)}.`,
      ),
    ).toBeInTheDocument();
    expect(bodies('protection/set_session')).toEqual([
      { account_id: 'demo1', auth: 't', session_limit_minutes: 120, reality_check_minutes: 30 },
    ]);
    expect(within(session).getByText(`2 hours pending until ${at(TOMORROW)}`)).toBeInTheDocument();
    expect(within(session).getByRole('combobox', { name: 'Reality check' })).toHaveValue('30');
  });

  it('offers the reality check every 15, 30 or 60 minutes, or off', async () => {
    renderTools();
    const session = await card('limits-session');
    const options = within(within(session).getByRole('combobox', { name: 'Reality check' })).getAllByRole(
      'option',
    );
    expect(options.map((option) => option.textContent)).toEqual([
      'Off',
      'Every 15 minutes',
      'Every 30 minutes',
      'Every 1 hour',
    ]);
  });
});

describe('a break', () => {
  it('needs a confirmation that says it cannot be undone and ends the session', async () => {
    const { bodies } = renderTools();
    const breaks = await card('limits-break');
    fireEvent.click(within(breaks).getByRole('radio', { name: '7 days' }));
    fireEvent.click(within(breaks).getByRole('button', { name: 'Take a time-out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Take a time-out of 7 days?' });
    expect(dialog).toHaveTextContent('cannot be undone or shortened');
    expect(dialog).toHaveTextContent('You will be logged out at once');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(bodies('protection/exclude')).toEqual([]);
  });

  it('once confirmed, starts the time-out, logs out and says until when', async () => {
    const ends = '2025-03-21T09:00:00Z';
    const { bodies, store } = renderTools((path) =>
      path === 'protection/exclude'
        ? okAnswer('protection/exclude', {
            exclusion: { type: 'timeout', period: '7d', started_at: '2025-03-14T09:00:00Z', ends_at: ends },
          })
        : undefined,
    );
    const breaks = await card('limits-break');
    fireEvent.click(within(breaks).getByRole('radio', { name: '7 days' }));
    fireEvent.click(within(breaks).getByRole('button', { name: 'Take a time-out' }));
    const dialog = await screen.findByRole('alertdialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Start the time-out' }));
    });
    await waitFor(() => expect(store.session.isAuthenticated).toBe(false));
    expect(bodies('protection/exclude')).toEqual([
      { account_id: 'demo1', auth: 't', type: 'timeout', period: '7d' },
    ]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.getByTestId('toasts')).toHaveTextContent(`Your time-out has started. It ends ${at(ends)}.`);
  });

  it('a self-exclusion is confirmed as one; a refusal is shown by its text', async () => {
    renderTools((path) =>
      path === 'protection/exclude' ? { statusCode: 0, message: 'exclusionCannotShorten' } : undefined,
    );
    const breaks = await card('limits-break');
    fireEvent.click(within(breaks).getByRole('radio', { name: '5 years' }));
    fireEvent.click(within(breaks).getByRole('button', { name: 'Exclude myself' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Exclude yourself for 5 years?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Exclude me' }));
    expect(await within(breaks).findByRole('alert')).toHaveTextContent(
      'Your current time-out or self-exclusion lasts longer and cannot be shortened.',
    );
  });
});

describe('the history', () => {
  it('lists the changes newest first: what, from what to what, from when, and who', async () => {
    renderTools(
      undefined,
      limitsAnswer({
        history: [
          {
            type: 'deposit',
            period: '24h',
            old_value: 500,
            new_value: 800,
            effective_at: TOMORROW,
            changed_at: '2025-03-14T09:00:00Z',
            by: 'player',
          },
          {
            type: 'reality_check',
            period: 'session',
            old_value: null,
            new_value: 30,
            effective_at: '2025-03-13T09:00:00Z',
            changed_at: '2025-03-13T09:00:00Z',
            by: 'operator',
          },
        ],
      }),
    );
    const history = await card('limits-history');
    const items = within(history).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(
      `Deposit limit, 24 hours₱500.00 → · ₱800.00Applies from ${at(TOMORROW)}`,
    );
    expect(items[1]).toHaveTextContent('Reality checkOff → · Every 30 minutes');
    expect(items[1]).toHaveTextContent('set by the site');
  });
});
