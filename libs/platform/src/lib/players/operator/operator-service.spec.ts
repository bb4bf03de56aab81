import { PlatformError } from '../../http/envelope';
import { SECURITY_POLICY } from '../auth/security-policy';
import {
  freshAddress,
  PASSWORD,
  phoneOf,
  signUp,
  startPlayerKit,
  type PlayerKit,
} from '../testing/player-test-kit';

jest.setTimeout(60_000);

describe('operator commands on players', () => {
  let kit: PlayerKit;

  beforeAll(async () => {
    kit = await startPlayerKit();
    await signUp(kit, 'alice001');
    await signUp(kit, 'bobby001');
    await signUp(kit, 'carla001', { host: 'beta.test' });
  });

  afterAll(() => kit.close());

  const keyOf = async (promise: Promise<unknown>) =>
    promise.then(
      () => 'resolved',
      (error: unknown) => (error instanceof PlatformError ? error.messageKey : String(error)),
    );

  it("lists a site's players with their balances, and only that site's", async () => {
    await kit.platform.operator.credit('alpha', 'alice001', 12_345, 'Goodwill for a lost round', 'op-1');
    const listed = await kit.platform.operator.listPlayers('alpha');
    expect(listed.map((p) => p.accountId)).toEqual(['alice001', 'bobby001']);
    expect(listed[0]).toMatchObject({
      gameBalanceMinor: 12_345,
      tokens: 0,
      status: 'active',
      phoneVerified: false,
    });
    expect((await kit.platform.operator.listPlayers('beta')).map((p) => p.accountId)).toEqual(['carla001']);
    expect(await keyOf(kit.platform.operator.listPlayers('nosuchsite'))).toBe('siteNotFound');
  });

  it('credits and debits with a reason kept in the ledger, once per idempotency key', async () => {
    const debit = await kit.platform.operator.debit('alpha', 'alice001', 345, 'Chargeback', 'op-2');
    const again = await kit.platform.operator.debit('alpha', 'alice001', 345, 'Chargeback', 'op-2');
    expect(again).toEqual({ ...debit, replayed: true });
    expect(debit.availableAfterMinor).toBe(12_000);
    const history = await kit.platform.operator.history('alpha', 'alice001');
    expect(history.map((h) => [h.kind, h.amountMinor, h.reason])).toEqual([
      ['debit', -345, 'Chargeback'],
      ['credit', 12_345, 'Goodwill for a lost round'],
    ]);
  });

  it('refuses a debit beyond the balance, an empty reason, a bad amount and an unknown player', async () => {
    const operator = kit.platform.operator;
    expect(await keyOf(operator.debit('alpha', 'alice001', 12_001, 'Too much', 'op-3'))).toBe(
      'insufficientFunds',
    );
    expect(await keyOf(operator.credit('alpha', 'alice001', 100, '   ', 'op-4'))).toBe('reasonRequired');
    expect(await keyOf(operator.credit('alpha', 'alice001', -100, 'Negative', 'op-5'))).toBe('invalidAmount');
    expect(await keyOf(operator.credit('alpha', 'alice001', 1.5, 'Fraction', 'op-6'))).toBe('invalidAmount');
    expect(await keyOf(operator.credit('alpha', 'nobody01', 100, 'Ghost', 'op-7'))).toBe('notFound');
    expect(await keyOf(operator.credit('beta', 'alice001', 100, 'Wrong site', 'op-8'))).toBe('notFound');
    expect(await keyOf(operator.credit('alpha', 'bobby001', 100, 'Reused key', 'op-1'))).toBe(
      'idempotencyConflict',
    );
    expect((await operator.listPlayers('alpha'))[0]?.gameBalanceMinor).toBe(12_000);
  });

  it('reads the SMS outbox of one site or of all, newest first', async () => {
    await kit.call('/auth/tac/request_new_register', { account_id: 'alice001' }, { ip: freshAddress() });
    await kit.call(
      '/auth/tac/request_new_register',
      { account_id: 'carla001' },
      { host: 'beta.test', ip: freshAddress() },
    );
    const alpha = await kit.platform.operator.readOutbox('alpha');
    expect(alpha).toHaveLength(1);
    expect(alpha[0]).toMatchObject({ siteKey: 'alpha', phone: phoneOf('alice001').replace(/ /g, '') });
    expect(alpha[0]?.text).toMatch(/^Alpha Casino: your verification code is \d{6}\./);
    const all = await kit.platform.operator.readOutbox();
    expect(all.map((m) => m.siteKey)).toEqual(['beta', 'alpha']);
  });

  it('refuses VIP levels that do not climb, and inbox messages without a title, changing nothing', async () => {
    const operator = kit.platform.operator;
    await operator.setVipLevels('alpha', [
      { level: 1, vipName: 'Base', startingDepositMinor: 0, startingTurnoverMinor: 0 },
    ]);
    const bad = [
      [],
      [{ level: 1, vipName: 'Base', startingDepositMinor: 10, startingTurnoverMinor: 0 }],
      [
        { level: 1, vipName: 'Base', startingDepositMinor: 0, startingTurnoverMinor: 0 },
        { level: 1, vipName: 'Again', startingDepositMinor: 5, startingTurnoverMinor: 5 },
      ],
      [
        { level: 1, vipName: 'Base', startingDepositMinor: 0, startingTurnoverMinor: 0 },
        { level: 2, vipName: 'Lower', startingDepositMinor: 5, startingTurnoverMinor: -1 },
      ],
      [{ level: 1, vipName: ' ', startingDepositMinor: 0, startingTurnoverMinor: 0 }],
    ];
    for (const levels of bad)
      expect(await keyOf(operator.setVipLevels('alpha', levels))).toBe('invalidRequest');
    const table = await kit.call('/auth/vip_before_login', {});
    expect(table.json()).toMatchObject({ value: [{ vip_name: 'Base' }] });

    expect(await keyOf(operator.sendInboxMessage('alpha', 'alice001', { title: ' ', body: 'x' }))).toBe(
      'invalidRequest',
    );
    expect(
      await keyOf(
        operator.sendInboxMessage('alpha', 'alice001', {
          title: 'Gift',
          body: 'x',
          reward: { asset: 'game', amountMinor: 0 },
        }),
      ),
    ).toBe('invalidRequest');
  });

  it('blocks and reactivates an account', async () => {
    const operator = kit.platform.operator;
    await operator.setPlayerStatus('alpha', 'bobby001', 'blocked');
    expect((await operator.listPlayers('alpha'))[1]).toMatchObject({
      accountId: 'bobby001',
      status: 'blocked',
    });
    const refused = await kit.call(
      '/auth/login',
      { account_id: 'bobby001', password: PASSWORD },
      { ip: freshAddress() },
    );
    expect(refused.json()).toMatchObject({ message: 'accountBlocked' });
    await operator.setPlayerStatus('alpha', 'bobby001', 'active');
    const login = await kit.call(
      '/auth/login',
      { account_id: 'bobby001', password: PASSWORD },
      { ip: freshAddress() },
    );
    expect(login.json()).toMatchObject({ statusCode: 1 });
  });

  it('purges dead sessions, used codes and old counters', async () => {
    kit.clock.advance(SECURITY_POLICY.session.absoluteSeconds + 1);
    const purged = await kit.platform.operator.purgeExpired();
    expect(purged.sessions).toBeGreaterThan(0);
    expect(purged.codes).toBeGreaterThan(0);
    expect(purged.rateLimits).toBeGreaterThan(0);
    expect(await kit.platform.operator.purgeExpired()).toEqual({
      sessions: 0,
      codes: 0,
      rateLimits: 0,
      signInAttempts: 0,
    });
  });
});
