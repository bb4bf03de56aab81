import { and, eq, sql } from 'drizzle-orm';
import { leaderboardPeriods } from '../../db/schema';
import { rowsOf } from '../../db/database-function';
import { maskAccountId } from '../../sites/activity/mask-account';
import { startRewardsKit, type KitPlayer, type RewardsKit } from '../missions/testing/rewards-test-kit';

jest.setTimeout(180_000);

interface Entry {
  rank: number;
  name: string;
  score: number;
  prize: { kind: string; amount: number } | null;
  me: boolean;
}
interface Period {
  period_id: number;
  starts_at: string;
  ends_at: string;
  metric: string;
  state: string;
  prizes: Array<{ rank: number; prize: { kind: string; amount: number } }>;
}
interface Board {
  statusCode: number;
  message: string;
  period: Period;
  entries: Entry[];
  me: Entry | null;
  past: Period[];
}

const WEEK = { starts_at: '2026-02-22T16:00:00.000Z', ends_at: '2026-03-01T16:00:00.000Z' };

describe('the weekly leaderboard', () => {
  let kit: RewardsKit;
  const alpha: KitPlayer[] = [];
  let idle: KitPlayer;
  let betaWhale: KitPlayer;
  const beta: KitPlayer[] = [];
  let firstWeek: Board;

  const board = async (player: KitPlayer, periodId?: number) =>
    (await kit.request(
      player,
      '/leaderboard/get',
      periodId ? { period_id: periodId } : {},
    )) as unknown as Board;

  beforeAll(async () => {
    kit = await startRewardsKit();
    await kit.setRewards(kit.siteB.id, {
      leaderboard: { metric: 'multiplier', prizes: [{ rank: 1, prize: { kind: 'tokens', amount: 100 } }] },
    });
  });
  afterAll(() => kit.close());

  it("ranks the site's players by what they wagered this week: ties to who got there first, names masked, my place outside the top 20", async () => {
    for (let i = 0; i < 24; i++) {
      alpha.push(await kit.player(`lbplay${String(i).padStart(2, '0')}`, { creditMinor: 200_000 }));
    }
    // Player 12 reaches 120.00 before player 11 does: the tie goes to 12 although 11 is older.
    const order = [...alpha.keys()].map((i) => (i === 11 ? 12 : i === 12 ? 11 : i));
    for (const i of order) {
      const player = alpha[i] as KitPlayer;
      await kit.bet(player, i === 12 ? 12_000 : (i + 1) * 1_000);
      kit.clock.advance(1);
    }
    // A bet given back is no wager.
    const last = alpha[23] as KitPlayer;
    await kit.rollback(last, await kit.bet(last, 100_000));
    idle = await kit.player('lbidle01');
    betaWhale = await kit.player('lbwhale1', { host: 'beta.test', creditMinor: 10_000_000 });
    await kit.bet(betaWhale, 5_000_000);

    const me = alpha[0] as KitPlayer;
    firstWeek = await board(me);
    expect(firstWeek).toMatchObject({
      statusCode: 1,
      period: {
        ...WEEK,
        metric: 'wagered',
        state: 'open',
        prizes: [
          { rank: 1, prize: { kind: 'cash', amount: 500 } },
          { rank: 2, prize: { kind: 'cash', amount: 200 } },
          { rank: 3, prize: { kind: 'tokens', amount: 500 } },
        ],
      },
      past: [],
    });
    const expectedOrder = [23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4];
    expect(firstWeek.entries).toEqual(
      expectedOrder.map((i, place) => ({
        rank: place + 1,
        name: maskAccountId(`lbplay${String(i).padStart(2, '0')}`),
        score: i === 12 ? 120 : (i + 1) * 10,
        prize:
          [
            { kind: 'cash', amount: 500 },
            { kind: 'cash', amount: 200 },
            { kind: 'tokens', amount: 500 },
          ][place] ?? null,
        me: false,
      })),
    );
    expect(firstWeek.entries.every((e) => /^lb\*\*\*\d\d$/.test(e.name))).toBe(true);
    expect(firstWeek.me).toEqual({
      rank: 24,
      name: maskAccountId('lbplay00'),
      score: 10,
      prize: null,
      me: true,
    });
    const top = await board(alpha[23] as KitPlayer);
    expect(top.me).toMatchObject({ rank: 1, me: true });
    expect(top.entries[0]).toMatchObject({ rank: 1, me: true });
    expect(await board(idle)).toMatchObject({
      statusCode: 1,
      me: null,
      period: { period_id: firstWeek.period.period_id },
    });
  });

  it("ranks by the best win multiplier where the site says so, and never shows another site's players", async () => {
    for (const name of ['lbbeta01', 'lbbeta02', 'lbbeta03', 'lbbeta04']) {
      beta.push(await kit.player(name, { host: 'beta.test', creditMinor: 100_000 }));
    }
    const [b1, b2, b3, b4] = beta as [KitPlayer, KitPlayer, KitPlayer, KitPlayer];
    const play = async (player: KitPlayer, bet: number, win: number) => {
      const placed = await kit.bet(player, bet);
      if (win > 0) expect(await kit.win(player, placed.round, win)).toMatchObject({ status: 'OK' });
      kit.clock.advance(1);
    };
    await play(b1, 100, 250);
    await play(b1, 1_000, 1_200);
    await play(b2, 100, 1_000);
    await play(b3, 200, 2_000); // 10× as b2, but later
    await play(b4, 500, 0);

    const answer = await board(b4);
    expect(answer.period).toMatchObject({
      metric: 'multiplier',
      prizes: [{ rank: 1, prize: { kind: 'tokens', amount: 100 } }],
    });
    expect(answer.entries).toEqual([
      {
        rank: 1,
        name: maskAccountId('lbbeta02'),
        score: 10,
        prize: { kind: 'tokens', amount: 100 },
        me: false,
      },
      { rank: 2, name: maskAccountId('lbbeta03'), score: 10, prize: null, me: false },
      { rank: 3, name: maskAccountId('lbbeta01'), score: 2.5, prize: null, me: false },
    ]);
    expect(answer.me).toBeNull();
    // Site A's board never shows site B's whale, and a site B period is not site A's to open.
    const alphaBoard = await board(alpha[0] as KitPlayer);
    expect(alphaBoard.entries.map((e) => e.name)).not.toContain(maskAccountId('lbwhale1'));
    expect(await board(alpha[0] as KitPlayer, answer.period.period_id)).toMatchObject({
      statusCode: 0,
      message: 'notFound',
    });
  });

  it('pays an ended week once, however often and however many run the payout; the week stays viewable', async () => {
    kit.clock.advance(Math.ceil((Date.parse(WEEK.ends_at) - kit.clock.now().getTime()) / 1000) + 30);
    const { leaderboard } = kit.platform.rewards;
    const runs = await Promise.all([leaderboard.payEndedPeriods(), leaderboard.payEndedPeriods()]);
    expect(runs.reduce((sum, r) => sum + r.periods, 0)).toBe(2);
    expect(runs.reduce((sum, r) => sum + r.prizes, 0)).toBe(4);
    expect(await leaderboard.payEndedPeriods()).toEqual({ periods: 0, prizes: 0 });

    const periodId = firstWeek.period.period_id;
    const prizesOf = async (players: KitPlayer[]) =>
      (
        await Promise.all(
          players.map(async (player) =>
            (await kit.platform.operator.ledger.history(player.id))
              .filter((e) => e.kind === 'leaderboardPrize')
              .map((e) => [player.accountId, e.asset, e.amountMinor, e.idempotencyKey]),
          ),
        )
      ).flat();
    expect(await prizesOf(alpha)).toEqual([
      ['lbplay21', 'token', 500, `leaderboard:${periodId}:3`],
      ['lbplay22', 'game', 20_000, `leaderboard:${periodId}:2`],
      ['lbplay23', 'game', 50_000, `leaderboard:${periodId}:1`],
    ]);
    expect(await prizesOf(beta)).toEqual([
      ['lbbeta02', 'token', 100, expect.stringMatching(/^leaderboard:\d+:1$/)],
    ]);
    const [sums] = await rowsOf<{ game: string | number; token: string | number }>(
      kit.platform.database.db,
      sql`select coalesce(sum(e.amount_minor) filter (where a.asset = 'game'), 0) as game,
                 coalesce(sum(e.amount_minor) filter (where a.asset = 'token'), 0) as token
            from ledger_entries e join ledger_accounts a on a.id = e.account_id`,
    );
    expect([Number(sums?.game), Number(sums?.token)]).toEqual([0, 0]);

    // The paid week as it ended, with my place; this week has just begun.
    const past = await board(alpha[0] as KitPlayer, periodId);
    expect(past).toMatchObject({ statusCode: 1, period: { ...WEEK, state: 'paid' } });
    expect(past.entries).toEqual(firstWeek.entries);
    expect(past.me).toEqual(firstWeek.me);
    const now = await board(alpha[0] as KitPlayer);
    expect(now.period).toMatchObject({
      starts_at: '2026-03-01T16:00:00.000Z',
      ends_at: '2026-03-08T16:00:00.000Z',
      state: 'open',
    });
    expect(now.entries).toEqual([]);
    expect(now.past).toEqual([{ ...firstWeek.period, state: 'paid' }]);
  });

  it("the job runner's every-minute job opens each site's week and pays it when it ends", async () => {
    const player = alpha[5] as KitPlayer;
    await kit.bet(player, 7_000);
    kit.clock.advance(
      Math.ceil((Date.parse('2026-03-08T16:00:00.000Z') - kit.clock.now().getTime()) / 1000) + 5,
    );
    const { db } = kit.platform.database;
    const week = and(
      eq(leaderboardPeriods.siteId, kit.siteA.id),
      eq(leaderboardPeriods.startsAt, new Date('2026-03-01T16:00:00.000Z')),
    );
    await kit.platform.jobs.start();
    try {
      const deadline = Date.now() + 60_000;
      for (;;) {
        const [row] = await db.select().from(leaderboardPeriods).where(week);
        if (row?.state === 'paid') break;
        if (Date.now() > deadline) throw new Error('the job did not pay the week within 60 s');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    } finally {
      await kit.platform.jobs.stop();
    }
    const opened = await db
      .select({ siteId: leaderboardPeriods.siteId })
      .from(leaderboardPeriods)
      .where(eq(leaderboardPeriods.startsAt, new Date('2026-03-08T16:00:00.000Z')));
    expect(opened.map((r) => r.siteId).sort()).toEqual([kit.siteA.id, kit.siteB.id].sort());
    expect((await kit.platform.operator.ledger.totals(player.id, 'game')).leaderboardPrize).toBe(50_000);
  });
});
