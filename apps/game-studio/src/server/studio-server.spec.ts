import type { FastifyInstance } from 'fastify';
import type { ApiError, BalanceAnswer, RoundAnswer, SessionAnswer } from '../studio-api';
import { FakePlatform } from './testing/fake-platform';
import type { AssetManifest } from './static-assets';
import { type StudioServer, createStudioServer } from './studio-server';
import type { RetryPolicy } from './wallet-client';

const SECRETS = { JILI: 'jili-secret', PPLAY: 'pplay-secret' };
const ASSETS = Object.fromEntries(
  ['slot', 'roulette', 'baccarat', 'crash', 'keno'].map((kind) => [
    kind,
    { js: `${kind}-H.js`, css: `${kind}-H.css` },
  ]),
) as AssetManifest;
const FAST: RetryPolicy = { maxAttempts: 3, deadlineMs: 5_000, baseDelayMs: 2, maxDelayMs: 10 };
const FAST_SETTLE: RetryPolicy = {
  maxAttempts: Infinity,
  deadlineMs: 20_000,
  baseDelayMs: 5,
  maxDelayMs: 20,
};

const SLOT = { game: 'JL-FORTUNE', type: 'slots', name: 'Fortune Dragon' };
const ROULETTE = { game: 'EVO-RL', type: 'livecasino', name: 'European Roulette' };

let platform: FakePlatform;
let studio: StudioServer;
let app: FastifyInstance;

beforeEach(async () => {
  platform = await new FakePlatform(SECRETS).start();
  studio = await createStudioServer({
    platformUrl: platform.url,
    secretFor: (code) => SECRETS[code as keyof typeof SECRETS],
    assets: ASSETS,
    wallet: { interactiveRetry: FAST, settleRetry: FAST_SETTLE, attemptTimeoutMs: 2_000 },
    waitForWinMs: 1_000,
  });
  app = studio.app;
});

afterEach(async () => {
  await studio.drainWallet(5_000);
  await app.close();
  await platform.close();
});

const post = async <T>(url: string, payload: unknown) => {
  const response = await app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });
  return { status: response.statusCode, body: response.json<T>() };
};

async function realSession(balance = 100_000, game = SLOT) {
  const token = platform.issueToken('p1', balance);
  const opened = await post<SessionAnswer>('/api/session', {
    provider: 'JILI',
    token,
    currency: 'PHP',
    mode: 'real',
    ...game,
  });
  expect(opened.status).toBe(200);
  return { token, session: opened.body };
}

const slotBet = (session: SessionAnswer) => ({ stakeMinor: session.game.stakeLevelsMinor[0] });

describe('game page', () => {
  it('serves the engine kind’s bundle with a strict CSP, and the launch parameters as data', async () => {
    const response = await app.inject(
      '/play/JILI?token=tok-0123456789abcdef&game=JL-FORTUNE&type=slots&name=Fortune%20Dragon&currency=PHP&lang=en&mode=real&lobby=https%3A%2F%2Fsite.example%2F',
    );
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('/assets/slot-H.js');
    expect(response.body).toContain('"lobby":"https://site.example/"');

    const roulette = await app.inject(
      '/play/JILI?game=EVO-RL&type=livecasino&name=European%20Roulette&currency=PHP&mode=fun',
    );
    expect(roulette.body).toContain('/assets/roulette-H.js');
  });

  it('escapes what the launch URL says', async () => {
    const response = await app.inject(
      `/play/JILI?game=X&type=slots&name=${encodeURIComponent('</script><script>alert(1)</script>')}&currency=PHP&mode=fun`,
    );
    expect(response.body).not.toContain('<script>alert(1)');
  });

  it('refuses a provider code it has no secret for, and a real launch without a token', async () => {
    expect((await app.inject('/play/NOPE?game=X&currency=PHP&mode=fun')).statusCode).toBe(404);
    expect((await app.inject('/play/JILI?game=X&currency=PHP&mode=real')).statusCode).toBe(400);
  });

  it('answers /health with the pending wallet calls', async () => {
    const response = await app.inject('/health');
    expect(response.json()).toEqual({ ok: true, pendingWalletCalls: 0 });
  });
});

describe('catalogue', () => {
  it('says what a game of a kind without its own engine plays as, and nothing for one that has its engine', async () => {
    const answer = await post<{ games: { game_code: string; plays_as: string | null }[] }>(
      '/api/catalogue/describe',
      {
        games: [
          { game_code: 'A', game_type: 'slots', game_name: 'Fortune Dragon' },
          { game_code: 'B', game_type: 'bingo', game_name: 'Bingo Bonanza' },
          { game_code: 'C', game_type: 'fish', game_name: 'Ocean King' },
          { game_code: 'D', game_type: 'livecasino', game_name: 'European Roulette' },
          { game_code: 'E', game_type: 'sabong', game_name: 'Derby Night' },
        ],
      },
    );
    expect(answer).toEqual({
      status: 200,
      body: {
        games: [
          { game_code: 'A', plays_as: null },
          { game_code: 'B', plays_as: 'keno' },
          { game_code: 'C', plays_as: 'slot' },
          { game_code: 'D', plays_as: null },
          { game_code: 'E', plays_as: 'baccarat' },
        ],
      },
    });
  });

  it('refuses a list that is not one of games', async () => {
    expect((await post('/api/catalogue/describe', { games: [{ game_code: '' }] })).status).toBe(400);
    expect((await post('/api/catalogue/describe', { list: [] })).status).toBe(400);
  });
});

describe('fun mode', () => {
  it('plays with play money and never calls the wallet', async () => {
    const opened = await post<SessionAnswer>('/api/session', {
      provider: 'JILI',
      currency: 'PHP',
      mode: 'fun',
      ...SLOT,
    });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      mode: 'fun',
      balance: 200_000,
      currency: 'PHP',
      game: { kind: 'slot', digits: 2 },
    });
    expect(opened.body.game.slot?.symbols.length).toBeGreaterThan(0);
    let balance = opened.body.balance;
    for (let i = 0; i < 20; i += 1) {
      const round = await post<RoundAnswer>('/api/round', {
        session: opened.body.session,
        bet: slotBet(opened.body),
      });
      expect(round.status).toBe(200);
      balance += round.body.winMinor - round.body.stakeMinor;
      expect(round.body.balance).toBe(balance);
    }
    const funVnd = await post<SessionAnswer>('/api/session', {
      provider: 'JILI',
      currency: 'VND',
      mode: 'fun',
      ...ROULETTE,
    });
    expect(funVnd.body).toMatchObject({ balance: 2_000_000, game: { kind: 'roulette', digits: 0 } });
    expect(platform.calls).toEqual([]);
  });

  it('refuses a stake above the play money', async () => {
    const opened = await post<SessionAnswer>('/api/session', {
      provider: 'JILI',
      currency: 'PHP',
      mode: 'fun',
      ...ROULETTE,
    });
    const bet = { bets: [{ type: 'red', stakeMinor: 300_000 }] };
    const round = await post<ApiError>('/api/round', { session: opened.body.session, bet });
    expect(round).toMatchObject({ status: 409, body: { error: 'INSUFFICIENT_FUNDS', balance: 200_000 } });
    expect(platform.calls).toEqual([]);
  });
});

describe('real mode', () => {
  it('authenticates the token once; a reload with it resumes the session', async () => {
    const { token, session } = await realSession(50_000);
    expect(session).toMatchObject({ mode: 'real', balance: 50_000, currency: 'PHP' });
    const again = await post<SessionAnswer>('/api/session', {
      provider: 'JILI',
      token,
      currency: 'PHP',
      mode: 'real',
      ...SLOT,
    });
    expect(again.body.session).toBe(session.session);
    expect(platform.callsOf('authenticate')).toHaveLength(1);
    expect(platform.calls[0]?.provider).toBe('JILI');
  });

  it('refuses an unknown token with the platform’s status', async () => {
    const opened = await post<ApiError>('/api/session', {
      provider: 'JILI',
      token: 'tok-unknown-0123456789',
      currency: 'PHP',
      mode: 'real',
      ...SLOT,
    });
    expect(opened).toMatchObject({ status: 409, body: { error: 'INVALID_TOKEN', sessionEnded: true } });
  });

  it('plays a round as bet → win → round_end, with the balance of the platform’s last answer', async () => {
    const { session } = await realSession(100_000);
    const round = await post<RoundAnswer>('/api/round', { session: session.session, bet: slotBet(session) });
    expect(round.status).toBe(200);
    const { stakeMinor, winMinor } = round.body;
    expect(round.body.balance).toBe(100_000 - stakeMinor + winMinor);
    expect(platform.balanceOf('p1')).toBe(round.body.balance);
    expect(platform.calls.map((c) => c.call)).toEqual(['authenticate', 'bet', 'win', 'round_end']);
    const [bet, win, end] = platform.calls.slice(1).map((c) => c.body);
    expect(bet).toMatchObject({
      player_id: 'p1',
      amount: stakeMinor,
      currency: 'PHP',
      game_code: 'JL-FORTUNE',
    });
    // The win is sent also when it is 0, so that the platform records the round.
    expect(win).toMatchObject({ round_id: bet?.['round_id'], amount: winMinor, game_code: 'JL-FORTUNE' });
    expect(win?.['transaction_id']).not.toBe(bet?.['transaction_id']);
    expect(end).toEqual({ player_id: 'p1', round_id: bet?.['round_id'] });
  });

  it('answers a bad bet 400 with the engine’s message and calls nothing', async () => {
    const { session } = await realSession();
    const before = platform.calls.length;
    for (const bet of [{ stakeMinor: 7 }, { stakeMinor: -1 }, {}, { bets: 'all' }]) {
      const round = await post<ApiError>('/api/round', { session: session.session, bet });
      expect(round.status).toBe(400);
      expect(round.body.error).toBe('BAD_BET');
      expect(round.body.message).toMatch(/stake/i);
    }
    expect(platform.calls.length).toBe(before);
  });

  it('tells the player about a refused bet, and ends the session when it has expired', async () => {
    const { session } = await realSession(5);
    expect(slotBet(session).stakeMinor).toBeGreaterThan(5);
    const poor = await post<ApiError>('/api/round', { session: session.session, bet: slotBet(session) });
    expect(poor).toMatchObject({ status: 409, body: { error: 'INSUFFICIENT_FUNDS', balance: 5 } });
    expect(poor.body.message).toMatch(/not enough balance/i);
    expect(platform.callsOf('win')).toHaveLength(0);

    platform.expireTokens();
    const expired = await post<ApiError>('/api/round', { session: session.session, bet: slotBet(session) });
    expect(expired).toMatchObject({ status: 409, body: { error: 'SESSION_EXPIRED', sessionEnded: true } });
    const after = await post<ApiError>('/api/round', { session: session.session, bet: slotBet(session) });
    expect(after).toMatchObject({ status: 410, body: { sessionEnded: true } });
  });

  it('rolls back a bet that got no final answer, and tells the player the round did not happen', async () => {
    const { session } = await realSession(100_000);
    // The first attempt is taken but its answer lost; the next ones meet a platform that is down.
    platform.fail('bet', ['lost', 'down', 'drop']);
    const round = await post<ApiError>('/api/round', { session: session.session, bet: slotBet(session) });
    expect(round).toMatchObject({ status: 503, body: { error: 'ROUND_CANCELLED' } });
    expect(round.body.message).toMatch(/did not take place/);
    await studio.drainWallet(5_000);
    const bets = platform.callsOf('bet');
    expect(bets).toHaveLength(3);
    expect(new Set(bets.map((b) => b.body['transaction_id'])).size).toBe(1);
    const [rollback] = platform.callsOf('rollback');
    expect(rollback?.body).toMatchObject({
      player_id: 'p1',
      reference_transaction_id: bets[0]?.body['transaction_id'],
      round_id: bets[0]?.body['round_id'],
    });
    expect(rollback?.outcome).toBe('OK');
    // The stake taken by the lost attempt is back; no win was sent.
    expect(platform.balanceOf('p1')).toBe(100_000);
    expect(platform.callsOf('win')).toHaveLength(0);
  });

  it('retries the win until the platform is back, and reports it pending meanwhile', async () => {
    const { session } = await realSession(100_000);
    // Only a win of money meets the faults, whichever round it comes in.
    platform.fail('win', ['down', 'drop', 'down', 'lost', 'down'], (body) => Number(body['amount']) > 0);
    const slow = await createStudioServer({
      platformUrl: platform.url,
      secretFor: (code) => SECRETS[code as keyof typeof SECRETS],
      assets: ASSETS,
      wallet: {
        interactiveRetry: FAST,
        settleRetry: { maxAttempts: Infinity, deadlineMs: 20_000, baseDelayMs: 60, maxDelayMs: 120 },
      },
      waitForWinMs: 20,
    });
    try {
      const token = platform.issueToken('p2', 100_000);
      const opened = await slow.app.inject({
        method: 'POST',
        url: '/api/session',
        payload: { provider: 'JILI', token, currency: 'PHP', mode: 'real', ...SLOT },
      });
      const sessionId = opened.json<SessionAnswer>().session;
      const bet = slotBet(session);
      // Rounds until one wins, so that the pending win is news to the player.
      let round: RoundAnswer | undefined;
      for (let i = 0; i < 200 && !round?.winMinor; i += 1) {
        const answer = await slow.app.inject({
          method: 'POST',
          url: '/api/round',
          payload: { session: sessionId, bet },
        });
        round = answer.json<RoundAnswer>();
        if (!round.winMinor) await slow.drainWallet(10_000);
      }
      expect(round?.winMinor).toBeGreaterThan(0);
      expect(round).toMatchObject({ pending: true });
      expect(round?.message).toMatch(/being credited/);
      expect(slow.pendingWalletCalls()).toBeGreaterThan(0);
      expect(
        (await slow.app.inject('/health')).json<{ pendingWalletCalls: number }>().pendingWalletCalls,
      ).toBeGreaterThan(0);

      expect(await slow.drainWallet(15_000)).toBe(true);
      expect(slow.pendingWalletCalls()).toBe(0);
      const lastWin = platform.callsOf('win').at(-1);
      const attempts = platform
        .callsOf('win')
        .filter((c) => c.body['transaction_id'] === lastWin?.body['transaction_id']);
      // Five faults then the answer; the 'lost' attempt was credited once, and its retry answered the same.
      expect(attempts.map((a) => a.outcome)).toEqual(['fault', 'fault', 'fault', 'OK', 'fault', 'OK']);
      const ends = platform
        .callsOf('round_end')
        .filter((c) => c.body['round_id'] === lastWin?.body['round_id']);
      expect(ends.at(-1)?.outcome).toBe('OK');
      const bets = platform.callsOf('bet').filter((c) => c.body['player_id'] === 'p2');
      const staked = bets.reduce((sum, b) => sum + Number(b.body['amount']), 0);
      const won = platform
        .callsOf('win')
        .filter((c) => c.outcome === 'OK')
        .reduce(
          (seen, c) => seen.set(String(c.body['transaction_id']), Number(c.body['amount'])),
          new Map<string, number>(),
        );
      expect(platform.balanceOf('p2')).toBe(100_000 - staked + [...won.values()].reduce((a, b) => a + b, 0));
    } finally {
      await slow.app.close();
    }
  });

  it('retries a round_end until the platform answers it', async () => {
    const { session } = await realSession(100_000);
    platform.fail('round_end', ['down', 'drop', 'down']);
    const round = await post<RoundAnswer>('/api/round', { session: session.session, bet: slotBet(session) });
    expect(round.status).toBe(200);
    expect(await studio.drainWallet(5_000)).toBe(true);
    expect(platform.callsOf('round_end').map((c) => c.outcome)).toEqual(['fault', 'fault', 'fault', 'OK']);
  });

  it('plays a table game through the wallet with the engine’s bet', async () => {
    const { session } = await realSession(100_000, ROULETTE);
    expect(session.game.kind).toBe('roulette');
    const bet = {
      bets: [
        { type: 'straight', numbers: [17], stakeMinor: 100 },
        { type: 'dozen', target: 2, stakeMinor: 200 },
      ],
    };
    const round = await post<RoundAnswer<{ number: number }>>('/api/round', {
      session: session.session,
      bet,
    });
    expect(round.status).toBe(200);
    expect(round.body.stakeMinor).toBe(300);
    expect(platform.callsOf('bet')[0]?.body['amount']).toBe(300);
    expect(round.body.outcome.number).toBeGreaterThanOrEqual(0);
  });
});

describe('free rounds', () => {
  const free = (session: SessionAnswer, bet: unknown = slotBet(session)) =>
    post<RoundAnswer & ApiError>('/api/round', { session: session.session, bet, free: true });

  it('tells the page of the grant at load, with the stake each free round is played at', async () => {
    const levels = (await realSession()).session.game.stakeLevelsMinor;
    platform.grantFreeRounds('p1', SLOT.game, 5, (levels[3] as number) + 1, '2030-01-01T00:00:00.000Z');
    const { session } = await realSession();
    expect(session.freeRounds).toEqual({
      left: 5,
      stakeMinor: levels[3],
      expiresAt: '2030-01-01T00:00:00.000Z',
    });
  });

  it('plays each free round as a bet with free_round_id at the derived stake, taking nothing', async () => {
    const levels = (await realSession()).session.game.stakeLevelsMinor;
    const stake = levels[2] as number;
    const grant = platform.grantFreeRounds('p1', SLOT.game, 2, stake + 1);
    const { session } = await realSession(100_000);
    platform.calls.length = 0;
    // The page's stake is ignored: the grant decides.
    const first = await free(session, { stakeMinor: levels[0] });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      free: true,
      stakeMinor: stake,
      freeRounds: { left: 1, stakeMinor: stake },
    });
    expect(first.body.balance).toBe(100_000 + first.body.winMinor);
    expect(platform.calls.map((c) => c.call)).toEqual(['bet', 'win', 'round_end']);
    const [bet, win] = platform.calls.map((c) => c.body);
    expect(bet).toMatchObject({ amount: stake, free_round_id: grant, game_code: SLOT.game, currency: 'PHP' });
    expect(win).toMatchObject({ round_id: bet?.['round_id'], amount: first.body.winMinor });

    const last = await free(session);
    expect(last.body).toMatchObject({ free: true, freeRounds: null });
    await studio.drainWallet(5_000);
    expect(platform.balanceOf('p1')).toBe(100_000 + first.body.winMinor + last.body.winMinor);

    // None left: the studio refuses without calling the platform, and the paid rounds go on as before.
    const calls = platform.calls.length;
    const none = await free(session);
    expect(none).toMatchObject({ status: 409, body: { error: 'NO_FREE_ROUNDS' } });
    expect(none.body.message).toMatch(/free spins/i);
    expect(platform.calls.length).toBe(calls);
    const paid = await post<RoundAnswer>('/api/round', { session: session.session, bet: slotBet(session) });
    expect(paid.status).toBe(200);
    expect(paid.body.free).toBeUndefined();
    expect(platform.callsOf('bet').at(-1)?.body).not.toHaveProperty('free_round_id');
    const balance = await post<BalanceAnswer>('/api/balance', { session: session.session });
    expect(balance.body.freeRounds).toBeNull();
  });

  it('plays at the smallest stake level when every level is above the grant’s bet amount', async () => {
    const levels = (await realSession()).session.game.stakeLevelsMinor;
    platform.grantFreeRounds('p1', SLOT.game, 1, (levels[0] as number) - 1);
    const { session } = await realSession();
    expect(session.freeRounds).toMatchObject({ left: 1, stakeMinor: levels[0] });
  });

  it('refuses free: true without free rounds, and calls nothing', async () => {
    const { session } = await realSession();
    expect(session.freeRounds).toBeNull();
    const before = platform.calls.length;
    const round = await free(session);
    expect(round).toMatchObject({ status: 409, body: { error: 'NO_FREE_ROUNDS' } });
    expect(platform.calls.length).toBe(before);
  });

  it('plays free rounds only in slot games', async () => {
    platform.grantFreeRounds('p1', ROULETTE.game, 3, 1_000);
    const { session } = await realSession(100_000, ROULETTE);
    expect(session.freeRounds).toBeNull();
    const before = platform.calls.length;
    const bet = { bets: [{ type: 'red', stakeMinor: 100 }] };
    const round = await free(session, bet);
    expect(round).toMatchObject({ status: 409, body: { error: 'NO_FREE_ROUNDS' } });
    expect(platform.calls.length).toBe(before);
  });

  it('never has free rounds in fun mode', async () => {
    const opened = await post<SessionAnswer>('/api/session', {
      provider: 'JILI',
      currency: 'PHP',
      mode: 'fun',
      ...SLOT,
    });
    expect(opened.body.freeRounds).toBeNull();
    const round = await free(opened.body);
    expect(round).toMatchObject({ status: 409, body: { error: 'NO_FREE_ROUNDS' } });
    const balance = await post<BalanceAnswer>('/api/balance', { session: opened.body.session });
    expect(balance.body).toEqual({ balance: 200_000, currency: 'PHP', freeRounds: null });
    expect(platform.calls).toEqual([]);
  });

  it('clears the session’s free rounds when the platform answers NO_FREE_ROUNDS', async () => {
    const grant = platform.grantFreeRounds('p1', SLOT.game, 3, 1_000);
    const { token, session } = await realSession();
    expect(session.freeRounds).toMatchObject({ left: 3 });
    platform.withdrawFreeRounds(grant);
    const refused = await free(session);
    expect(refused).toMatchObject({ status: 409, body: { error: 'NO_FREE_ROUNDS', balance: 100_000 } });
    expect(refused.body.sessionEnded).toBeFalsy();
    expect(refused.body.message).toMatch(/no longer available/);
    expect(platform.callsOf('win')).toHaveLength(0);
    // Cleared: a reload of the page hears of none, and the next free round calls nothing.
    const reload = await post<SessionAnswer>('/api/session', {
      provider: 'JILI',
      token,
      currency: 'PHP',
      mode: 'real',
      ...SLOT,
    });
    expect(reload.body).toMatchObject({ session: session.session, freeRounds: null });
    const calls = platform.calls.length;
    expect((await free(session)).body.error).toBe('NO_FREE_ROUNDS');
    expect(platform.calls.length).toBe(calls);
    // Paid rounds go on.
    const paid = await post<RoundAnswer>('/api/round', { session: session.session, bet: slotBet(session) });
    expect(paid.status).toBe(200);
  });

  it('keeps the free rounds a resumed session knows, and refreshes them with the balance', async () => {
    const { token, session } = await realSession();
    expect(session.freeRounds).toBeNull();
    const grant = platform.grantFreeRounds('p1', SLOT.game, 4, 1_000);
    const reload = () =>
      post<SessionAnswer>('/api/session', {
        provider: 'JILI',
        token,
        currency: 'PHP',
        mode: 'real',
        ...SLOT,
      });
    // The stored value stays on a reload; the balance answer sets it.
    expect((await reload()).body.freeRounds).toBeNull();
    const granted = await post<BalanceAnswer>('/api/balance', { session: session.session });
    expect(granted.body).toMatchObject({ balance: 100_000, currency: 'PHP', freeRounds: { left: 4 } });
    expect((await reload()).body.freeRounds).toMatchObject({ left: 4 });
    expect((await free(session)).body).toMatchObject({ free: true, freeRounds: { left: 3 } });

    // A balance answer without free_rounds clears them.
    platform.withdrawFreeRounds(grant);
    const cleared = await post<BalanceAnswer>('/api/balance', { session: session.session });
    expect(cleared.body.freeRounds).toBeNull();
    expect((await reload()).body.freeRounds).toBeNull();
    expect(platform.callsOf('authenticate')).toHaveLength(1);
  });

  it('ignores a malformed free_rounds from the platform', async () => {
    platform.freeRoundsOverride = { id: 'fr-1', rounds_left: 'many', bet_amount: 100 };
    const { session } = await realSession();
    expect(session).toMatchObject({ balance: 100_000, freeRounds: null });
    const balance = await post<BalanceAnswer>('/api/balance', { session: session.session });
    expect(balance.body).toMatchObject({ balance: 100_000, freeRounds: null });
  });

  it('retries a free round’s bet with the same ids, using one round', async () => {
    const grant = platform.grantFreeRounds('p1', SLOT.game, 3, 1_000);
    const { session } = await realSession();
    platform.fail('bet', ['lost', 'down']);
    const round = await free(session);
    expect(round.body).toMatchObject({ free: true, freeRounds: { left: 2 } });
    const bets = platform.callsOf('bet');
    expect(bets.map((b) => b.outcome)).toEqual(['OK', 'fault', 'OK']);
    expect(new Set(bets.map((b) => JSON.stringify(b.body))).size).toBe(1);
    expect(bets[0]?.body['free_round_id']).toBe(grant);
    expect(platform.grants.get(grant)?.roundsLeft).toBe(2);
  });

  it('keeps the count when a free round is cancelled: its rollback gives the round back', async () => {
    const grant = platform.grantFreeRounds('p1', SLOT.game, 3, 1_000);
    const { session } = await realSession();
    platform.fail('bet', ['lost', 'down', 'drop']);
    const round = await free(session);
    expect(round).toMatchObject({ status: 503, body: { error: 'ROUND_CANCELLED' } });
    await studio.drainWallet(5_000);
    expect(platform.callsOf('rollback')[0]?.outcome).toBe('OK');
    expect(platform.grants.get(grant)?.roundsLeft).toBe(3);
    expect(platform.balanceOf('p1')).toBe(100_000);
    const again = await free(session);
    expect(again.body).toMatchObject({ free: true, freeRounds: { left: 2 } });
  });
});
