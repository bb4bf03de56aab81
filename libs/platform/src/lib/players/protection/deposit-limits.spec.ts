import { startCashierKit, type CashierKit } from '../../cashier/testing/cashier-test-kit';
import { businessSnapshot } from '../testing/db-snapshot';
import { signIn } from '../testing/player-test-kit';
import { PROTECTION_POLICY } from './protection-policy';

jest.setTimeout(120_000);

type Session = { account_id: string; auth: string };
interface Answer {
  statusCode: number;
  message: string;
  [field: string]: unknown;
}

const DAY_SECONDS = PROTECTION_POLICY.coolingOffMs / 1000;

describe('player protection: deposit limits at the cashier', () => {
  let kit: CashierKit;
  let seq = 0;
  const call = async (path: string, session: Session, extra: object = {}) =>
    (await kit.member(path, session, extra)).json<Answer>();
  const setLimit = (session: Session, period: string, amount: string | null) =>
    call('/protection/set_limit', session, { type: 'deposit', period, amount });
  const deposit = (session: Session, amount: string) =>
    call('/cashier/deposit', session, { method_code: 'bank', amount, request_id: `dep-limit-${++seq}` });
  const deposits = async (session: Session) =>
    ((await call('/cashier/transactions', session, { type: 'deposit' }))['value'] as unknown[]).length;

  beforeAll(async () => {
    kit = await startCashierKit();
  });
  afterAll(() => kit.close());

  it('takes a deposit exactly at the limit and refuses one minor unit over, saying what is left', async () => {
    const session = await kit.cashierPlayer('deplim01');
    await setLimit(session, '24h', '1000');
    expect(await deposit(session, '600')).toMatchObject({ statusCode: 1 });
    const before = await businessSnapshot(kit.platform.database.db);
    expect(await deposit(session, '400.01')).toEqual({
      statusCode: 0,
      message: 'depositLimitReached',
      period: '24h',
      remaining: 400,
    });
    // Nothing but the player's note changed: no deposit, no payment at the PSP.
    const after = await businessSnapshot(kit.platform.database.db);
    expect({ ...after, inbox_messages: '' }).toEqual({ ...before, inbox_messages: '' });
    expect(await deposits(session)).toBe(1);
    expect(await deposit(session, '400.00')).toMatchObject({ statusCode: 1 });
    expect(await deposit(session, '100')).toMatchObject({ message: 'depositLimitReached', remaining: 0 });
    const overview = await call('/protection/limits', session);
    expect(overview).toMatchObject({ deposit_remaining: 0 });
    const inbox = (await call('/settings/get_inbox', session))['value'] as Array<{
      title: string;
      content: string;
    }>;
    // One note for the refusals of the hour.
    expect(inbox.filter((m) => m.title === 'Deposit refused: deposit limit')).toEqual([
      expect.objectContaining({ content: expect.stringContaining('₱400.01') }),
    ]);
  });

  it('applies the lowest binding limit of the windows', async () => {
    const session = await kit.cashierPlayer('deplim02');
    await setLimit(session, '24h', '1000');
    await setLimit(session, '7d', '300');
    await setLimit(session, '30d', '5000');
    expect(await call('/protection/limits', session)).toMatchObject({ deposit_remaining: 300 });
    expect(await deposit(session, '300')).toMatchObject({ statusCode: 1 });
    expect(await deposit(session, '100')).toMatchObject({ message: 'depositLimitReached', period: '7d' });
  });

  it('counts deposits waiting at the PSP and credited, not failed ones, over a rolling window', async () => {
    const session = await kit.cashierPlayer('deplim03');
    await setLimit(session, '24h', '300');
    const first = await deposit(session, '200');
    const id = (first['deposit'] as { id: string }).id;
    const failed = await kit.notify({
      id: `evt-fail-${id}`,
      type: 'payment.failed',
      created: Math.floor(kit.clock.now().getTime() / 1000),
      data: {
        id: String(kit.psp.object(id)?.['id']),
        reference: id,
        amount: 20_000,
        currency: 'PHP',
        status: 'failed',
        failure_reason: 'card declined',
      },
    });
    expect(failed.status).toBe(200);
    const second = await deposit(session, '300');
    expect(second).toMatchObject({ statusCode: 1 });
    const paid = (second['deposit'] as { id: string }).id;
    const credited = await kit.notify({
      id: `evt-ok-${paid}`,
      type: 'payment.succeeded',
      created: Math.floor(kit.clock.now().getTime() / 1000),
      data: {
        id: String(kit.psp.object(paid)?.['id']),
        reference: paid,
        amount: 30_000,
        currency: 'PHP',
        status: 'succeeded',
      },
    });
    expect(credited.body).toMatchObject({ outcome: 'credited' });

    // 24 hours less a second later the credited deposit still counts; at 24 hours it leaves the window.
    kit.clock.advance(DAY_SECONDS - 1);
    const later = await signIn(kit, 'deplim03');
    expect(await deposit(later, '100')).toMatchObject({ message: 'depositLimitReached', remaining: 0 });
    kit.clock.advance(1);
    expect(await deposit(later, '300')).toMatchObject({ statusCode: 1 });
  });

  it('keeps the lower limit until the cooling-off of a raise ends, to the second', async () => {
    const session = await kit.cashierPlayer('deplim04');
    await setLimit(session, '30d', '500');
    expect(await setLimit(session, '30d', '2000')).toMatchObject({ applied: 'pending' });
    kit.clock.advance(DAY_SECONDS - 1);
    const before = await signIn(kit, 'deplim04');
    expect(await deposit(before, '1500')).toMatchObject({ message: 'depositLimitReached', period: '30d' });
    kit.clock.advance(1);
    expect(await deposit(before, '1500')).toMatchObject({ statusCode: 1 });
  });

  it('keeps a removed limit for the cooling-off, then takes any deposit', async () => {
    const session = await kit.cashierPlayer('deplim05');
    await setLimit(session, '24h', '100');
    expect(await setLimit(session, '24h', null)).toMatchObject({ applied: 'pending' });
    expect(await deposit(session, '200')).toMatchObject({ message: 'depositLimitReached' });
    kit.clock.advance(DAY_SECONDS);
    const later = await signIn(kit, 'deplim05');
    expect(await deposit(later, '5000')).toMatchObject({ statusCode: 1 });
  });

  it('never lets deposits sent at once pass a limit together', async () => {
    const session = await kit.cashierPlayer('deplim06');
    await setLimit(session, '24h', '1000');
    const answers = await Promise.all(Array.from({ length: 6 }, () => deposit(session, '300')));
    expect(answers.filter((a) => a.statusCode === 1)).toHaveLength(3);
    expect(answers.filter((a) => a.message === 'depositLimitReached')).toHaveLength(3);
    expect(await deposits(session)).toBe(3);
  });

  it('refuses a deposit during a time-out (the service, as a session could not exist)', async () => {
    const session = await kit.cashierPlayer('deplim07');
    const context = { domainName: 'alpha.test', address: '203.0.113.9' };
    const member = await kit.platform.players.authenticate(context, session.account_id, session.auth);
    expect(await call('/protection/exclude', session, { type: 'timeout', period: '24h' })).toMatchObject({
      statusCode: 1,
    });
    await expect(
      kit.platform.cashier.deposit(member, {
        methodCode: 'bank',
        amount: '100',
        requestId: 'dep-limit-excluded',
        siteOrigin: 'https://alpha.test',
      }),
    ).rejects.toMatchObject({ messageKey: 'timedOut', fields: { until: expect.any(String) } });
    expect(await deposit(session, '100')).toEqual({ statusCode: 0, message: 'sessionExpired' });
  });
});
