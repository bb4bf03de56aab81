import { createTestStore, okAnswer } from '@wl/testing';
import { realityCheckFeature } from '../overlays/reality-check-feature';
import { overview } from '../testing/protection-answers';
import { limitsFeature } from './limits-feature';

const MINUTE = 60_000;
const SIGNED_IN_AT = Date.parse('2025-03-14T10:00:00Z');

beforeEach(() => jest.useFakeTimers({ now: SIGNED_IN_AT + MINUTE }));
afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
});

describe('the limits store', () => {
  it('a reality check chosen here reschedules the signed-in player’s reminder at once', async () => {
    let interval: number | null = null;
    const { store } = createTestStore({
      signedIn: true,
      answers: (path) => {
        if (path === 'protection/limits')
          return okAnswer('protection/limits', overview({ reality_check_minutes: interval }));
        if (path === 'protection/set_session') {
          interval = 15;
          return okAnswer('protection/set_session', {
            ...overview({ reality_check_minutes: 15 }),
            applied: 'unchanged',
            effective_at: new Date().toISOString(),
          });
        }
        if (path === 'protection/session_status') {
          return okAnswer('protection/session_status', {
            currency: 'PHP',
            session_started_at: new Date(SIGNED_IN_AT).toISOString(),
            minutes_played: Math.floor((Date.now() - SIGNED_IN_AT) / MINUTE),
            bets: 0,
            wins: 0,
            net_result: 0,
            reality_check_minutes: interval,
            next_reality_check_at: interval ? new Date(SIGNED_IN_AT + interval * MINUTE).toISOString() : null,
            session_limit_minutes: null,
            session_ends_at: null,
            session_limit_reached: false,
          });
        }
        return undefined;
      },
    });
    const reminder = store.feature(realityCheckFeature);
    const limits = store.feature(limitsFeature);
    await reminder.watch();
    await limits.load();
    await jest.advanceTimersByTimeAsync(30 * MINUTE);
    expect(reminder.state).toBe('closed');

    jest.setSystemTime(SIGNED_IN_AT + MINUTE);
    limits.setRealityCheckChoice('15');
    expect(await limits.submitSession()).toBe(true);
    await jest.advanceTimersByTimeAsync(14 * MINUTE + 5_000);
    expect(reminder.state).toBe('open');
    expect(reminder.summary).toMatchObject({ minutesPlayed: 15, net: 0 });
  });

  it('forgets everything when the session ends', async () => {
    const { store } = createTestStore({
      signedIn: true,
      answers: {
        'protection/limits': okAnswer('protection/limits', overview({ reality_check_minutes: 30 })),
      },
    });
    const limits = store.feature(limitsFeature);
    await limits.load();
    limits.setAmount('deposit', '100');
    expect(limits.realityCheckChoice).toBe('30');
    store.session.logout();
    expect(limits.overview).toBeNull();
    expect(limits.forms.deposit.amount).toBe('');
    expect(limits.realityCheckChoice).toBe('');
  });
});
