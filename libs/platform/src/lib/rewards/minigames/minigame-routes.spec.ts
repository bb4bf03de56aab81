import { diceChance, diceMultiplierBp, diceRoll, diceWins, fairFloat, wheelSegment } from '@wl/fairness';
import { createHmac } from 'node:crypto';
import { signIn, signUp } from '../../players/testing/player-test-kit';
import { DEFAULT_REWARDS_SETTINGS } from '../rewards-settings';
import { startMinigameKit, type Answer, type MinigameKit, type Session } from './testing/minigame-test-kit';

jest.setTimeout(180_000);

interface Round {
  round_id: number;
  game: 'spin' | 'dice';
  state: string;
  stake: number;
  free: boolean;
  server_seed: string | null;
  client_seed: string;
  nonce: number;
  weights: number[] | null;
  outcome: number;
  target: number | null;
  direction: 'under' | 'over' | null;
  multiplier: number;
  won: boolean;
  prize: { kind: string; amount: number };
}

const hmac = async (key: string, message: string) => createHmac('sha256', key).update(message).digest();
const HOUR = 3_600_000;

describe('the token games over HTTP', () => {
  let kit: MinigameKit;
  let seq = 0;
  const requestId = () => `req-${++seq}-abcdef`;
  const roundOf = (answer: Answer) => answer['round'] as Round;
  const spin = (session: Session, free: boolean, request_id = requestId()) =>
    kit.ask('/minigame/spin', session, { request_id, free });
  const dice = (
    session: Session,
    stake: number,
    target: number,
    direction = 'under',
    request_id = requestId(),
  ) => kit.ask('/minigame/dice', session, { request_id, stake, target, direction });
  const roundsOf = async (session: Session, extra: object = {}) =>
    (await kit.ask('/minigame/rounds', session, extra)) as Answer & { rounds: Round[]; has_more: boolean };
  const revealSeeds = async (session: Session) =>
    (
      (await kit.ask('/minigame/rotate_seed', session, { client_seed: 'reveal' }))['revealed'] as {
        server_seed: string;
      }
    ).server_seed;

  beforeAll(async () => {
    kit = await startMinigameKit();
  });
  afterAll(() => kit.close());

  it('shows the rules, the player’s tokens and seeds, and what real play earns', async () => {
    const { session } = await kit.player('mgover01', 25);
    const answer = await kit.ask('/minigame/overview', session);
    // Asia/Manila is UTC+8 all year: its next midnight is 16:00 UTC.
    const now = kit.clock.now().getTime();
    const nextMidnight = Math.floor((now + 8 * HOUR) / (24 * HOUR)) * 24 * HOUR + 24 * HOUR - 8 * HOUR;
    expect(answer).toMatchObject({
      statusCode: 1,
      currency: 'PHP',
      game_balance: 0,
      game_token: 25,
      frozen_token: 0,
      spin_cost: 10,
      free_spin_available: true,
      next_free_spin_at: new Date(nextMidnight).toISOString(),
      dice: { min_stake: 1, max_stake: 1_000, house_edge_percent: 1, min_chance: 2, max_chance: 95 },
      seeds: { next_nonce: 0 },
      tokens_per_wager: { tokens: 1, per: 100 },
      claimable: 1,
    });
    const wheel = answer['wheel'] as Array<{ index: number; prize: object; colour: string }>;
    expect(wheel).toHaveLength(DEFAULT_REWARDS_SETTINGS.wheel.length);
    expect(wheel[0]).toEqual({
      index: 0,
      prize: { kind: 'tokens', amount: 5 },
      weight: 30,
      colour: '#2563eb',
    });
    expect(wheel[1]).toEqual({
      index: 1,
      prize: { kind: 'nothing', amount: 0 },
      weight: 25,
      colour: '#475569',
    });
    // Cash prizes in major units of the site currency: 1,000 centavos are ₱10.
    expect(wheel[3]).toMatchObject({ prize: { kind: 'cash', amount: 10 } });
    expect(wheel[7]).toMatchObject({ prize: { kind: 'cash', amount: 50 } });
  });

  it('pays a spin and a dice round what the fairness reading of their seeds says', async () => {
    const { session, id } = await kit.player('mgpays01', 1_000);
    const paid = await spin(session, false);
    expect(paid).toMatchObject({
      statusCode: 1,
      round: { game: 'spin', state: 'settled', stake: 10, nonce: 0 },
    });
    const rolled = await dice(session, 100, 49.5);
    expect(rolled).toMatchObject({
      statusCode: 1,
      round: {
        game: 'dice',
        state: 'settled',
        stake: 100,
        nonce: 1,
        target: 49.5,
        direction: 'under',
        multiplier: 2,
      },
    });
    const serverSeed = await revealSeeds(session);

    const spun = roundOf(paid);
    const spinFloat = await fairFloat(hmac, serverSeed, spun.client_seed, spun.nonce);
    const segment = wheelSegment(
      spinFloat,
      DEFAULT_REWARDS_SETTINGS.wheel.map((s) => s.weight),
    );
    expect(spun.outcome).toBe(segment);
    // The round carries the wheel's weights as played: the player recomputes the segment from them.
    expect(spun.weights).toEqual(DEFAULT_REWARDS_SETTINGS.wheel.map((s) => s.weight));
    expect(rolled['round']).toMatchObject({ weights: null });
    const prize = DEFAULT_REWARDS_SETTINGS.wheel[segment]?.prize;
    const spinTokens = prize?.kind === 'tokens' ? prize.amount : 0;
    const spinCashMinor = prize?.kind === 'cash' ? prize.amount_minor : 0;
    expect(spun.prize).toEqual({
      kind: prize?.kind,
      amount: prize?.kind === 'cash' ? spinCashMinor / 100 : spinTokens,
    });

    const rolledRound = roundOf(rolled);
    const roll = diceRoll(await fairFloat(hmac, serverSeed, rolledRound.client_seed, rolledRound.nonce));
    expect(Math.round(rolledRound.outcome * 100)).toBe(roll);
    const won = diceWins(roll, 4_950, 'under');
    expect(diceMultiplierBp(diceChance(4_950, 'under'), 1)).toBe(20_000);
    expect(rolledRound).toMatchObject({
      won,
      prize: won ? { kind: 'tokens', amount: 200 } : { kind: 'nothing' },
    });

    expect(await kit.tokens(id)).toEqual({
      tokens: 1_000 - 10 - 100 + spinTokens + (won ? 200 : 0),
      frozenTokens: 0,
      gameMinor: spinCashMinor,
    });
    // The answer of the last round carried the balances after it.
    expect(rolled).toMatchObject({
      game_token: 1_000 - 10 - 100 + spinTokens + (won ? 200 : 0),
      frozen_token: 0,
    });
  });

  it('gives one free spin per day of the site’s time zone, and the next one from its midnight', async () => {
    const { session } = await kit.player('mgfree01');
    const freeRequest = requestId();
    const free = await spin(session, true, freeRequest);
    expect(free).toMatchObject({ statusCode: 1, round: { free: true, stake: 0, game: 'spin' } });
    const after = await kit.ask('/minigame/overview', session);
    expect(after).toMatchObject({ free_spin_available: false, claimable: 0 });

    const snapshot = await kit.snapshot();
    expect(await spin(session, true)).toMatchObject({ statusCode: 0, message: 'freeSpinUsed' });
    expect(await kit.snapshot()).toEqual(snapshot);
    // Asked again with its request id, the free spin answers the round it played.
    expect(await spin(session, true, freeRequest)).toMatchObject({ round: roundOf(free) });

    const midnight = Date.parse(String(after['next_free_spin_at']));
    kit.clock.advance((midnight - kit.clock.now().getTime()) / 1000 - 1);
    let again = await signIn(kit, 'mgfree01');
    expect(await spin(again, true)).toMatchObject({ message: 'freeSpinUsed' });
    kit.clock.advance(1);
    again = await signIn(kit, 'mgfree01');
    expect(await kit.ask('/minigame/overview', again)).toMatchObject({
      free_spin_available: true,
      claimable: 1,
    });
    expect(await spin(again, true)).toMatchObject({ statusCode: 1, round: { free: true, nonce: 1 } });
    expect(await spin(again, true)).toMatchObject({ message: 'freeSpinUsed' });
  });

  it('refuses too few tokens, a bad stake and a bad target, and changes nothing', async () => {
    const { session, id } = await kit.player('mgbad01', 5);
    await kit.ask('/minigame/overview', session); // the seeds are made on first use
    const snapshot = await kit.snapshot();
    expect(await spin(session, false)).toMatchObject({ statusCode: 0, message: 'insufficientTokens' });
    expect(await dice(session, 6, 50)).toMatchObject({ statusCode: 0, message: 'insufficientTokens' });
    for (const stake of [0, -1, 1_001, 1.5]) {
      expect(await dice(session, stake, 50)).toMatchObject({ statusCode: 0, message: 'invalidStake' });
    }
    const badTargets: Array<[number, string]> = [
      [50.005, 'under'], // three decimals
      [95.01, 'under'], // chance above 95 %
      [1.99, 'under'], // chance below 2 %
      [98.01, 'over'], // chance 1.99 %
      [4.99, 'over'], // chance 95.01 %
      [-1, 'under'],
      [100.01, 'over'],
    ];
    for (const [target, direction] of badTargets) {
      expect(await dice(session, 1, target, direction)).toMatchObject({
        statusCode: 0,
        message: 'invalidTarget',
      });
    }
    expect(await kit.snapshot()).toEqual(snapshot);
    expect(await kit.tokens(id)).toEqual({ tokens: 5, frozenTokens: 0, gameMinor: 0 });
    // The limits themselves are allowed.
    expect(await dice(session, 1, 95, 'under')).toMatchObject({ statusCode: 1 });
    expect(await dice(session, 1, 98, 'over')).toMatchObject({ statusCode: 1 });
  });

  it('answers rewardsUnavailable on every call of a site with its rewards off, and changes nothing', async () => {
    const beta = await signUp(kit, 'mgoff01', { host: 'beta.test' });
    const onBeta = (path: string, extra: object) =>
      kit.call(path, { ...beta, ...extra }, { host: 'beta.test' }).then((r) => r.json<Answer>());
    const snapshot = await kit.snapshot();
    const calls: Array<[string, object]> = [
      ['/minigame/overview', {}],
      ['/minigame/spin', { request_id: requestId(), free: true }],
      ['/minigame/dice', { request_id: requestId(), stake: 1, target: 50, direction: 'under' }],
      ['/minigame/rounds', {}],
      ['/minigame/rotate_seed', { client_seed: 'abc' }],
    ];
    for (const [path, extra] of calls) {
      expect(await onBeta(path, extra)).toMatchObject({ statusCode: 0, message: 'rewardsUnavailable' });
    }
    expect(await kit.snapshot()).toEqual(snapshot);
  });

  it('lists only the player’s own rounds, newest first, by pages', async () => {
    const one = await kit.player('mglist01', 1_000);
    const two = await kit.player('mglist02', 1_000);
    const mine: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      mine.push(roundOf(await dice(one.session, 1, 50)).round_id);
      roundOf(await spin(two.session, false));
    }
    const theirs = (await roundsOf(two.session)).rounds.map((r) => r.round_id);
    expect(theirs).toHaveLength(5);

    const first = await roundsOf(one.session, { limit: 2 });
    expect(first).toMatchObject({ statusCode: 1, has_more: true });
    const second = await roundsOf(one.session, { limit: 2, before_round_id: first.rounds[1]?.round_id });
    const third = await roundsOf(one.session, { limit: 2, before_round_id: second.rounds[1]?.round_id });
    expect(third.has_more).toBe(false);
    const paged = [...first.rounds, ...second.rounds, ...third.rounds].map((r) => r.round_id);
    expect(paged).toEqual([...mine].reverse());
    expect((await roundsOf(one.session, { game: 'spin' })).rounds).toEqual([]);
    // Paging from past the other player's newest round still shows only one's own.
    const past = Math.max(...theirs) + 1;
    expect((await roundsOf(one.session, { before_round_id: past })).rounds.map((r) => r.round_id)).toEqual(
      [...mine].reverse(),
    );
    expect(paged.some((r) => theirs.includes(r))).toBe(false);
  });

  it('plays a request id once: a retry answers the first round, another game or bet is refused', async () => {
    const { session, id } = await kit.player('mgonce01', 500);
    const request = requestId();
    const first = await dice(session, 40, 30, 'over', request);
    expect(first).toMatchObject({ statusCode: 1 });
    const balance = await kit.tokens(id);
    const again = await dice(session, 40, 30, 'over', request);
    expect(again).toEqual(first);
    expect(await kit.tokens(id)).toEqual(balance);
    const snapshot = await kit.snapshot();
    expect(await dice(session, 41, 30, 'over', request)).toMatchObject({ message: 'requestConflict' });
    expect(await dice(session, 40, 30.01, 'over', request)).toMatchObject({ message: 'requestConflict' });
    expect(await dice(session, 40, 30, 'under', request)).toMatchObject({ message: 'requestConflict' });
    expect(await spin(session, false, request)).toMatchObject({ message: 'requestConflict' });
    expect(await kit.snapshot()).toEqual(snapshot);
    expect((await roundsOf(session)).rounds).toHaveLength(1);
  });
});
