import type { SportsBet } from '@wl/contract';
import type { LightMyRequestResponse } from 'fastify';
import { DEMO_LEAGUES } from '../../demo/demo-leagues';
import { signIn, signUp } from '../../players/testing/player-test-kit';
import { startBackofficeKit, type BackofficeKit } from '../testing/backoffice-test-kit';

jest.setTimeout(120_000);

const json = <T = Record<string, unknown>>(response: LightMyRequestResponse) =>
  response.json<T & { statusCode: number; message: string }>();

describe("a player's inbox reward and sports bets in the back office", () => {
  let kit: BackofficeKit;
  let owner: string;
  let support: string;
  let finance: string;
  let viewer: string;
  let betaFinance: string;
  let alphaSite: number;

  const call = (path: string, body: object, session: string) =>
    kit.staffCall(`players/${path}`, body, { session });
  const playerId = async (accountId: string) => {
    const player = await kit.platform.operator.findPlayer('alpha', accountId);
    if (!player) throw new Error(`no player ${accountId}`);
    return player.id;
  };
  const balances = async (accountId: string) =>
    kit.platform.operator.ledger.balance(await playerId(accountId));
  const messages = async (accountId: string) => {
    const session = await signIn(kit, accountId);
    return json<{ value: { inbox_id: number }[] }>(await kit.call('/settings/get_inbox', session)).value;
  };

  beforeAll(async () => {
    kit = await startBackofficeKit();
    alphaSite = kit.siteA.id;
    await signUp(kit, 'rosario');
    await signUp(kit, 'teodoro');
    owner = await kit.signIn(await kit.addStaff('owner-rw@ops.example.com', 'owner'));
    support = await kit.signIn(await kit.addStaff('support-rw@ops.example.com', 'support', [alphaSite]));
    finance = await kit.signIn(await kit.addStaff('finance-rw@ops.example.com', 'finance', [alphaSite]));
    viewer = await kit.signIn(await kit.addStaff('viewer-rw@ops.example.com', 'viewer', [alphaSite]));
    betaFinance = await kit.signIn(
      await kit.addStaff('finance-beta-rw@ops.example.com', 'finance', [kit.siteB.id]),
    );
  });

  afterAll(() => kit.close());

  describe('inbox message with a reward', () => {
    const rewardMessage = (reward: object) => ({
      site_id: alphaSite,
      account_id: 'rosario',
      title: 'A gift',
      body: 'Thank you for playing',
      reward,
    });

    it('is sent by finance, audited with the reward, and paid once when the player claims it', async () => {
      const before = await balances('rosario');
      const sent = json<{ message_id: number }>(
        await call('send_message', rewardMessage({ kind: 'game', amount_minor: 12_550 }), finance),
      );
      expect(sent.statusCode).toBe(1);
      expect((await kit.auditEntries()).at(-1)).toMatchObject({
        action: 'players/send_message',
        outcome: 'ok',
        targetId: 'rosario',
        after: {
          message_id: sent.message_id,
          title: 'A gift',
          reward: { kind: 'game', amount_minor: 12_550 },
        },
      });
      // Sending pays nothing: the player claims it.
      expect((await balances('rosario')).gameMinor).toBe(before.gameMinor);

      const session = await signIn(kit, 'rosario');
      const inbox = json<{ value: { inbox_id: number; reward_type: string; reward_amount: number }[] }>(
        await kit.call('/settings/get_inbox', session),
      );
      expect(inbox.value.find((m) => m.inbox_id === sent.message_id)).toMatchObject({
        reward_type: 'game',
        reward_amount: 125.5,
      });
      const claimed = json(
        await kit.call('/settings/claim_inbox', { ...session, inbox_id: sent.message_id }),
      );
      expect(claimed).toMatchObject({ statusCode: 1, reward_amount: 125.5 });
      expect((await balances('rosario')).gameMinor).toBe(before.gameMinor + 12_550);

      const again = json(await kit.call('/settings/claim_inbox', { ...session, inbox_id: sent.message_id }));
      expect(again.message).toBe('alreadyClaimed');
      expect((await balances('rosario')).gameMinor).toBe(before.gameMinor + 12_550);
    });

    it('may give tokens, sent by an owner', async () => {
      const sent = json<{ message_id: number }>(
        await call('send_message', rewardMessage({ kind: 'token', amount_minor: 40 }), owner),
      );
      expect(sent.statusCode).toBe(1);
      const session = await signIn(kit, 'rosario');
      const tokens = (await balances('rosario')).tokens;
      expect(
        json(await kit.call('/settings/claim_inbox', { ...session, inbox_id: sent.message_id })).statusCode,
      ).toBe(1);
      expect((await balances('rosario')).tokens).toBe(tokens + 40);
    });

    it.each([
      ['support with a reward', () => support, { kind: 'game', amount_minor: 1_000 }, 'staffForbidden'],
      ['finance without a reward', () => finance, undefined, 'staffForbidden'],
      ['a viewer', () => viewer, { kind: 'game', amount_minor: 1_000 }, 'staffForbidden'],
      [
        'finance of another site',
        () => betaFinance,
        { kind: 'game', amount_minor: 1_000 },
        'staffSiteForbidden',
      ],
      ['too many tokens', () => owner, { kind: 'token', amount_minor: 1_000_001 }, 'invalidAmount'],
      ['too much money', () => owner, { kind: 'game', amount_minor: 100_000_001 }, 'invalidRequest'],
      ['no amount', () => finance, { kind: 'game', amount_minor: 0 }, 'invalidRequest'],
      ['an unknown kind', () => finance, { kind: 'bonus', amount_minor: 100 }, 'invalidRequest'],
    ])('refuses %s and sends nothing', async (_case, who, reward, error) => {
      const before = (await messages('rosario')).length;
      const body = { ...rewardMessage(reward ?? {}), ...(reward ? {} : { reward: undefined }) };
      expect(json(await call('send_message', body, who())).message).toBe(error);
      expect(await messages('rosario')).toHaveLength(before);
    });
  });

  describe('sports bets', () => {
    it("lists the player's bet with its selection, stake and state to any role of the site", async () => {
      const { platform } = kit;
      await platform.sites.sportsbook.importLeagues([...DEMO_LEAGUES]);
      await platform.sites.games.setProducts(alphaSite, [{ category: 'sportsbook', providerCode: 'JILI' }]);
      await platform.sites.sportsbook.ensureFixtures();
      await platform.operator.ledger.post.deposit({
        siteId: alphaSite,
        playerId: await playerId('teodoro'),
        asset: 'game',
        amountMinor: 100_000,
        idempotencyKey: 'deposit-teodoro',
      });
      const odds = await platform.sites.sportsbook.publicOdds(alphaSite);
      const line = odds.matches.flatMap((match) => match.markets['1X2'] ?? [])[0];
      if (!line) throw new Error('no price on the board');
      const session = await signIn(kit, 'teodoro');
      const placed = json<{ bet: SportsBet }>(
        await kit.call('/sports/place_bet', {
          ...session,
          request_id: 'bo-bets-1',
          stake: '25',
          legs: [{ line_id: line.line_id, odds: line.odds }],
        }),
      );
      expect(placed.statusCode).toBe(1);

      for (const who of [viewer, support, finance]) {
        const page = json<{ value: SportsBet[]; total: number }>(
          await call('bets', { site_id: alphaSite, account_id: 'teodoro', page: 1, page_size: 10 }, who),
        );
        expect(page).toMatchObject({ statusCode: 1, total: 1, page: 1, page_size: 10 });
        expect(page.value[0]).toMatchObject({
          bet_id: placed.bet.bet_id,
          state: 'open',
          stake: 25,
          legs: [{ line_id: line.line_id, bet_type: '1X2', odds: line.odds }],
        });
      }
      expect(json(await call('bets', { site_id: alphaSite, account_id: 'rosario' }, viewer))).toMatchObject({
        statusCode: 1,
        value: [],
        total: 0,
      });
      expect(
        json(await call('bets', { site_id: alphaSite, account_id: 'teodoro' }, betaFinance)).message,
      ).toBe('staffSiteForbidden');
      expect(json(await call('bets', { site_id: alphaSite, account_id: 'nobody' }, viewer)).message).toBe(
        'playerNotFound',
      );
    });
  });
});
