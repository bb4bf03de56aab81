import { startPlayKit, type PlayKit, type SeatedPlayer } from '../../play/testing/play-test-kit';
import { PASSWORD, signIn } from '../testing/player-test-kit';
import { PROTECTION_POLICY } from './protection-policy';

jest.setTimeout(120_000);

type Session = { account_id: string; auth: string };
interface Answer {
  statusCode: number;
  message: string;
  [field: string]: unknown;
}

const DAY_SECONDS = PROTECTION_POLICY.coolingOffMs / 1000;

describe('player protection: play (game launch and the wallet bet)', () => {
  let kit: PlayKit;
  let seq = 0;
  const id = (prefix: string) => `${prefix}-${++seq}`;
  const call = async (path: string, session: Session, extra: object = {}) =>
    (await kit.member(path, session, extra)).json<Answer>();
  const launch = (session: Session) =>
    call('/product/launch_game', session, { provider_code: 'JILI', game_code: 'JL-FORTUNE' });

  const bet = async (player: SeatedPlayer, amount: number, round = id('round'), transaction = id('bet')) =>
    (
      await kit.wallet('bet', {
        token: player.token,
        player_id: player.playerId,
        transaction_id: transaction,
        round_id: round,
        game_code: 'JL-FORTUNE',
        amount,
        currency: 'PHP',
      })
    ).answer;
  const win = async (player: SeatedPlayer, round: string, amount: number) =>
    (
      await kit.wallet('win', {
        player_id: player.playerId,
        transaction_id: id('win'),
        round_id: round,
        game_code: 'JL-FORTUNE',
        amount,
        currency: 'PHP',
      })
    ).answer;
  const notes = async (session: Session) =>
    ((await call('/settings/get_inbox', session))['value'] as Array<{ title: string }>).map((m) => m.title);

  beforeAll(async () => {
    kit = await startPlayKit();
  });
  afterAll(() => kit.close());

  describe('loss limits', () => {
    it('takes a bet that reaches the limit exactly and refuses one minor unit more', async () => {
      const player = await kit.seatedPlayer('losslim01', 100_000);
      await call('/protection/set_limit', player.session, { type: 'loss', period: '24h', amount: '100' });
      expect(await bet(player, 6_000)).toMatchObject({ status: 'OK', balance: 94_000 });
      expect(await bet(player, 4_001)).toMatchObject({ status: 'LOSS_LIMIT_REACHED', balance: 94_000 });
      expect(await bet(player, 4_000)).toMatchObject({ status: 'OK', balance: 90_000 });
      expect(await bet(player, 1)).toMatchObject({ status: 'LOSS_LIMIT_REACHED' });
      expect(await call('/protection/limits', player.session)).toMatchObject({ loss_remaining: 0 });
      // One note, however many bets the game tries.
      expect((await notes(player.session)).filter((t) => t === 'Bet refused: loss limit')).toHaveLength(1);
    });

    it('counts wins and refunds against the bets: the net loss is what binds', async () => {
      const player = await kit.seatedPlayer('losslim02', 100_000);
      await call('/protection/set_limit', player.session, { type: 'loss', period: '7d', amount: '100' });
      const round = id('round');
      expect(await bet(player, 10_000, round)).toMatchObject({ status: 'OK' });
      expect(await bet(player, 1)).toMatchObject({ status: 'LOSS_LIMIT_REACHED' });
      expect(await win(player, round, 3_000)).toMatchObject({ status: 'OK' });
      expect(await bet(player, 3_001)).toMatchObject({ status: 'LOSS_LIMIT_REACHED' });
      const refunded = id('round');
      const refundedBet = id('bet');
      expect(await bet(player, 3_000, refunded, refundedBet)).toMatchObject({ status: 'OK' });
      expect(await bet(player, 1)).toMatchObject({ status: 'LOSS_LIMIT_REACHED' });
      // A bet given back by a rollback no longer counts.
      const rollback = await kit.wallet('rollback', {
        player_id: player.playerId,
        transaction_id: id('rb'),
        round_id: refunded,
        reference_transaction_id: refundedBet,
      });
      expect(rollback.answer).toMatchObject({ status: 'OK' });
      expect(await bet(player, 3_001)).toMatchObject({ status: 'LOSS_LIMIT_REACHED' });
      expect(await bet(player, 3_000)).toMatchObject({ status: 'OK' });
    });

    it('applies the lowest binding loss limit, and lets the 24-hour window roll to the second', async () => {
      const player = await kit.seatedPlayer('losslim03', 100_000);
      await call('/protection/set_limit', player.session, { type: 'loss', period: '24h', amount: '50' });
      await call('/protection/set_limit', player.session, { type: 'loss', period: '30d', amount: '80' });
      expect(await bet(player, 5_000)).toMatchObject({ status: 'OK' });
      expect(await bet(player, 1)).toMatchObject({ status: 'LOSS_LIMIT_REACHED' });
      // The game may not open while a loss limit allows no more loss.
      expect(await launch(player.session)).toMatchObject({ message: 'lossLimitReached', period: '24h' });

      kit.clock.advance(DAY_SECONDS - 1);
      const before = await signIn(kit, 'losslim03');
      expect(await launch(before)).toMatchObject({ message: 'lossLimitReached', period: '24h' });
      kit.clock.advance(1);
      const launched = await launch(before);
      expect(launched).toMatchObject({ statusCode: 1 });
      const token = new URL(String(launched['url'])).searchParams.get('token') ?? '';
      expect((await kit.wallet('authenticate', { token })).answer.status).toBe('OK');
      const seated = { ...player, token };
      // The 24-hour window is empty again; the 30-day limit now binds.
      expect(await bet(seated, 3_001)).toMatchObject({ status: 'LOSS_LIMIT_REACHED' });
      expect(await bet(seated, 3_000)).toMatchObject({ status: 'OK' });
      expect(await launch(before)).toMatchObject({ message: 'lossLimitReached', period: '30d' });
    });

    it('keeps a raised loss limit at its old value until the cooling-off ends, to the second', async () => {
      const player = await kit.seatedPlayer('losslim06', 100_000);
      await call('/protection/set_limit', player.session, { type: 'loss', period: '7d', amount: '50' });
      expect(await bet(player, 5_000)).toMatchObject({ status: 'OK' });
      const raised = await call('/protection/set_limit', player.session, {
        type: 'loss',
        period: '7d',
        amount: '100',
      });
      expect(raised).toMatchObject({ applied: 'pending', loss_remaining: 0 });
      expect(await bet(player, 1)).toMatchObject({ status: 'LOSS_LIMIT_REACHED' });

      kit.clock.advance(DAY_SECONDS - 1);
      const before = await signIn(kit, 'losslim06');
      expect(await launch(before)).toMatchObject({ message: 'lossLimitReached', period: '7d' });
      kit.clock.advance(1);
      const launched = await launch(before);
      expect(launched).toMatchObject({ statusCode: 1 });
      const token = new URL(String(launched['url'])).searchParams.get('token') ?? '';
      expect((await kit.wallet('authenticate', { token })).answer.status).toBe('OK');
      const seated = { ...player, token };
      expect(await bet(seated, 5_001)).toMatchObject({ status: 'LOSS_LIMIT_REACHED' });
      expect(await bet(seated, 5_000)).toMatchObject({ status: 'OK' });
    });

    it('never lets bets sent at once pass the limit together', async () => {
      const player = await kit.seatedPlayer('losslim04', 100_000);
      await call('/protection/set_limit', player.session, { type: 'loss', period: '24h', amount: '100' });
      const answers = await Promise.all(Array.from({ length: 8 }, () => bet(player, 3_000)));
      expect(answers.filter((a) => a.status === 'OK')).toHaveLength(3);
      expect(answers.filter((a) => a.status === 'LOSS_LIMIT_REACHED')).toHaveLength(5);
      expect((await kit.platform.operator.ledger.balance(player.id)).gameMinor).toBe(91_000);
    });

    it('answers a retried bet as the first time, even once the limit is reached', async () => {
      const player = await kit.seatedPlayer('losslim05', 100_000);
      await call('/protection/set_limit', player.session, { type: 'loss', period: '24h', amount: '50' });
      const body = {
        token: player.token,
        player_id: player.playerId,
        transaction_id: id('bet'),
        round_id: id('round'),
        game_code: 'JL-FORTUNE',
        amount: 5_000,
        currency: 'PHP',
      };
      expect((await kit.wallet('bet', body)).answer).toMatchObject({ status: 'OK', balance: 95_000 });
      expect((await kit.wallet('bet', body)).answer).toMatchObject({ status: 'OK', balance: 95_000 });
    });
  });

  describe('the session time limit', () => {
    it('ends the game session at the limit and refuses a launch from then on', async () => {
      const player = await kit.seatedPlayer('seslim01', 100_000);
      const set = await call('/protection/set_session', player.session, { session_limit_minutes: 30 });
      expect(set).toMatchObject({ applied: 'now', session_limit: { minutes: 30 } });
      // The game launched before the limit was set plays on; a new launch carries the limit.
      const launched = await launch(player.session);
      const token = new URL(String(launched['url'])).searchParams.get('token') ?? '';
      expect((await kit.wallet('authenticate', { token })).answer.status).toBe('OK');
      const seated = { ...player, token };
      kit.clock.advance(20 * 60);
      expect(await bet(seated, 100)).toMatchObject({ status: 'OK' });
      // Keep the site session alive (30 minutes idle) until the limit.
      expect(await call('/protection/session_status', player.session)).toMatchObject({
        minutes_played: 20,
        session_limit_minutes: 30,
        session_limit_reached: false,
      });
      kit.clock.advance(10 * 60 - 1);
      expect(await bet(seated, 100)).toMatchObject({ status: 'OK' });
      kit.clock.advance(1);
      expect(await bet(seated, 100)).toMatchObject({ status: 'SESSION_EXPIRED' });
      expect(await launch(player.session)).toEqual({ statusCode: 0, message: 'sessionLimitReached' });
      expect(await notes(player.session)).toContain('Game not opened: session time limit');
      expect(await call('/protection/session_status', player.session)).toMatchObject({
        session_limit_reached: true,
      });
      // A new session may play again.
      const again = await signIn(kit, 'seslim01');
      expect(await launch(again)).toMatchObject({ statusCode: 1 });
    });

    it('answers the reality check: time played, the session result, the next check', async () => {
      const player = await kit.seatedPlayer('reality01', 100_000);
      const started = kit.clock.now().getTime();
      await call('/protection/set_session', player.session, { reality_check_minutes: 15 });
      const round = id('round');
      await bet(player, 2_500, round);
      await win(player, round, 1_000);
      kit.clock.advance(16 * 60);
      expect(await call('/protection/session_status', player.session)).toEqual({
        statusCode: 1,
        message: 'OK',
        currency: 'PHP',
        session_started_at: expect.any(String),
        minutes_played: 16,
        bets: 25,
        wins: 10,
        net_result: -15,
        reality_check_minutes: 15,
        next_reality_check_at: new Date(started + 30 * 60_000).toISOString(),
        session_limit_minutes: null,
        session_ends_at: null,
        session_limit_reached: false,
      });
    });
  });

  describe('time-out and self-exclusion', () => {
    it('refuses the bets of a game open before, and the launch, until the time-out ends', async () => {
      const player = await kit.seatedPlayer('exclplay01', 100_000);
      const context = { domainName: 'alpha.test', address: '203.0.113.9' };
      const member = await kit.platform.players.authenticate(
        context,
        player.session.account_id,
        player.session.auth,
      );
      const open = id('round');
      expect(await bet(player, 1_000, open)).toMatchObject({ status: 'OK' });
      const excluded = await call('/protection/exclude', player.session, { type: 'timeout', period: '24h' });
      expect(excluded).toMatchObject({ statusCode: 1, exclusion: { type: 'timeout', period: '24h' } });
      expect(await bet(player, 100)).toMatchObject({ status: 'PLAYER_EXCLUDED', balance: 99_000 });
      await expect(
        kit.platform.play.launch(member, { providerCode: 'JILI', gameCode: 'JL-FORTUNE' }),
      ).rejects.toMatchObject({ messageKey: 'timedOut' });
      expect(await launch(player.session)).toEqual({ statusCode: 0, message: 'sessionExpired' });
      // A round played before the time-out is still paid.
      expect(await win(player, open, 2_000)).toMatchObject({ status: 'OK', balance: 101_000 });
      kit.clock.advance(DAY_SECONDS - 1);
      expect(
        (await kit.call('/auth/login', { account_id: 'exclplay01', password: PASSWORD })).json(),
      ).toMatchObject({ message: 'timedOut' });
      kit.clock.advance(1);
      const back = await signIn(kit, 'exclplay01');
      expect(await launch(back)).toMatchObject({ statusCode: 1 });
      expect(await notes(back)).toEqual(expect.arrayContaining(['Time-out started', 'A bet refused']));
    });
  });
});
