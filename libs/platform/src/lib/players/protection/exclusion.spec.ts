import { eq } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { players } from '../../db/schema';
import { createSecurityLog } from '../../security-log/security-log';
import { RateLimiter } from '../auth/rate-limiter';
import { createPlayerServices } from '../player-services';
import { businessSnapshot } from '../testing/db-snapshot';
import {
  freshAddress,
  PASSWORD,
  phoneOf,
  signIn,
  signUp,
  startMemberKit,
  type MemberKit,
} from '../testing/player-test-kit';

jest.setTimeout(120_000);

type Session = { account_id: string; auth: string };
interface Answer {
  statusCode: number;
  message: string;
  [field: string]: unknown;
}

const HOUR_MS = 60 * 60 * 1000;
const SESSION_EXPIRED = { statusCode: 0, message: 'sessionExpired' };

describe('player protection: time-out and self-exclusion', () => {
  let kit: MemberKit;
  let badPlayers = 0;
  const call = async (path: string, session: Session, extra: object = {}) =>
    (await kit.member(path, session, extra)).json<Answer>();
  const login = async (accountId: string) =>
    (
      await kit.call('/auth/login', { account_id: accountId, password: PASSWORD }, { ip: freshAddress() })
    ).json<Answer>();
  const memberOf = (session: Session) =>
    kit.platform.players.authenticate(
      { domainName: 'alpha.test', address: '203.0.113.7' },
      session.account_id,
      session.auth,
    );

  beforeAll(async () => {
    kit = await startMemberKit();
  });
  afterAll(() => kit.close());

  it('ends every session at once and refuses sign-in by password until the time-out ends, saying when', async () => {
    const session = await signUp(kit, 'timeout01');
    const other = await signIn(kit, 'timeout01');
    const started = kit.clock.now();
    const endsAt = new Date(started.getTime() + 7 * 24 * HOUR_MS).toISOString();
    expect(await call('/protection/exclude', session, { type: 'timeout', period: '7d' })).toEqual({
      statusCode: 1,
      message: 'OK',
      exclusion: { type: 'timeout', period: '7d', started_at: started.toISOString(), ends_at: endsAt },
    });
    expect(await call('/auth/get_balance', session)).toEqual(SESSION_EXPIRED);
    expect(await call('/auth/get_balance', other)).toEqual(SESSION_EXPIRED);
    // The right password is refused with the end; a wrong one says no more than before.
    expect(await login('timeout01')).toEqual({ statusCode: 0, message: 'timedOut', until: endsAt });
    expect(
      (
        await kit.call(
          '/auth/login',
          { account_id: 'timeout01', password: 'Wrong4Harbor' },
          { ip: freshAddress() },
        )
      ).json(),
    ).toEqual({ statusCode: 0, message: 'invalidCredentials' });

    kit.clock.advance(7 * 24 * 3600 - 1);
    expect(await login('timeout01')).toMatchObject({ message: 'timedOut' });
    kit.clock.advance(1);
    const back = await login('timeout01');
    expect(back).toMatchObject({ statusCode: 1 });
    const inbox = (
      await call('/settings/get_inbox', { account_id: 'timeout01', auth: String(back['token']) })
    )['value'] as Array<{ title: string; content: string }>;
    expect(inbox.map((m) => m.title)).toEqual(
      expect.arrayContaining(['Time-out started', 'A sign-in refused']),
    );
    expect(inbox.find((m) => m.title === 'Time-out started')?.content).toContain('Alpha Casino');
  });

  it('refuses sign-in by code too, after the code is checked', async () => {
    const session = await signUp(kit, 'timeout02');
    await kit.platform.database.db
      .update(players)
      .set({ phoneVerifiedAt: kit.clock.now() })
      .where(eq(players.accountId, 'timeout02'));
    const started = kit.clock.now();
    await call('/protection/exclude', session, { type: 'self_exclusion', period: '6m' });
    const sixMonths = new Date(started);
    sixMonths.setUTCMonth(sixMonths.getUTCMonth() + 6);
    const request = await kit.call(
      '/auth/tac/request_login',
      { account_id: 'timeout02' },
      { ip: freshAddress() },
    );
    expect(request.json()).toMatchObject({ statusCode: 1 });
    const code = await kit.lastCode(phoneOf('timeout02').replace(/ /g, ''));
    const answer = (
      await kit.call('/auth/login_tac', { account_id: 'timeout02', tac: code }, { ip: freshAddress() })
    ).json<Answer>();
    expect(answer).toMatchObject({
      statusCode: 0,
      message: 'selfExcluded',
      until: sixMonths.toISOString(),
    });
  });

  it('cannot be shortened or replaced by a shorter one; a longer one replaces it', async () => {
    const session = await signUp(kit, 'timeout03');
    const member = await memberOf(session);
    await kit.platform.players.exclude(member, { type: 'timeout', period: '30d' });
    // The player's sessions are gone: the service itself is what a shorter request would reach.
    await expect(
      kit.platform.players.exclude(member, { type: 'timeout', period: '7d' }),
    ).rejects.toMatchObject({
      messageKey: 'exclusionCannotShorten',
    });
    await expect(
      kit.platform.players.exclude(member, { type: 'timeout', period: '30d' }),
    ).rejects.toMatchObject({
      messageKey: 'exclusionCannotShorten',
    });
    const aYear = new Date(kit.clock.now());
    aYear.setUTCFullYear(aYear.getUTCFullYear() + 1);
    const longer = await kit.platform.players.exclude(member, { type: 'self_exclusion', period: '1y' });
    expect(longer.exclusion).toMatchObject({ type: 'self_exclusion', ends_at: aYear.toISOString() });
    kit.clock.advance(31 * 24 * 3600);
    expect(await login('timeout03')).toMatchObject({
      message: 'selfExcluded',
      until: aYear.toISOString(),
    });
    const report = await kit.platform.operator.playerProtection('alpha', 'timeout03');
    expect(report.exclusions.map((e) => [e.kind, e.period])).toEqual([
      ['self_exclusion', '1y'],
      ['timeout', '30d'],
    ]);
    expect(report.overview.exclusion).toMatchObject({ type: 'self_exclusion', period: '1y' });
  });

  it.each<[string, Record<string, unknown>]>([
    ['an unknown type', { type: 'pause', period: '24h' }],
    ['a time-out of a self-exclusion length', { type: 'timeout', period: '1y' }],
    ['a self-exclusion of a time-out length', { type: 'self_exclusion', period: '24h' }],
    ['an unknown period', { type: 'timeout', period: '2d' }],
  ])('refuses %s with invalidExclusion, keeping the session and every row', async (_what, body) => {
    const session = await signUp(kit, `badexc${String(++badPlayers).padStart(2, '0')}`);
    const before = await businessSnapshot(kit.platform.database.db);
    expect(await call('/protection/exclude', session, body)).toEqual({
      statusCode: 0,
      message: 'invalidExclusion',
    });
    expect(await businessSnapshot(kit.platform.database.db)).toEqual(before);
    expect(await call('/auth/get_balance', session)).toMatchObject({ statusCode: 1 });
  });

  it('records the exclusion and the ended sessions in the security log', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const log = createSecurityLog({ destination });
    const deps = { ...kit.platform, securityLog: log };
    const services = createPlayerServices(
      deps,
      kit.platform.sites,
      new RateLimiter(deps.database.db, deps.clock, log),
    );
    const session = await signUp(kit, 'timeout04');
    const member = await memberOf(session);
    await services.players.exclude(member, { type: 'timeout', period: '24h' });
    expect(lines).toEqual([
      expect.objectContaining({
        event: 'protection.excluded',
        accountId: 'timeout04',
        action: 'timeout:24h',
      }),
      expect.objectContaining({ event: 'session.revoked', reason: 'exclusion', sessions: 1 }),
    ]);
  });
});
