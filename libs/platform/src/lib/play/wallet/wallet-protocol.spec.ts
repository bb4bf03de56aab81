import { businessSnapshot } from '../../players/testing/db-snapshot';
import { signUp } from '../../players/testing/player-test-kit';
import { startPlayKit, type PlayKit, type SeatedPlayer } from '../testing/play-test-kit';

jest.setTimeout(120_000);

describe('the seamless wallet protocol', () => {
  let kit: PlayKit;
  let seq = 0;
  const id = (prefix: string) => `${prefix}-${++seq}`;

  beforeAll(async () => {
    kit = await startPlayKit();
  });
  afterAll(() => kit.close());

  const balanceOf = async (player: SeatedPlayer) =>
    (await kit.platform.operator.ledger.balance(player.id)).gameMinor;

  const bet = (player: SeatedPlayer, amount: number, extra: Record<string, unknown> = {}) =>
    kit.wallet('bet', {
      token: player.token,
      player_id: player.playerId,
      transaction_id: id('bet'),
      round_id: id('round'),
      game_code: 'JL-FORTUNE',
      amount,
      currency: 'PHP',
      ...extra,
    });

  const win = (player: SeatedPlayer, roundId: string, amount: number, extra: Record<string, unknown> = {}) =>
    kit.wallet('win', {
      player_id: player.playerId,
      transaction_id: id('win'),
      round_id: roundId,
      game_code: 'JL-FORTUNE',
      amount,
      currency: 'PHP',
      ...extra,
    });

  describe('launch and authenticate', () => {
    it('answers a launch URL with a one-time token that authenticate exchanges once', async () => {
      const session = await signUp(kit, 'launch01');
      const launch = (
        await kit.member('/product/launch_game', session, {
          provider_code: 'JILI',
          game_code: 'JL-FORTUNE',
          language: 'en',
        })
      ).json<{ statusCode: number; url: string; mode: string; game_name: string }>();
      expect(launch).toMatchObject({ statusCode: 1, mode: 'real', game_name: 'Fortune Gems' });
      const url = new URL(launch.url);
      expect(url.origin + url.pathname).toBe('https://studio.test/play/JILI');
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        game: 'JL-FORTUNE',
        currency: 'PHP',
        lang: 'EN',
        mode: 'real',
      });
      const token = url.searchParams.get('token') ?? '';
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const first = await kit.wallet('authenticate', { token });
      expect(first).toEqual({
        status: 200,
        answer: { status: 'OK', player_id: expect.any(String), currency: 'PHP', balance: 0 },
      });
      expect((await kit.wallet('authenticate', { token })).answer.status).toBe('INVALID_TOKEN');
    });

    it('refuses a game the site does not offer, and a studio that does not answer', async () => {
      const session = await signUp(kit, 'launch02');
      const other = await kit.member('/product/launch_game', session, {
        provider_code: 'PGSOFT',
        game_code: 'PG-MAHJONG',
      });
      expect(other.json()).toMatchObject({ statusCode: 0, message: 'gameUnavailable' });
      kit.studioUp = false;
      try {
        const down = await kit.member('/product/launch_game', session, {
          provider_code: 'JILI',
          game_code: 'JL-FORTUNE',
        });
        expect(down.json()).toMatchObject({ statusCode: 0, message: 'providerUnavailable' });
      } finally {
        kit.studioUp = true;
      }
    });

    it('opens fun mode for a guest without a token', async () => {
      const launch = (
        await kit.call('/product/launch_demo', { provider_code: 'JILI', game_code: 'JL-SUPERACE' })
      ).json<{ url: string; mode: string }>();
      expect(launch.mode).toBe('fun');
      expect(new URL(launch.url).searchParams.get('token')).toBeNull();
      expect(new URL(launch.url).searchParams.get('mode')).toBe('fun');
    });

    it('links the game page back to the lobby and deposit page of the site the player came from, only', async () => {
      const params = async (host: string) =>
        new URL(
          (
            await kit.call(
              '/product/launch_demo',
              { domain_name: 'alpha.test', provider_code: 'JILI', game_code: 'JL-SUPERACE' },
              { host },
            )
          ).json<{ url: string }>().url,
        ).searchParams;
      const same = await params('alpha.test');
      expect([same.get('lobby'), same.get('cashier')]).toEqual([
        'http://alpha.test/',
        'http://alpha.test/deposit',
      ]);
      const elsewhere = await params('phish.test');
      expect([elsewhere.get('lobby'), elsewhere.get('cashier')]).toEqual([null, null]);
    });
  });

  describe('signatures', () => {
    it('refuses unsigned, badly signed, stale and unknown-provider calls and changes nothing', async () => {
      const player = await kit.seatedPlayer('sig01', 10_000);
      const body = {
        token: player.token,
        player_id: player.playerId,
        transaction_id: 'sig-bet',
        round_id: 'sig-round',
        game_code: 'JL-FORTUNE',
        amount: 100,
        currency: 'PHP',
      };
      const before = await businessSnapshot(kit.platform.database.db);
      const unsigned = await kit.wallet('bet', body, { headers: { 'x-signature': '' } });
      expect(unsigned).toMatchObject({ status: 401, answer: { status: 'INVALID_SIGNATURE' } });
      const wrongSecret = await kit.wallet('bet', body, { secret: 'not-the-secret' });
      expect(wrongSecret).toMatchObject({ status: 401, answer: { status: 'INVALID_SIGNATURE' } });
      const stale = await kit.wallet('bet', body, { at: Math.floor(kit.clock.now().getTime() / 1000) - 301 });
      expect(stale).toMatchObject({ status: 401, answer: { status: 'STALE_REQUEST' } });
      const unknown = await kit.wallet('bet', body, { provider: 'NOPE' });
      expect(unknown).toMatchObject({ status: 401, answer: { status: 'INVALID_SIGNATURE' } });
      // The signature covers the exact bytes: a changed amount under the old signature is refused.
      const tampered = await kit.wallet('bet', body, {
        raw: JSON.stringify({ ...body, amount: 1 }),
        headers: {
          'x-signature': (await import('./wallet-signature')).signWalletBody(
            'jili-test-secret-0123456789abcdef',
            JSON.stringify(body),
            Math.floor(kit.clock.now().getTime() / 1000),
          ),
        },
      });
      expect(tampered.answer.status).toBe('INVALID_SIGNATURE');
      expect(await businessSnapshot(kit.platform.database.db)).toEqual(before);
    });
  });

  describe('bet and win', () => {
    it('debits a bet once however often it is retried, and credits the win', async () => {
      const player = await kit.seatedPlayer('bet01', 10_000);
      const body = {
        token: player.token,
        player_id: player.playerId,
        transaction_id: 'b01',
        round_id: 'r01',
        game_code: 'JL-FORTUNE',
        amount: 2_500,
        currency: 'PHP',
      };
      expect((await kit.wallet('bet', body)).answer).toEqual({
        status: 'OK',
        player_id: player.playerId,
        currency: 'PHP',
        balance: 7_500,
        transaction_id: 'b01',
      });
      expect((await kit.wallet('bet', body)).answer).toMatchObject({ status: 'OK', balance: 7_500 });
      const changed = await kit.wallet('bet', { ...body, amount: 2_000 });
      expect(changed.answer).toMatchObject({ status: 'DUPLICATE_TRANSACTION', balance: 7_500 });

      const paid = await win(player, 'r01', 10_000, { transaction_id: 'w01' });
      expect(paid.answer).toMatchObject({ status: 'OK', balance: 17_500 });
      expect((await win(player, 'r01', 10_000, { transaction_id: 'w01' })).answer.balance).toBe(17_500);
      expect(await balanceOf(player)).toBe(17_500);
      const history = await kit.platform.operator.ledger.history(player.id);
      expect(history.filter((e) => e.pocket === 'available').map((e) => [e.kind, e.amountMinor])).toEqual([
        ['win', 10_000],
        ['bet', -2_500],
        ['deposit', 10_000],
      ]);
    });

    it('refuses a bet over the balance, and concurrent bets never go below zero', async () => {
      const player = await kit.seatedPlayer('bet02', 1_000);
      const before = await businessSnapshot(kit.platform.database.db);
      expect((await bet(player, 1_001)).answer).toMatchObject({
        status: 'INSUFFICIENT_FUNDS',
        balance: 1_000,
      });
      expect(await businessSnapshot(kit.platform.database.db)).toEqual(before);

      const answers = await Promise.all(Array.from({ length: 12 }, () => bet(player, 300)));
      const ok = answers.filter((a) => a.answer.status === 'OK');
      expect(ok).toHaveLength(3);
      expect(answers.filter((a) => a.answer.status === 'INSUFFICIENT_FUNDS')).toHaveLength(9);
      expect(await balanceOf(player)).toBe(100);
    });

    it('answers each of many players’ calls arriving together on its own: a refused one changes nothing else', async () => {
      const players = await Promise.all(
        ['many01', 'many02', 'many03', 'many04'].map((a) => kit.seatedPlayer(a, 1_000)),
      );
      // Sent at once, these reach the database in shared batches; each must still stand alone.
      const [p1, p2, p3, p4] = players as [SeatedPlayer, SeatedPlayer, SeatedPlayer, SeatedPlayer];
      const answers = await Promise.all([
        bet(p1, 400, { transaction_id: 'many-b1', round_id: 'many-r1' }),
        bet(p2, 5_000, { transaction_id: 'many-b2', round_id: 'many-r2' }),
        bet(p3, 250, { transaction_id: 'many-b3', round_id: 'many-r3' }),
        bet(p4, 100, { transaction_id: 'many-b1', round_id: 'many-r4' }),
        win(p3, 'many-r9', 50, { transaction_id: 'many-w9' }),
        ...players.map((p) => bet(p, 10)),
      ]);
      expect(answers.slice(1, 5).map((a) => a.answer.status)).toEqual([
        'INSUFFICIENT_FUNDS',
        'OK',
        expect.any(String),
        'TRANSACTION_NOT_FOUND',
      ]);
      // p4's bet reuses p1's transaction id: whichever came second is the duplicate.
      expect([answers[0]?.answer.status, answers[3]?.answer.status].sort()).toEqual([
        'DUPLICATE_TRANSACTION',
        'OK',
      ]);
      expect(answers.slice(5).every((a) => a.answer.status === 'OK')).toBe(true);
      const balances = await Promise.all(players.map(balanceOf));
      const p1Paid = answers[0]?.answer.status === 'OK' ? 400 : 0;
      const p4Paid = answers[3]?.answer.status === 'OK' ? 100 : 0;
      expect(balances).toEqual([1_000 - p1Paid - 10, 990, 1_000 - 250 - 10, 1_000 - p4Paid - 10]);
    });

    it("puts a real win in the site's top winners, with the account masked", async () => {
      const player = await kit.seatedPlayer('bigwinner', 5_000);
      const round = id('round');
      await bet(player, 1_000, { round_id: round });
      await win(player, round, 9_876_500);
      const top = (await kit.call('/settings/top10winner_withdrawal', { domain_name: 'alpha.test' })).json<{
        winners: Array<{ account_id: string; amount: number; game_name: string; provider_code: string }>;
      }>();
      expect(top.winners[0]).toMatchObject({
        amount: 98_765,
        game_name: 'Fortune Gems',
        provider_code: 'JILI',
      });
      expect(top.winners[0]?.account_id).not.toBe('bigwinner');
      expect(top.winners[0]?.account_id).toMatch(/^bi.*\*/);
    });

    it('needs a bet in the round before a win, and pays a win after the game session ended', async () => {
      const player = await kit.seatedPlayer('bet03', 5_000);
      expect((await win(player, 'no-such-round', 100)).answer.status).toBe('TRANSACTION_NOT_FOUND');
      const round = id('round');
      expect((await bet(player, 1_000, { round_id: round })).answer.status).toBe('OK');
      kit.clock.advance(31 * 60);
      expect((await bet(player, 1_000)).answer.status).toBe('SESSION_EXPIRED');
      expect((await win(player, round, 3_000)).answer).toMatchObject({ status: 'OK', balance: 7_000 });
    });

    it('answers wrong currency, another game, a blocked player and a disabled game distinctly', async () => {
      const player = await kit.seatedPlayer('bet04', 5_000);
      expect((await bet(player, 100, { currency: 'USD' })).answer.status).toBe('WRONG_CURRENCY');
      expect((await bet(player, 100, { game_code: 'JL-SUPERACE' })).answer.status).toBe('INVALID_REQUEST');
      await kit.platform.operator.setPlayerStatus('alpha', 'bet04', 'blocked');
      expect((await bet(player, 100)).answer.status).toBe('PLAYER_BLOCKED');
      await kit.platform.operator.setPlayerStatus('alpha', 'bet04', 'active');
      await kit.platform.play.setProvider('JILI', { enabled: false });
      try {
        expect((await bet(player, 100)).answer.status).toBe('GAME_DISABLED');
      } finally {
        await kit.platform.play.setProvider('JILI', { enabled: true });
      }
      expect(await balanceOf(player)).toBe(5_000);
    });
  });

  describe('rollback and round end', () => {
    it('refunds a bet once, and refuses a rollback after the round paid', async () => {
      const player = await kit.seatedPlayer('rb01', 5_000);
      const round = id('round');
      expect((await bet(player, 1_000, { transaction_id: 'rb01-bet', round_id: round })).answer.balance).toBe(
        4_000,
      );
      const rollback = { player_id: player.playerId, transaction_id: 'rb01-rb', round_id: round };
      const first = await kit.wallet('rollback', { ...rollback, reference_transaction_id: 'rb01-bet' });
      expect(first.answer).toMatchObject({ status: 'OK', balance: 5_000 });
      const again = await kit.wallet('rollback', { ...rollback, reference_transaction_id: 'rb01-bet' });
      expect(again.answer).toMatchObject({ status: 'OK', balance: 5_000 });
      // The rolled-back bet retried is refused, not debited again.
      const retried = await bet(player, 1_000, { transaction_id: 'rb01-bet', round_id: round });
      expect(retried.answer.status).toBe('TRANSACTION_ROLLED_BACK');

      const paidRound = id('round');
      await bet(player, 500, { transaction_id: 'rb01-bet2', round_id: paidRound });
      await win(player, paidRound, 200);
      const late = await kit.wallet('rollback', {
        player_id: player.playerId,
        transaction_id: 'rb01-rb2',
        round_id: paidRound,
        reference_transaction_id: 'rb01-bet2',
      });
      expect(late.answer.status).toBe('ROUND_CLOSED');
      expect(await balanceOf(player)).toBe(4_700);
    });

    it('leaves a tombstone for a bet that never arrived, so the late bet is refused', async () => {
      const player = await kit.seatedPlayer('rb02', 5_000);
      const round = id('round');
      const rollback = await kit.wallet('rollback', {
        player_id: player.playerId,
        transaction_id: 'rb02-rb',
        round_id: round,
        reference_transaction_id: 'rb02-bet',
      });
      expect(rollback.answer).toMatchObject({ status: 'OK', balance: 5_000 });
      const late = await bet(player, 1_000, { transaction_id: 'rb02-bet', round_id: round });
      expect(late.answer.status).toBe('TRANSACTION_ROLLED_BACK');
      expect(await balanceOf(player)).toBe(5_000);
    });

    it('closes a round: no more bets or wins in it', async () => {
      const player = await kit.seatedPlayer('end01', 5_000);
      const round = id('round');
      await bet(player, 1_000, { round_id: round });
      const end = await kit.wallet('round_end', { player_id: player.playerId, round_id: round });
      expect(end.answer).toMatchObject({ status: 'OK', balance: 4_000 });
      expect((await bet(player, 1_000, { round_id: round })).answer.status).toBe('ROUND_CLOSED');
      expect((await win(player, round, 1_000)).answer.status).toBe('ROUND_CLOSED');
    });
  });

  describe('bad input', () => {
    it('answers INVALID_REQUEST for missing, negative, fractional, huge and unknown fields and changes no row', async () => {
      const player = await kit.seatedPlayer('bad01', 5_000);
      const good = {
        token: player.token,
        player_id: player.playerId,
        transaction_id: 'bad-1',
        round_id: 'bad-r',
        game_code: 'JL-FORTUNE',
        amount: 100,
        currency: 'PHP',
      };
      const before = await businessSnapshot(kit.platform.database.db);
      const bodies: unknown[] = [
        { ...good, amount: -1 },
        { ...good, amount: 0 },
        { ...good, amount: 1.5 },
        { ...good, amount: 2 ** 60 },
        { ...good, amount: '100' },
        { ...good, transaction_id: '' },
        { ...good, transaction_id: 'x'.repeat(101) },
        { ...good, extra: true },
        { ...good, currency: 'php' },
        (({ round_id: _r, ...rest }) => rest)(good),
        null,
        [],
        'bet',
      ];
      for (const body of bodies) {
        const { status, answer } = await kit.wallet('bet', body);
        expect([status, answer.status]).toEqual([400, 'INVALID_REQUEST']);
      }
      const notJson = await kit.wallet('bet', undefined, { raw: '{"amount": ' });
      expect(notJson.answer.status).toBe('INVALID_REQUEST');
      expect(await businessSnapshot(kit.platform.database.db)).toEqual(before);
    });
  });

  describe('the player’s rounds', () => {
    it('lists rounds newest first with bet, win and net, and hides them from other players', async () => {
      const player = await kit.seatedPlayer('hist01', 10_000);
      const first = id('round');
      const second = id('round');
      await bet(player, 1_000, { round_id: first });
      await win(player, first, 2_500);
      kit.clock.advance(5);
      await bet(player, 500, { round_id: second });
      const page = (await kit.member('/product/bet_history', player.session, {})).json<{
        value: Array<{ round_id: string; bet: number; win: number; net: number; game_name: string }>;
        total: number;
      }>();
      expect(page.total).toBe(2);
      expect(page.value.map((r) => [r.round_id, r.bet, r.win, r.net])).toEqual([
        [second, 5, 0, -5],
        [first, 10, 25, 15],
      ]);
      expect(page.value[0]?.game_name).toBe('Fortune Gems');

      const detail = await kit.member('/product/round_detail', player.session, {
        provider_code: 'JILI',
        round_id: first,
      });
      expect(detail.json()).toMatchObject({
        statusCode: 1,
        moves: [{ kind: 'bet' }, { kind: 'win', amount: 25 }],
      });

      const other = await signUp(kit, 'hist02');
      const peek = await kit.member('/product/round_detail', other, {
        provider_code: 'JILI',
        round_id: first,
      });
      expect(peek.json()).toMatchObject({ statusCode: 0, message: 'notFound' });
      const theirs = (await kit.member('/product/bet_history', other, {})).json<{ total: number }>();
      expect(theirs.total).toBe(0);
    });

    it('counts bets less refunds as VIP turnover', async () => {
      const player = await kit.seatedPlayer('vip01', 10_000);
      const kept = id('round');
      await bet(player, 3_000, { round_id: kept });
      const refunded = id('round');
      await bet(player, 2_000, { transaction_id: 'vip01-bet', round_id: refunded });
      await kit.wallet('rollback', {
        player_id: player.playerId,
        transaction_id: 'vip01-rb',
        round_id: refunded,
        reference_transaction_id: 'vip01-bet',
      });
      const vip = (await kit.member('/auth/vip', player.session)).json<{
        nextLevel: Array<{ cycle_turnover: number }>;
      }>();
      expect(vip.nextLevel[0]?.cycle_turnover).toBe(30);
    });
  });

  describe('the operator', () => {
    it('closes a round a provider left open, giving back its bets', async () => {
      const player = await kit.seatedPlayer('op01', 5_000);
      const round = id('round');
      await bet(player, 700, { round_id: round });
      await bet(player, 300, { round_id: round });
      expect(await balanceOf(player)).toBe(4_000);
      expect(await kit.platform.play.closeRound('JILI', round)).toEqual({
        refundedBets: 2,
        refundedMinor: 1_000,
      });
      expect(await balanceOf(player)).toBe(5_000);
      const rounds = await kit.platform.play.playerRounds('alpha', 'op01', { page: 1, pageSize: 10 });
      expect(rounds.value[0]).toMatchObject({
        round_id: round,
        bet: 10,
        refund: 10,
        net: 0,
        status: 'closed',
      });
    });
  });
});
