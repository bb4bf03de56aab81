import { eq } from 'drizzle-orm';
import { players } from '../db/schema';
import { businessSnapshot } from './testing/db-snapshot';
import {
  GAMES_A,
  PASSWORD,
  signUp,
  startPlayerKit,
  type LoginBody,
  type PlayerKit,
} from './testing/player-test-kit';

jest.setTimeout(60_000);

const SESSION_EXPIRED = { statusCode: 0, message: 'sessionExpired' };

/** Every member call with the fields it needs besides account_id and auth. */
const MEMBER_CALLS: ReadonlyArray<[string, object]> = [
  ['/auth/get_balance', {}],
  ['/auth/vip', {}],
  ['/auth/update_password', { password: PASSWORD, new_password: 'Another4Harbor' }],
  ['/home/fav_list', {}],
  ['/home/fav_add', { provider_code: GAMES_A[0][0], game_code: GAMES_A[0][1] }],
  ['/home/fav_remove', { provider_code: GAMES_A[0][0], game_code: GAMES_A[0][1] }],
  ['/settings/profile_update', { full_name: 'Intruder', contact_email: 'x@y.zz' }],
  ['/settings/get_inbox', {}],
  ['/settings/claim_inbox', { inbox_id: 1 }],
  ['/settings/check_status', {}],
  ['/security/overview', {}],
  ['/security/logout_session', { session_id: 1 }],
  ['/security/logout_others', {}],
  ['/security/set_code_login', { enabled: false }],
  ['/protection/limits', {}],
  ['/protection/set_limit', { type: 'deposit', period: '24h', amount: '100' }],
  ['/protection/set_session', { session_limit_minutes: 30, reality_check_minutes: 15 }],
  ['/protection/exclude', { type: 'timeout', period: '24h' }],
  ['/protection/session_status', {}],
];

describe('tenant isolation: one site never sees another site’s players', () => {
  let kit: PlayerKit;
  let alphaTwin: { account_id: string; auth: string };
  let betaTwin: { account_id: string; auth: string };
  let alphaInbox: number;

  beforeAll(async () => {
    kit = await startPlayerKit();
    // The same account id on both sites: two players.
    alphaTwin = await signUp(kit, 'twin0001', { host: 'alpha.test' });
    betaTwin = await signUp(kit, 'twin0001', { host: 'beta.test' });
    const alpha = await kit.platform.operator.findPlayer('alpha', 'twin0001');
    if (!alpha) throw new Error('no alpha twin');
    await kit.platform.operator.ledger.post.deposit({
      siteId: kit.siteA.id,
      playerId: alpha.id,
      asset: 'game',
      amountMinor: 50_000,
      idempotencyKey: 'twin-deposit',
    });
    await kit.call('/home/fav_add', { ...alphaTwin, provider_code: GAMES_A[0][0], game_code: GAMES_A[0][1] });
    alphaInbox = await kit.platform.operator.sendInboxMessage('alpha', 'twin0001', {
      title: 'Alpha only',
      body: 'A reward for the alpha player.',
      reward: { asset: 'game', amountMinor: 1_000 },
    });
  });

  afterAll(() => kit.close());

  it('keeps the same account id on two sites as two players with their own passwords', async () => {
    const alpha = await kit.platform.operator.findPlayer('alpha', 'twin0001');
    const beta = await kit.platform.operator.findPlayer('beta', 'twin0001');
    expect(alpha?.id).toBeDefined();
    expect(beta?.id).toBeDefined();
    expect(alpha?.id).not.toBe(beta?.id);
    await kit.call(
      '/auth/update_password',
      { ...betaTwin, password: PASSWORD, new_password: 'BetaOnly9' },
      { host: 'beta.test' },
    );
    const alphaLogin = await kit.call('/auth/login', { account_id: 'twin0001', password: 'BetaOnly9' });
    expect(alphaLogin.json()).toEqual({ statusCode: 0, message: 'invalidCredentials' });
    const betaLogin = await kit.call(
      '/auth/login',
      { account_id: 'twin0001', password: 'BetaOnly9' },
      { host: 'beta.test' },
    );
    expect(betaLogin.json<LoginBody>().statusCode).toBe(1);
  });

  it.each(MEMBER_CALLS)(
    "refuses site A's token from site B's host on %s, changing nothing",
    async (path, extra) => {
      const before = await businessSnapshot(kit.platform.database.db);
      const fromB = await kit.call(path, { ...alphaTwin, ...extra }, { host: 'beta.test' });
      expect(fromB.json()).toEqual(SESSION_EXPIRED);
      const named = await kit.call(path, { ...alphaTwin, ...extra, domain_name: 'beta.test' });
      expect(named.json()).toEqual(SESSION_EXPIRED);
      expect(await businessSnapshot(kit.platform.database.db)).toEqual(before);
    },
  );

  it("still accepts site A's token on site A's other host names", async () => {
    const response = await kit.call('/auth/get_balance', alphaTwin, { host: 'WWW.Alpha.test:8443' });
    expect(response.json()).toMatchObject({ statusCode: 1, game_balance: 500 });
  });

  it("shows site B's player nothing of site A's player: balance, favourites, inbox", async () => {
    const host = { host: 'beta.test' };
    expect((await kit.call('/auth/get_balance', betaTwin, host)).json()).toMatchObject({
      statusCode: 1,
      currency: 'USD',
      game_balance: 0,
    });
    expect((await kit.call('/home/fav_list', betaTwin, host)).json()).toMatchObject({
      statusCode: 1,
      value: [],
    });
    expect((await kit.call('/settings/get_inbox', betaTwin, host)).json()).toMatchObject({
      statusCode: 1,
      value: [],
    });
    expect(
      (await kit.call('/settings/claim_inbox', { ...betaTwin, inbox_id: alphaInbox }, host)).json(),
    ).toEqual({
      statusCode: 0,
      message: 'notFound',
    });
    // Site A's player still has it all.
    expect((await kit.call('/home/fav_list', alphaTwin)).json()).toMatchObject({
      value: [{ game_code: GAMES_A[0][1] }],
    });
    expect((await kit.call('/settings/get_inbox', alphaTwin)).json()).toMatchObject({
      value: [{ inbox_id: alphaInbox, claimable: true }],
    });
    expect((await kit.call('/auth/get_balance', alphaTwin)).json()).toMatchObject({ game_balance: 500 });
  });

  it("refuses site B's token on site A, whatever account id it names", async () => {
    expect((await kit.call('/auth/get_balance', betaTwin)).json()).toEqual(SESSION_EXPIRED);
    expect(
      (await kit.call('/auth/get_balance', { account_id: 'someone', auth: betaTwin.auth })).json(),
    ).toEqual(SESSION_EXPIRED);
  });

  it('sends codes only to the phone of the player of the site asked', async () => {
    // Both twins have verified phones: only a verified phone may sign in by code.
    await kit.platform.database.db
      .update(players)
      .set({ phoneVerifiedAt: kit.clock.now() })
      .where(eq(players.accountId, 'twin0001'));
    await kit.call('/auth/tac/request_login', { account_id: 'twin0001' }, { host: 'beta.test' });
    const outboxA = await kit.platform.operator.readOutbox('alpha');
    const outboxB = await kit.platform.operator.readOutbox('beta');
    expect(outboxA).toEqual([]);
    expect(outboxB).toHaveLength(1);
    expect(outboxB[0]?.text).toMatch(/^Beta Slots: your login code is \d{6}/);
    // The beta code does not log in the alpha player.
    const code = /(\d{6})/.exec(outboxB[0]?.text ?? '')?.[1];
    expect((await kit.call('/auth/login_tac', { account_id: 'twin0001', tac: code })).json()).toMatchObject({
      message: 'tacInvalid',
    });
  });
});
