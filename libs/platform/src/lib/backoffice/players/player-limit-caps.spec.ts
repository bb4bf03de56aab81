import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { raisedRefusal } from '../../db/database-function';
import { businessSnapshot } from '../../players/testing/db-snapshot';
import { PASSWORD, signIn } from '../../players/testing/player-test-kit';
import { startBackofficeKit, type BackofficeKit } from '../testing/backoffice-test-kit';

jest.setTimeout(120_000);

interface Limit {
  type: string;
  period: string;
  amount: number | null;
  own_amount: number | null;
  operator_cap: number | null;
}
interface Overview {
  limits: Limit[];
  session_limit: { minutes: number | null; own_minutes: number | null; operator_cap: number | null };
  history: { type: string; period: string; old_value: number | null; new_value: number | null; by: string }[];
}

const json = <T = Record<string, unknown>>(response: LightMyRequestResponse) =>
  response.json<T & { statusCode: number; message: string }>();

describe("the back office's limit caps", () => {
  let kit: BackofficeKit;
  let support: string;
  let alphaSite: number;
  let betaSite: number;

  const setCap = (body: object, session = support) =>
    kit.staffCall('players/set_limit', { site_id: alphaSite, account_id: 'celia', ...body }, { session });
  const deposit30d = (overview: Overview) =>
    overview.limits.find((limit) => limit.type === 'deposit' && limit.period === '30d');
  const player = async () => {
    const row = await kit.platform.operator.findPlayer('alpha', 'celia');
    if (!row) throw new Error('no player');
    return row;
  };
  const snapshot = () => businessSnapshot(kit.platform.database.db);

  beforeAll(async () => {
    kit = await startBackofficeKit();
    alphaSite = kit.siteA.id;
    betaSite = kit.siteB.id;
    await kit.platform.operator.createPlayer('alpha', {
      accountId: 'celia',
      password: PASSWORD,
      contactPhone: '+639170009876',
      contactEmail: 'celia@example.com',
      fullName: 'Celia Ramos',
    });
    support = await kit.signIn(await kit.addStaff('support-caps@ops.example.com', 'support', [alphaSite]));
  });

  afterAll(() => kit.close());

  it('lets support cap a deposit limit at once, audited before and after, and in the history', async () => {
    const before = (await kit.auditEntries()).length;
    const answer = json<{ protection: Overview }>(
      await setCap({ kind: 'deposit', period: '30d', value: 500_000 }),
    );
    expect(answer.statusCode).toBe(1);
    expect(deposit30d(answer.protection)).toMatchObject({
      amount: 5000,
      own_amount: null,
      operator_cap: 5000,
    });
    expect(answer.protection.history[0]).toMatchObject({
      type: 'deposit',
      period: '30d',
      old_value: null,
      new_value: 5000,
      by: 'operator',
    });
    expect((await kit.auditEntries()).slice(before)).toEqual([
      expect.objectContaining({
        action: 'players/set_limit',
        outcome: 'ok',
        targetId: 'celia',
        siteId: alphaSite,
        before: { kind: 'deposit', period: '30d', operator_cap: null, limit: null },
        after: { kind: 'deposit', period: '30d', operator_cap: 500_000, limit: 500_000 },
      }),
    ]);
    const page = json<{ player: { protection: Overview } }>(
      await kit.staffCall('players/get', { site_id: alphaSite, account_id: 'celia' }, { session: support }),
    );
    expect(deposit30d(page.player.protection)).toMatchObject({ amount: 5000, operator_cap: 5000 });
  });

  it('refuses the player a raise above the cap or a removal, and changes nothing; a lower one applies', async () => {
    const session = await signIn(kit, 'celia');
    const setLimit = async (amount: string | null) =>
      json<Overview & { applied: string }>(
        await kit.call('/protection/set_limit', { ...session, type: 'deposit', period: '30d', amount }),
      );
    const before = await snapshot();
    expect(await setLimit('5000.01')).toEqual({ statusCode: 0, message: 'limitSetByOperator' });
    expect(await setLimit(null)).toEqual({ statusCode: 0, message: 'limitSetByOperator' });
    expect(await snapshot()).toEqual(before);

    const lower = await setLimit('3000');
    expect(lower).toMatchObject({ statusCode: 1, applied: 'now' });
    expect(deposit30d(lower)).toMatchObject({ amount: 3000, own_amount: 3000, operator_cap: 5000 });
    // Back up to the cap is a raise of their own limit: it waits out the cooling-off as any raise does.
    expect(await setLimit('5000')).toMatchObject({ statusCode: 1, applied: 'pending' });
    const overview = json<Overview>(await kit.call('/protection/limits', session));
    expect(deposit30d(overview)).toMatchObject({ amount: 3000, operator_cap: 5000 });
  });

  it('holds a deposit above the cap in the database check the cashier runs', async () => {
    const { id } = await player();
    const check = (amount: number) =>
      kit.platform.database.db
        .execute(
          sql`select protection_check_deposit(${id}::integer, ${amount}::bigint, ${kit.clock.now().toISOString()}::timestamptz)`,
        )
        .then(
          () => 'passes',
          (error: unknown) => raisedRefusal(error, 'cashier')?.key,
        );
    // The player's own 3,000.00 binds first; lifted, the cap's 5,000.00 still binds.
    expect(await check(300_001)).toBe('depositLimitReached');
    expect(await check(300_000)).toBe('passes');
    await kit.platform.database.db.execute(
      sql`update player_limits set value = null where player_id = ${id} and kind = 'deposit'`,
    );
    expect(await check(500_001)).toBe('depositLimitReached');
    expect(await check(500_000)).toBe('passes');
    await kit.platform.database.db.execute(
      sql`update player_limits set value = 300000, pending_value = null, pending_effective_at = null where player_id = ${id} and kind = 'deposit'`,
    );
  });

  it('caps the session time: a longer one or its removal is refused the player', async () => {
    const answer = json<{ protection: Overview }>(
      await setCap({ kind: 'session', period: 'session', value: 60 }),
    );
    expect(answer.protection.session_limit).toMatchObject({
      minutes: 60,
      own_minutes: null,
      operator_cap: 60,
    });
    const session = await signIn(kit, 'celia');
    const setSession = async (minutes: number | null) =>
      json(await kit.call('/protection/set_session', { ...session, session_limit_minutes: minutes }));
    expect(await setSession(90)).toEqual({ statusCode: 0, message: 'limitSetByOperator' });
    expect(await setSession(null)).toEqual({ statusCode: 0, message: 'limitSetByOperator' });
    expect(await setSession(30)).toMatchObject({ statusCode: 1, session_limit: { minutes: 30 } });
  });

  it.each([
    ['an unknown kind', { kind: 'bonus', period: '30d', value: 100 }, 'invalidLimitType'],
    ['a period of another kind', { kind: 'deposit', period: 'session', value: 100 }, 'invalidLimitPeriod'],
    ['an unknown period', { kind: 'loss', period: '1y', value: 100 }, 'invalidLimitPeriod'],
    ['zero', { kind: 'deposit', period: '24h', value: 0 }, 'invalidLimitAmount'],
    ['a negative amount', { kind: 'deposit', period: '24h', value: -100 }, 'invalidLimitAmount'],
    ['a fraction of a minor unit', { kind: 'loss', period: '7d', value: 10.5 }, 'invalidLimitAmount'],
    ['too much', { kind: 'loss', period: '7d', value: 1e13 }, 'limitTooLarge'],
    ['a too short session', { kind: 'session', period: 'session', value: 2 }, 'invalidSessionLimit'],
  ])('refuses %s and changes nothing', async (_what, body, message) => {
    const before = await snapshot();
    const audit = (await kit.auditEntries()).length;
    expect(json(await setCap(body))).toEqual({ statusCode: 0, message });
    expect(await snapshot()).toEqual(before);
    expect((await kit.auditEntries()).slice(audit)).toEqual([
      expect.objectContaining({ action: 'players/set_limit', outcome: 'refused' }),
    ]);
  });

  it('refuses finance and viewer, and a site that is not the member’s', async () => {
    const before = await snapshot();
    for (const role of ['finance', 'viewer'] as const) {
      const other = await kit.signIn(await kit.addStaff(`${role}-caps@ops.example.com`, role, [alphaSite]));
      expect(json(await setCap({ kind: 'deposit', period: '30d', value: null }, other)).message).toBe(
        'staffForbidden',
      );
    }
    const betaSupport = await kit.signIn(
      await kit.addStaff('support-beta-caps@ops.example.com', 'support', [betaSite]),
    );
    expect(json(await setCap({ kind: 'deposit', period: '30d', value: null }, betaSupport)).message).toBe(
      'staffSiteForbidden',
    );
    expect(await snapshot()).toEqual(before);
  });

  it('lifts the cap: the player’s own limit is the one in force and theirs to raise again', async () => {
    const answer = json<{ protection: Overview }>(
      await setCap({ kind: 'deposit', period: '30d', value: null }),
    );
    expect(deposit30d(answer.protection)).toMatchObject({
      amount: 3000,
      own_amount: 3000,
      operator_cap: null,
    });
    expect((await kit.auditEntries()).at(-1)).toMatchObject({
      action: 'players/set_limit',
      before: { operator_cap: 500_000, limit: 300_000 },
      after: { operator_cap: null, limit: 300_000 },
    });
    const session = await signIn(kit, 'celia');
    const removed = json(
      await kit.call('/protection/set_limit', { ...session, type: 'deposit', period: '30d', amount: null }),
    );
    expect(removed).toMatchObject({ statusCode: 1, applied: 'pending' });
  });
});
