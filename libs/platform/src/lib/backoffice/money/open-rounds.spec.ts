import { and, eq } from 'drizzle-orm';
import { gameRounds, walletTransactions } from '../../db/schema';
import { businessSnapshot } from '../../players/testing/db-snapshot';
import { signUp } from '../../players/testing/player-test-kit';
import { JILI_SECRET, STUDIO_URL } from '../../play/testing/play-test-kit';
import { signWalletBody } from '../../play/wallet/wallet-signature';
import { startBackofficeKit, type BackofficeKit } from '../testing/backoffice-test-kit';

jest.setTimeout(180_000);

interface Answer {
  statusCode: number;
  message: string;
  [field: string]: unknown;
}

interface Listed {
  site_key: string;
  account_id: string;
  provider_code: string;
  provider_name: string;
  round_id: string;
  game_name: string;
  stake_minor: number;
  currency: string;
  age_minutes: number;
}

interface Seated {
  id: number;
  playerId: string;
  token: string;
}

describe('the back office: rounds providers left open', () => {
  let kit: BackofficeKit;
  let owner: string;
  let financeA: string;
  let financeB: string;
  let supportA: string;
  let viewerA: string;
  let managerA: string;
  let seq = 0;
  const id = (prefix: string) => `${prefix}-${++seq}`;

  const staff = async (path: string, session: string, body: object = {}) =>
    (await kit.staffCall(path, body, { session })).json<Answer>();
  const wallet = async (call: string, body: object) => {
    const raw = JSON.stringify(body);
    const at = Math.floor(kit.clock.now().getTime() / 1000);
    const response = await kit.app.inject({
      method: 'POST',
      url: `/api/wallet/${call}`,
      headers: {
        'content-type': 'application/json',
        'x-provider-code': 'JILI',
        'x-signature': signWalletBody(JILI_SECRET, raw, at),
      },
      payload: raw,
    });
    return response.json<{ status: string; balance?: number }>();
  };
  /** A player of site A with money, in JL-FORTUNE, authenticated: ready to bet. */
  const seated = async (accountId: string, depositMinor: number): Promise<Seated> => {
    const session = await signUp(kit, accountId);
    const player = await kit.platform.operator.findPlayer('alpha', accountId);
    if (!player) throw new Error(accountId);
    await kit.platform.operator.ledger.post.deposit({
      siteId: kit.siteA.id,
      playerId: player.id,
      asset: 'game',
      amountMinor: depositMinor,
      idempotencyKey: `deposit-${accountId}`,
    });
    const launch = await kit.call('/product/launch_game', {
      ...session,
      provider_code: 'JILI',
      game_code: 'JL-FORTUNE',
    });
    const token = new URL(launch.json<{ url: string }>().url).searchParams.get('token') ?? '';
    const auth = await wallet('authenticate', { token });
    if (auth.status !== 'OK') throw new Error(`authenticate: ${auth.status}`);
    return { id: player.id, playerId: String(player.id), token };
  };
  const bet = (player: Seated, round: string, amount: number) =>
    wallet('bet', {
      token: player.token,
      player_id: player.playerId,
      transaction_id: id('bet'),
      round_id: round,
      game_code: 'JL-FORTUNE',
      amount,
      currency: 'PHP',
    });
  const balanceOf = async (player: Seated) =>
    (await kit.platform.operator.ledger.balance(player.id)).gameMinor;
  const list = async (session: string, body: object = {}) => {
    const answer = await staff('money/open_rounds', session, body);
    expect(answer.statusCode).toBe(1);
    return answer['value'] as Listed[];
  };
  const unchanged = async (run: () => Promise<Answer>, message: string) => {
    const db = kit.platform.database.db;
    const before = await businessSnapshot(db);
    const answer = await run();
    expect(answer.statusCode).not.toBe(1);
    expect(answer.message).toBe(message);
    expect(await businessSnapshot(db)).toEqual(before);
  };
  /**
   * A round with a bet of `stake`, begun an hour and a half ago without a result (its start moved back:
   * moving the clock would end the staff and game sessions).
   */
  const leftOpen = async (player: Seated, stake: number) => {
    const round = id('round');
    expect((await bet(player, round, stake)).status).toBe('OK');
    await kit.platform.database.db
      .update(gameRounds)
      .set({ startedAt: new Date(kit.clock.now().getTime() - 90 * 60_000) })
      .where(and(eq(gameRounds.providerCode, 'JILI'), eq(gameRounds.roundId, round)));
    return round;
  };

  beforeAll(async () => {
    kit = await startBackofficeKit({ providerHealth: async () => true });
    await kit.platform.play.setProvider('JILI', {
      launchUrl: `${STUDIO_URL}/play/JILI`,
      walletSecret: JILI_SECRET,
    });
    const signed = async (email: string, role: Parameters<BackofficeKit['addStaff']>[1], sites: number[]) =>
      kit.signIn(await kit.addStaff(email, role, sites));
    owner = await signed('owner@rounds.test', 'owner', []);
    financeA = await signed('fin-a@rounds.test', 'finance', [kit.siteA.id]);
    financeB = await signed('fin-b@rounds.test', 'finance', [kit.siteB.id]);
    supportA = await signed('support-a@rounds.test', 'support', [kit.siteA.id]);
    viewerA = await signed('viewer-a@rounds.test', 'viewer', [kit.siteA.id]);
    managerA = await signed('manager-a@rounds.test', 'siteManager', [kit.siteA.id]);
  });
  afterAll(() => kit.close());

  it("lists a round left open on the staff member's sites, with player, provider, game, stake and age", async () => {
    const player = await seated('or01', 10_000);
    const fresh = id('round');
    await bet(player, fresh, 500);
    expect((await list(financeA)).some((r) => r.round_id === fresh)).toBe(false);
    const round = await leftOpen(player, 1_250);

    const seen = (await list(financeA)).find((r) => r.round_id === round);
    expect(seen).toMatchObject({
      site_key: 'alpha',
      account_id: 'or01',
      provider_code: 'JILI',
      game_name: 'Fortune Gems',
      stake_minor: 1_250,
      currency: 'PHP',
      age_minutes: 90,
    });
    // The fresh one is listed too once the wait asked is shorter than its age.
    kit.clock.advance(120);
    expect((await list(financeA, { older_than_minutes: 1 })).find((r) => r.round_id === fresh)).toMatchObject(
      {
        stake_minor: 500,
        age_minutes: 2,
      },
    );
    expect((await list(owner)).some((r) => r.round_id === round)).toBe(true);
    expect((await list(supportA)).some((r) => r.round_id === round)).toBe(true);
    expect((await list(viewerA)).some((r) => r.round_id === round)).toBe(true);
    // Another site's finance member sees nothing of site A; a site manager does not read money.
    expect((await list(financeB)).some((r) => r.site_key === 'alpha')).toBe(false);
    expect(await staff('money/open_rounds', financeB, { site_id: kit.siteA.id })).toMatchObject({
      statusCode: 0,
      message: 'staffSiteForbidden',
    });
    expect(await staff('money/open_rounds', managerA)).toMatchObject({
      statusCode: 0,
      message: 'staffForbidden',
    });
    expect(await staff('money/open_rounds', financeA, { older_than_minutes: 0 })).toMatchObject({
      message: 'invalidRequest',
    });
  });

  it('closes a round: the stake comes back once however often it is closed, and it is audited', async () => {
    const player = await seated('or02', 10_000);
    const round = await leftOpen(player, 2_000);
    expect(await balanceOf(player)).toBe(8_000);

    const closed = await staff('money/close_round', financeA, { provider_code: 'JILI', round_id: round });
    expect(closed).toMatchObject({
      statusCode: 1,
      outcome: 'closed',
      refunded_bets: 1,
      refunded_minor: 2_000,
      currency: 'PHP',
      digits: 2,
    });
    expect(await balanceOf(player)).toBe(10_000);
    expect((await list(financeA)).some((r) => r.round_id === round)).toBe(false);

    const again = await staff('money/close_round', owner, { provider_code: 'JILI', round_id: round });
    expect(again).toMatchObject({ statusCode: 1, outcome: 'alreadyClosed', refunded_bets: 0 });
    // The operator's own close of the same round gives nothing back a second time either.
    expect(await kit.platform.play.closeRound('JILI', round)).toEqual({ refundedBets: 0, refundedMinor: 0 });
    expect(await balanceOf(player)).toBe(10_000);
    const refunds = await kit.platform.database.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.roundId, round), eq(walletTransactions.kind, 'rollback')));
    expect(refunds).toHaveLength(1);

    const entries = (await kit.auditEntries()).filter(
      (e) => e.action === 'money/close_round' && e.targetId === `JILI:${round}`,
    );
    expect(entries.find((e) => e.outcome === 'ok')).toMatchObject({
      siteId: kit.siteA.id,
      targetKind: 'round',
      before: { status: 'open', bet_minor: 2_000, refund_minor: 0 },
      after: { status: 'closed', refund_minor: 2_000, refunded_bets: 1, refunded_minor: 2_000 },
    });
  });

  it("refuses a provider's late win for a round the operator closed: no money is made", async () => {
    const player = await seated('or03', 5_000);
    const round = await leftOpen(player, 1_000);
    await staff('money/close_round', financeA, { provider_code: 'JILI', round_id: round });
    expect(await balanceOf(player)).toBe(5_000);

    const late = await wallet('win', {
      player_id: player.playerId,
      transaction_id: id('win'),
      round_id: round,
      game_code: 'JL-FORTUNE',
      amount: 50_000,
      currency: 'PHP',
    });
    // Refused: the round's bets were given back, so it holds no stake a win could pay (and it has ended).
    expect(late.status).toBe('TRANSACTION_NOT_FOUND');
    expect(await balanceOf(player)).toBe(5_000);
    const [row] = await kit.platform.database.db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.providerCode, 'JILI'), eq(gameRounds.roundId, round)));
    expect(row).toMatchObject({ status: 'closed', winMinor: 0, paid: false });
  });

  it('refuses a close by support, a viewer, another site, or of no such round, changing nothing', async () => {
    const player = await seated('or04', 5_000);
    const round = await leftOpen(player, 700);
    const close = (session: string, body: object) => () => staff('money/close_round', session, body);
    const body = { provider_code: 'JILI', round_id: round };
    await unchanged(close(supportA, body), 'staffForbidden');
    await unchanged(close(viewerA, body), 'staffForbidden');
    await unchanged(close(managerA, body), 'staffForbidden');
    await unchanged(close(financeB, body), 'roundNotFound');
    await unchanged(close(financeA, { provider_code: 'JILI', round_id: 'no-such-round' }), 'roundNotFound');
    await unchanged(close(financeA, { provider_code: 'NOPE', round_id: round }), 'roundNotFound');
    await unchanged(close(financeA, { provider_code: 'JILI', round_id: '' }), 'invalidRequest');
    expect(await balanceOf(player)).toBe(4_300);
    expect((await list(financeA)).some((r) => r.round_id === round)).toBe(true);
    const refused = (await kit.auditEntries()).filter(
      (e) => e.action === 'money/close_round' && e.outcome === 'refused',
    );
    expect(refused.map((e) => e.reason)).toEqual(expect.arrayContaining(['staffForbidden', 'roundNotFound']));
  });
});
