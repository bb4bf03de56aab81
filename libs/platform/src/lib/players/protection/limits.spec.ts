import { businessSnapshot } from '../testing/db-snapshot';
import { signIn, signUp, startMemberKit, type MemberKit } from '../testing/player-test-kit';
import { PROTECTION_POLICY } from './protection-policy';

jest.setTimeout(120_000);

type Session = { account_id: string; auth: string };
interface Answer {
  statusCode: number;
  message: string;
  [field: string]: unknown;
}
interface MoneyLimit {
  type: string;
  period: string;
  amount: number | null;
  used: number;
  remaining: number | null;
  pending: { amount: number | null; effective_at: string } | null;
}

const DAY_SECONDS = PROTECTION_POLICY.coolingOffMs / 1000;

describe('player protection: setting limits', () => {
  let kit: MemberKit;
  let players = 0;
  const nextPlayer = (prefix: string) => `${prefix}${String(++players).padStart(3, '0')}`;
  const call = async (path: string, session: Session, extra: object = {}) =>
    (await kit.member(path, session, extra)).json<Answer>();
  const setLimit = (session: Session, type: string, period: string, amount: unknown) =>
    call('/protection/set_limit', session, { type, period, amount });
  const limitOf = (answer: Answer, type: string, period: string) =>
    (answer['limits'] as MoneyLimit[]).find((l) => l.type === type && l.period === period);

  beforeAll(async () => {
    kit = await startMemberKit();
  });
  afterAll(() => kit.close());

  it('lists every deposit and loss window with no limit, no exclusion and no history at first', async () => {
    const session = await signUp(kit, 'limits01');
    const answer = await call('/protection/limits', session);
    expect(answer).toMatchObject({
      statusCode: 1,
      currency: 'PHP',
      deposit_remaining: null,
      loss_remaining: null,
      session_limit: { minutes: null, own_minutes: null, operator_cap: null, pending: null },
      reality_check_minutes: null,
      exclusion: null,
      history: [],
    });
    expect(answer['limits']).toEqual(
      ['24h', '7d', '30d'].flatMap((period) =>
        ['deposit', 'loss'].map((type) => ({
          type,
          period,
          amount: null,
          own_amount: null,
          operator_cap: null,
          used: 0,
          remaining: null,
          pending: null,
        })),
      ),
    );
  });

  it('applies a new limit and a lower one at once, and keeps both in the history', async () => {
    const session = await signUp(kit, 'limits02');
    const set = await setLimit(session, 'deposit', '24h', '500');
    const now = kit.clock.now().toISOString();
    expect(set).toMatchObject({ statusCode: 1, applied: 'now', effective_at: now, deposit_remaining: 500 });
    expect(limitOf(set, 'deposit', '24h')).toEqual({
      type: 'deposit',
      period: '24h',
      amount: 500,
      own_amount: 500,
      operator_cap: null,
      used: 0,
      remaining: 500,
      pending: null,
    });
    kit.clock.advance(60);
    const lower = await setLimit(session, 'deposit', '24h', 250.5);
    expect(lower).toMatchObject({ applied: 'now', deposit_remaining: 250.5 });
    expect(lower['history']).toEqual([
      expect.objectContaining({
        type: 'deposit',
        period: '24h',
        old_value: 500,
        new_value: 250.5,
        by: 'player',
      }),
      expect.objectContaining({
        type: 'deposit',
        period: '24h',
        old_value: null,
        new_value: 500,
        effective_at: now,
      }),
    ]);
    const inbox = (await call('/settings/get_inbox', session))['value'] as Array<{
      title: string;
      content: string;
    }>;
    expect(inbox[0]).toMatchObject({
      title: 'Deposit limit set',
      content: expect.stringContaining('₱250.50'),
    });
  });

  it('lets a raise or a removal wait out 24 hours, shown as pending, and applies it exactly then', async () => {
    const session = await signUp(kit, 'limits03');
    await setLimit(session, 'loss', '7d', '100');
    const asked = kit.clock.now();
    const raised = await setLimit(session, 'loss', '7d', '300');
    const effectiveAt = new Date(asked.getTime() + DAY_SECONDS * 1000).toISOString();
    expect(raised).toMatchObject({ applied: 'pending', effective_at: effectiveAt, loss_remaining: 100 });
    expect(limitOf(raised, 'loss', '7d')).toMatchObject({
      amount: 100,
      pending: { amount: 300, effective_at: effectiveAt },
    });
    // Asking for the same raise again does not restart the cooling-off.
    kit.clock.advance(600);
    expect(await setLimit(session, 'loss', '7d', '300')).toMatchObject({ applied: 'unchanged' });

    // Just before the end of the cooling-off the old limit holds; at the end the new one.
    kit.clock.advance(DAY_SECONDS - 600 - 1);
    const late = await signInAgain(session);
    expect(limitOf(await call('/protection/limits', late), 'loss', '7d')).toMatchObject({
      amount: 100,
      pending: { amount: 300 },
    });
    kit.clock.advance(1);
    expect(limitOf(await call('/protection/limits', late), 'loss', '7d')).toMatchObject({
      amount: 300,
      pending: null,
    });

    // A removal waits the same way.
    const removed = await setLimit(late, 'loss', '7d', null);
    expect(removed).toMatchObject({ applied: 'pending' });
    expect(limitOf(removed, 'loss', '7d')).toMatchObject({ amount: 300, pending: { amount: null } });
    kit.clock.advance(DAY_SECONDS);
    const after = await signInAgain(session);
    expect(limitOf(await call('/protection/limits', after), 'loss', '7d')).toMatchObject({
      amount: null,
      pending: null,
    });
  });

  it('drops a pending raise when the player lowers the limit, at once', async () => {
    const session = await signUp(kit, 'limits04');
    await setLimit(session, 'deposit', '30d', '1000');
    await setLimit(session, 'deposit', '30d', '5000');
    const lowered = await setLimit(session, 'deposit', '30d', '800');
    expect(lowered).toMatchObject({ applied: 'now' });
    expect(limitOf(lowered, 'deposit', '30d')).toMatchObject({ amount: 800, pending: null });
    kit.clock.advance(DAY_SECONDS + 1);
    const later = await signInAgain(session);
    expect(limitOf(await call('/protection/limits', later), 'deposit', '30d')).toMatchObject({ amount: 800 });
  });

  it('answers unchanged for the same limit again and for removing no limit, writing nothing', async () => {
    const session = await signUp(kit, 'limits05');
    await setLimit(session, 'deposit', '24h', '100');
    const before = await businessSnapshot(kit.platform.database.db);
    expect(await setLimit(session, 'deposit', '24h', '100.00')).toMatchObject({ applied: 'unchanged' });
    expect(await setLimit(session, 'loss', '24h', null)).toMatchObject({ applied: 'unchanged' });
    expect(await businessSnapshot(kit.platform.database.db)).toEqual(before);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a negative amount', { amount: '-5' }, 'limitNegative'],
    ['a negative number', { amount: -5 }, 'limitNegative'],
    ['zero', { amount: '0' }, 'invalidLimitAmount'],
    ['text that is no amount', { amount: '12abc' }, 'invalidLimitAmount'],
    ['an empty amount', { amount: '' }, 'invalidLimitAmount'],
    ['a thousand separator', { amount: '1,000' }, 'invalidLimitAmount'],
    ['more decimals than PHP has', { amount: '10.001' }, 'limitTooPrecise'],
    ['a number with more decimals', { amount: 10.001 }, 'limitTooPrecise'],
    ['an absurd amount', { amount: '10000000001' }, 'limitTooLarge'],
    ['a huge number', { amount: 1e300 }, 'limitTooLarge'],
    ['an unknown period', { period: '12h' }, 'invalidLimitPeriod'],
    ['a period of the exclusions', { period: '6w' }, 'invalidLimitPeriod'],
    ['an unknown type', { type: 'wager' }, 'invalidLimitType'],
  ])('refuses %s with %s and changes no row', async (_what, change, key) => {
    const session = await signUp(kit, nextPlayer('badlim'));
    const before = await businessSnapshot(kit.platform.database.db);
    const answer = await call('/protection/set_limit', session, {
      type: 'deposit',
      period: '24h',
      amount: '100',
      ...change,
    });
    expect(answer).toEqual({ statusCode: 0, message: key });
    expect(await businessSnapshot(kit.platform.database.db)).toEqual(before);
  });

  it('accepts exactly the largest limit and refuses one minor unit more', async () => {
    const session = await signUp(kit, 'limits06');
    expect(await setLimit(session, 'loss', '30d', '10000000000.01')).toMatchObject({
      message: 'limitTooLarge',
    });
    expect(await setLimit(session, 'loss', '30d', '10000000000')).toMatchObject({ applied: 'now' });
  });

  it('sets the session limit (a longer one after the cooling-off) and the reality check (at once)', async () => {
    const session = await signUp(kit, 'limits07');
    const set = await call('/protection/set_session', session, {
      session_limit_minutes: 60,
      reality_check_minutes: 30,
    });
    expect(set).toMatchObject({
      applied: 'now',
      session_limit: { minutes: 60, pending: null },
      reality_check_minutes: 30,
    });
    const longer = await call('/protection/set_session', session, { session_limit_minutes: 120 });
    expect(longer).toMatchObject({
      applied: 'pending',
      session_limit: { minutes: 60, pending: { minutes: 120 } },
      reality_check_minutes: 30,
    });
    const off = await call('/protection/set_session', session, { reality_check_minutes: null });
    expect(off).toMatchObject({ applied: 'unchanged', reality_check_minutes: null });
    expect((off['history'] as Array<{ type: string }>).map((h) => h.type)).toEqual([
      'reality_check',
      'session',
      'reality_check',
      'session',
    ]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a session limit below 5 minutes', { session_limit_minutes: 4 }, 'invalidSessionLimit'],
    ['a session limit over a day', { session_limit_minutes: 1441 }, 'invalidSessionLimit'],
    ['a fractional session limit', { session_limit_minutes: 30.5 }, 'invalidSessionLimit'],
    ['a reality check of 20 minutes', { reality_check_minutes: 20 }, 'invalidRealityCheck'],
    [
      'a good limit with a bad reality check',
      { session_limit_minutes: 30, reality_check_minutes: 0 },
      'invalidRealityCheck',
    ],
  ])('refuses %s and changes no row', async (_what, body, key) => {
    const session = await signUp(kit, nextPlayer('badses'));
    const before = await businessSnapshot(kit.platform.database.db);
    expect(await call('/protection/set_session', session, body)).toEqual({ statusCode: 0, message: key });
    expect(await businessSnapshot(kit.platform.database.db)).toEqual(before);
  });

  it("reads and changes only the caller's own limits: another player's token or site sees nothing", async () => {
    const owner = await signUp(kit, 'limits08');
    await setLimit(owner, 'deposit', '24h', '100');
    const stranger = await signUp(kit, 'limits09');
    const before = await businessSnapshot(kit.platform.database.db);
    // The stranger's token with the owner's account, and the owner's token from the other site.
    for (const [session, host] of [
      [{ account_id: owner.account_id, auth: stranger.auth }, 'alpha.test'],
      [owner, 'beta.test'],
    ] as const) {
      for (const [path, body] of [
        ['/protection/limits', {}],
        ['/protection/set_limit', { type: 'deposit', period: '24h', amount: null }],
        ['/protection/set_session', { session_limit_minutes: 5 }],
        ['/protection/exclude', { type: 'timeout', period: '24h' }],
        ['/protection/session_status', {}],
      ] as const) {
        const answer = await kit.call(path, { ...session, ...body }, { host });
        expect({ path, answer: answer.json() }).toEqual({
          path,
          answer: { statusCode: 0, message: 'sessionExpired' },
        });
      }
    }
    expect(await businessSnapshot(kit.platform.database.db)).toEqual(before);
    // The stranger's own view shows nothing of the owner's.
    expect(await call('/protection/limits', stranger)).toMatchObject({
      deposit_remaining: null,
      history: [],
    });
  });

  /** Sessions go idle in half an hour: a new one after the clock moved. */
  const signInAgain = (session: Session): Promise<Session> => signIn(kit, session.account_id);
});
