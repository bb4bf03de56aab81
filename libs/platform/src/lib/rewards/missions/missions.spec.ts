import { eq } from 'drizzle-orm';
import { missionClaims } from '../../db/schema';
import { PlatformError } from '../../http/envelope';
import { signIn } from '../../players/testing/player-test-kit';
import type { MissionInput } from './mission-input';
import { startRewardsKit, type Answer, type KitPlayer, type RewardsKit } from './testing/rewards-test-kit';

jest.setTimeout(180_000);

interface MissionAnswer {
  mission_id: number;
  kind: string;
  period: string;
  target: number;
  category: string | null;
  progress: number;
  completed: boolean;
  claimed: boolean;
  reward: { kind: string; amount: number };
  period_start: string;
  period_end: string;
}

const ALPHA_MISSIONS: MissionInput[] = [
  {
    code: 'wager-all',
    period: 'daily',
    kind: 'wager',
    target: 10_000,
    rewardKind: 'tokens',
    rewardAmount: 5,
  },
  {
    code: 'wager-live',
    period: 'daily',
    kind: 'wager',
    target: 5_000,
    category: 'livecasino',
    rewardKind: 'cash',
    rewardAmount: 1_000,
  },
  {
    code: 'two-games',
    period: 'daily',
    kind: 'distinct_games',
    target: 2,
    rewardKind: 'tokens',
    rewardAmount: 3,
  },
  {
    code: 'deposit',
    period: 'daily',
    kind: 'deposit',
    target: 50_000,
    rewardKind: 'tokens',
    rewardAmount: 10,
  },
  {
    code: 'login-3',
    period: 'weekly',
    kind: 'login_days',
    target: 3,
    rewardKind: 'tokens',
    rewardAmount: 20,
  },
  {
    code: 'big-win',
    period: 'daily',
    kind: 'win_multiplier',
    target: 500,
    rewardKind: 'cash',
    rewardAmount: 2_500,
  },
  {
    code: 'week-wager',
    period: 'weekly',
    kind: 'wager',
    target: 100_000,
    rewardKind: 'cash',
    rewardAmount: 5_000,
  },
];

describe('missions', () => {
  let kit: RewardsKit;
  let betaMissionId = 0;

  /** Moves the kit's clock forward to an instant. */
  const moveTo = (iso: string) => {
    const seconds = (Date.parse(iso) - kit.clock.now().getTime()) / 1000;
    if (seconds < 0) throw new Error(`the clock is already past ${iso}`);
    kit.clock.advance(seconds);
  };

  const list = async (player: KitPlayer) => {
    const answer = await kit.request(player, '/mission/list');
    expect(answer).toMatchObject({ statusCode: 1, time_zone: 'Asia/Manila' });
    return answer['missions'] as MissionAnswer[];
  };
  const byCode = async (player: KitPlayer) => {
    const missions = await list(player);
    const codes = (await kit.platform.rewards.missions.listMissions('alpha')).filter((m) => m.active);
    return Object.fromEntries(
      codes.map((m) => [m.code, missions.find((x) => x.mission_id === m.id)]),
    ) as Record<string, MissionAnswer>;
  };
  const idOf = async (code: string) => {
    const found = (await kit.platform.rewards.missions.listMissions('alpha')).find((m) => m.code === code);
    if (!found) throw new Error(`no mission ${code}`);
    return found.id;
  };
  const claim = async (player: KitPlayer, code: string): Promise<Answer> =>
    kit.request(player, '/mission/claim', { mission_id: await idOf(code) });
  const memberOf = (player: KitPlayer) =>
    kit.platform.players.authenticate(
      { domainName: player.host, address: '192.0.2.10' },
      player.session.account_id,
      player.session.auth,
    );

  beforeAll(async () => {
    kit = await startRewardsKit();
    await kit.platform.rewards.missions.setMissions('alpha', ALPHA_MISSIONS);
    const [beta] = await kit.platform.rewards.missions.setMissions('beta', [
      {
        code: 'beta-wager',
        period: 'daily',
        kind: 'wager',
        target: 100,
        rewardKind: 'tokens',
        rewardAmount: 1,
      },
    ]);
    betaMissionId = beta?.id ?? 0;
  });
  afterAll(() => kit.close());

  it("counts each kind from the period's real events in the site's units", async () => {
    const player = await kit.player('miss01', { creditMinor: 100_000 });
    const slot = await kit.bet(player, 3_000);
    expect(await kit.win(player, slot.round, 15_000)).toMatchObject({ status: 'OK' });
    await kit.bet(player, 2_000, 'JL-BACCARAT');
    // A bet rolled back is no wager and no game played.
    expect(await kit.rollback(player, await kit.bet(player, 4_000, 'JL-SUPERACE'))).toMatchObject({
      status: 'OK',
    });
    // The operator's credit is not a deposit; the cashier's credited deposit is.
    await kit.deposit(player, '500');

    const missions = await byCode(player);
    const day = { period_start: '2026-02-28T16:00:00.000Z', period_end: '2026-03-01T16:00:00.000Z' };
    const week = { period_start: '2026-02-22T16:00:00.000Z', period_end: '2026-03-01T16:00:00.000Z' };
    expect(missions).toEqual({
      'wager-all': expect.objectContaining({
        ...day,
        kind: 'wager',
        category: null,
        target: 100,
        progress: 50,
        completed: false,
        claimed: false,
        reward: { kind: 'tokens', amount: 5 },
      }),
      'wager-live': expect.objectContaining({
        category: 'livecasino',
        target: 50,
        progress: 20,
        completed: false,
        reward: { kind: 'cash', amount: 10 },
      }),
      'two-games': expect.objectContaining({ target: 2, progress: 2, completed: true }),
      deposit: expect.objectContaining({ target: 500, progress: 500, completed: true }),
      'login-3': expect.objectContaining({
        ...week,
        period: 'weekly',
        target: 3,
        progress: 1,
        completed: false,
      }),
      'big-win': expect.objectContaining({
        target: 5,
        progress: 5,
        completed: true,
        reward: { kind: 'cash', amount: 25 },
      }),
      'week-wager': expect.objectContaining({ ...week, target: 1_000, progress: 50, completed: false }),
    });
    expect(await kit.platform.rewards.missions.claimableCount(await memberOf(player))).toBe(3);
  });

  it('pays a completed mission once, and refuses incomplete, foreign, unknown and switched-off claims changing nothing', async () => {
    const player = await kit.player('miss02');
    const funded = await kit.player('miss03', { creditMinor: 10_000 });
    await kit.bet(funded, 1_000);
    await kit.bet(funded, 1_000, 'JL-BOXING');

    const before = await kit.snapshot();
    expect(await claim(funded, 'wager-all')).toMatchObject({ statusCode: 0, message: 'missionIncomplete' });
    expect(await kit.request(funded, '/mission/claim', { mission_id: betaMissionId })).toMatchObject({
      statusCode: 0,
      message: 'notFound',
    });
    expect(await kit.request(funded, '/mission/claim', { mission_id: 999_999 })).toMatchObject({
      statusCode: 0,
      message: 'notFound',
    });
    expect(await claim(player, 'two-games')).toMatchObject({ statusCode: 0, message: 'missionIncomplete' });
    await kit.setGamify('alpha', false);
    try {
      expect(await claim(funded, 'two-games')).toMatchObject({
        statusCode: 0,
        message: 'rewardsUnavailable',
      });
      expect(await kit.request(funded, '/mission/list')).toMatchObject({ message: 'rewardsUnavailable' });
      expect(await kit.platform.rewards.missions.claimableCount(await memberOf(funded))).toBe(0);
    } finally {
      await kit.setGamify('alpha', true);
    }
    expect(await kit.snapshot()).toEqual(before);

    const paid = await claim(funded, 'two-games');
    expect(paid).toMatchObject({
      statusCode: 1,
      mission_id: await idOf('two-games'),
      reward: { kind: 'tokens', amount: 3 },
      currency: 'PHP',
      game_balance: 80,
      game_token: 3,
    });
    expect(await claim(funded, 'two-games')).toMatchObject({ statusCode: 0, message: 'alreadyClaimed' });
    const missions = await byCode(funded);
    expect(missions['two-games']).toMatchObject({ completed: true, claimed: true });
    const postings = (await kit.platform.operator.ledger.history(funded.id)).filter(
      (e) => e.kind === 'missionReward',
    );
    expect(postings.map((p) => [p.asset, p.amountMinor, p.idempotencyKey])).toEqual([
      ['token', 3, `mission:${await idOf('two-games')}:${funded.id}:2026-02-28T16:00:00Z`],
    ]);
  });

  it('pays fifty concurrent claims of one reward once', async () => {
    const player = await kit.player('miss04', { creditMinor: 10_000 });
    await kit.bet(player, 500);
    await kit.bet(player, 500, 'JL-SUPERACE');
    const answers = await Promise.all(Array.from({ length: 50 }, () => claim(player, 'two-games')));
    expect(answers.filter((a) => a.statusCode === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.message === 'alreadyClaimed')).toHaveLength(49);
    const claims = await kit.platform.database.db
      .select()
      .from(missionClaims)
      .where(eq(missionClaims.playerId, player.id));
    expect(claims).toHaveLength(1);
    expect((await kit.platform.operator.ledger.totals(player.id, 'token')).missionReward).toBe(3);
  });

  it("starts a new day and a new week at the site's midnight, not UTC's (a moved clock, Asia/Manila)", async () => {
    const player = await kit.player('miss05', { creditMinor: 100_000 });
    await kit.bet(player, 6_000);
    expect((await byCode(player))['wager-all']).toMatchObject({ progress: 60, completed: false });

    moveTo('2026-03-01T15:59:00.000Z'); // Sunday 23:59 in Manila
    await kit.bet(player, 4_000);
    expect((await byCode(player))['wager-all']).toMatchObject({ progress: 100, completed: true });
    expect(await claim(player, 'wager-all')).toMatchObject({ statusCode: 1 });

    moveTo('2026-03-01T16:01:00.000Z'); // Monday 00:01 in Manila: a new day and a new week
    let missions = await byCode(player);
    expect(missions['wager-all']).toMatchObject({
      progress: 0,
      completed: false,
      claimed: false,
      period_start: '2026-03-01T16:00:00.000Z',
      period_end: '2026-03-02T16:00:00.000Z',
    });
    expect(missions['week-wager']).toMatchObject({
      progress: 0,
      period_start: '2026-03-01T16:00:00.000Z',
      period_end: '2026-03-08T16:00:00.000Z',
    });
    await kit.bet(player, 10_000);
    expect(await claim(player, 'wager-all')).toMatchObject({ statusCode: 1 });

    moveTo('2026-03-03T02:00:00.000Z'); // Tuesday 10:00: the day is new, the week goes on
    missions = await byCode(player);
    expect(missions['wager-all']).toMatchObject({ progress: 0, claimed: false });
    expect(missions['week-wager']).toMatchObject({ progress: 100, completed: false });
    expect((await kit.platform.operator.ledger.totals(player.id, 'token')).missionReward).toBe(10);
  });

  it('counts sign-in days in a row up to today, inside the week only', async () => {
    const day = 24 * 60 * 60;
    const player = await kit.player('miss06'); // Tuesday: the sign-up is a sign-in
    const login = async () => {
      player.session = await signIn(kit, player.accountId);
    };
    const progress = async () => (await byCode(player))['login-3'];
    expect(await progress()).toMatchObject({ progress: 1 });
    kit.clock.advance(day); // Wednesday
    await login();
    expect(await progress()).toMatchObject({ progress: 2 });
    kit.clock.advance(2 * day); // Friday, after a Thursday without a sign-in
    await login();
    expect(await progress()).toMatchObject({ progress: 1, completed: false });
    kit.clock.advance(day); // Saturday
    await login();
    kit.clock.advance(day); // Sunday
    await login();
    expect(await progress()).toMatchObject({ progress: 3, completed: true });
    expect(await claim(player, 'login-3')).toMatchObject({
      statusCode: 1,
      reward: { kind: 'tokens', amount: 20 },
    });
    kit.clock.advance(day); // Monday: last week's days are not this week's
    await login();
    expect(await progress()).toMatchObject({ progress: 1, claimed: false });
  });

  it('lets the operator add, change and switch off missions by code; a bad list changes nothing', async () => {
    const keyOf = (promise: Promise<unknown>) =>
      promise.then(
        () => 'ok',
        (error: unknown) => (error instanceof PlatformError ? error.messageKey : String(error)),
      );
    const { missions } = kit.platform.rewards;
    const before = await missions.listMissions('alpha');
    expect(
      await keyOf(
        missions.setMissions('alpha', [{ ...ALPHA_MISSIONS[3], category: 'slots' } as MissionInput]),
      ),
    ).toBe('invalidRequest');
    expect(
      await keyOf(missions.setMissions('alpha', [ALPHA_MISSIONS[0], ALPHA_MISSIONS[0]] as MissionInput[])),
    ).toBe('invalidRequest');
    expect(
      await keyOf(missions.setMissions('alpha', [{ ...ALPHA_MISSIONS[0], target: 0 } as MissionInput])),
    ).toBe('invalidRequest');
    expect(await keyOf(missions.setMissions('nowhere', []))).toBe('siteNotFound');
    expect(await missions.listMissions('alpha')).toEqual(before);

    const changed = await missions.setMissions('alpha', [
      { ...(ALPHA_MISSIONS[0] as MissionInput), target: 20_000 },
      {
        code: 'three-games',
        period: 'weekly',
        kind: 'distinct_games',
        target: 3,
        rewardKind: 'tokens',
        rewardAmount: 9,
      },
    ]);
    expect(changed.filter((m) => m.active).map((m) => [m.code, m.target, m.position])).toEqual([
      ['wager-all', 20_000, 0],
      ['three-games', 3, 1],
    ]);
    expect(changed.find((m) => m.code === 'deposit')).toMatchObject({ active: false });
    expect(changed.find((m) => m.code === 'wager-all')?.id).toBe(
      before.find((m) => m.code === 'wager-all')?.id,
    );
    const player = await kit.player('miss07');
    expect((await list(player)).map((m) => [m.kind, m.target])).toEqual([
      ['wager', 200],
      ['distinct_games', 3],
    ]);
  });
});
