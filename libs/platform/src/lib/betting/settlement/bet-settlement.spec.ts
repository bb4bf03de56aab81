import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/database-function';
import type { LiveEvent } from '../feed/live-events';
import { planMatch } from '../feed/match-plan';
import { matchResultOf } from '../feed/match-state';
import { requestId, startBettingKit, type BettingKit, type BoardLine } from '../testing/betting-test-kit';
import { betReturn } from './bet-return';
import { gradeLeg } from './leg-grading';

jest.setTimeout(120_000);

const HOUR_MS = 60 * 60 * 1000;

describe('the match feed and settlement', () => {
  let kit: BettingKit;

  beforeAll(async () => {
    kit = await startBettingKit();
  });
  afterAll(() => kit.close());

  const matchRow = async (id: number) => {
    const [row] = await rowsOf<{
      fixture_key: string;
      kickoff_at: string | Date;
      home_xg: string | number;
      away_xg: string | number;
      status: string;
      minute: number | null;
      home_score: number | null;
    }>(kit.platform.database.db, sql`select * from sport_matches where id = ${id}`);
    if (!row) throw new Error(`no match ${id}`);
    return row;
  };

  /** What a leg returns by the match's plan, worked out apart from the platform's settlement. */
  const expectedReturn = async (stakeMinor: number, legs: readonly BoardLine[]) => {
    const graded = [];
    for (const leg of legs) {
      const row = await matchRow(leg.matchId);
      const plan = planMatch({
        fixtureKey: row.fixture_key,
        kickoffAt: new Date(row.kickoff_at),
        homeGoals: Number(row.home_xg),
        awayGoals: Number(row.away_xg),
      });
      const result = matchResultOf(plan, new Date(plan.kickoffAt.getTime() + 4 * HOUR_MS)) ?? {
        status: 'abandoned' as const,
      };
      graded.push({
        odds: leg.odds,
        outcome: gradeLeg({ betType: leg.betType, homeAway: leg.home_away ?? '', criteria1: '' }, result),
      });
    }
    return betReturn(stakeMinor, graded);
  };

  it('plays a match: in play with a clock, a score and in-play prices, published as they change', async () => {
    const [line] = await kit.board();
    if (!line) throw new Error('no match');
    const events: LiveEvent[] = [];
    const stop = kit.platform.betting.live.subscribe((batch) => events.push(...batch));
    await kit.platform.betting.tick(new Date(line.kickoffAt.getTime() + 20 * 60 * 1000));
    stop();
    const row = await matchRow(line.matchId);
    // The fixtures and their lives are the same every run (seeded): this one is in play at 20 minutes.
    expect(row.status).toBe('live');
    expect(row.minute).toBe(21);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'match', match_id: line.matchId, status: 'live' }),
    );
    const lines = events.find((e) => e.type === 'lines' && e.match_id === line.matchId);
    expect(lines?.type === 'lines' && lines.lines.length).toBeGreaterThan(0);
    // The pre-match first-goal market is not offered in play.
    const [fglg] = await rowsOf<{ open: string | number }>(
      kit.platform.database.db,
      sql`select count(*) as open from odds_lines where match_id = ${line.matchId} and bet_type = 'FGLG' and not closed`,
    );
    expect(Number(fglg?.open)).toBe(0);
  });

  it('settles singles and parlays once, with the returns their legs were graded to', async () => {
    const { session, id } = await kit.bettor('settle1', 1_000_000);
    const board = (await kit.board()).slice(2, 6);
    const [single, ...parlay] = board;
    if (!single || parlay.length < 3) throw new Error('too few matches');
    const leg = (l: BoardLine) => ({ line_id: l.line_id, odds: l.odds });
    const a = await kit.ask('/sports/place_bet', session, {
      request_id: requestId(),
      stake: '100',
      legs: [leg(single)],
    });
    const b = await kit.ask('/sports/place_bet', session, {
      request_id: requestId(),
      stake: '50',
      legs: parlay.map(leg),
    });
    expect([a.statusCode, b.statusCode]).toEqual([1, 1]);
    const last = Math.max(...board.map((l) => l.kickoffAt.getTime()));
    await kit.platform.betting.tick(new Date(last + 4 * HOUR_MS));
    const returns = [await expectedReturn(10_000, [single]), await expectedReturn(5_000, parlay)];
    const bets = (await kit.ask('/sports/bets', session, { state: 'settled' }))['value'] as {
      bet_id: string;
      state: string;
      return: number;
    }[];
    const byId = new Map(bets.map((bet) => [bet.bet_id, bet]));
    expect(byId.get(a.bet?.bet_id ?? '')?.return).toBe((returns[0] ?? 0) / 100);
    expect(byId.get(b.bet?.bet_id ?? '')?.return).toBe((returns[1] ?? 0) / 100);
    expect(await kit.balance(id)).toBe(1_000_000 - 15_000 + (returns[0] ?? 0) + (returns[1] ?? 0));
    // Again, and again at an earlier time: nothing more is paid, and the results stay.
    expect(await kit.platform.betting.settlement.settleDue()).toBe(0);
    await kit.platform.betting.tick(new Date(last - HOUR_MS));
    expect(await kit.balance(id)).toBe(1_000_000 - 15_000 + (returns[0] ?? 0) + (returns[1] ?? 0));
    const [postings] = await rowsOf<{ n: string | number }>(
      kit.platform.database.db,
      sql`select count(*) as n from ledger_transactions where player_id = ${id} and idempotency_key like 'sports:%:return'`,
    );
    expect(Number(postings?.n)).toBe((returns[0] ? 1 : 0) + (returns[1] ? 1 : 0));
  });

  it('cashes out an open bet at the offer from the current price, once; a moved price changes the offer', async () => {
    const { session, id } = await kit.bettor('cashout1', 100_000);
    const line = (await kit.board()).at(-1);
    if (!line) throw new Error('no match');
    const placed = await kit.ask('/sports/place_bet', session, {
      request_id: requestId(),
      stake: '200',
      legs: [{ line_id: line.line_id, odds: line.odds }],
    });
    // Price unchanged: the stake less the 5 % margin.
    expect(placed.bet?.cash_out).toBe(190);
    await kit.setLine(line.line_id, { odds: line.odds * 2 });
    const moved = await kit.ask('/sports/cash_out', session, { bet_id: placed.bet?.bet_id, amount: 190 });
    expect(moved.message).toBe('cashOutChanged');
    const now = Math.floor((20_000 * 0.95 * line.odds) / Number((line.odds * 2).toFixed(2))) / 100;
    expect(moved.cash_out).toBe(now);
    const taken = await kit.ask('/sports/cash_out', session, { bet_id: placed.bet?.bet_id, amount: now });
    expect(taken.bet).toMatchObject({ state: 'cashed_out', return: now, cash_out: null });
    expect(await kit.balance(id)).toBe(100_000 - 20_000 + Math.round(now * 100));
    const again = await kit.ask('/sports/cash_out', session, { bet_id: placed.bet?.bet_id, amount: now });
    expect(again.bet?.state).toBe('cashed_out');
    await kit.setLine(line.line_id, { odds: line.odds });
    expect(
      (await kit.ask('/sports/cash_out', session, { bet_id: placed.bet?.bet_id, amount: 190 })).message,
    ).toBe('cashOutUnavailable');
    await kit.platform.betting.tick(new Date(line.kickoffAt.getTime() + 4 * HOUR_MS));
    expect(await kit.balance(id)).toBe(100_000 - 20_000 + Math.round(now * 100));
  });
});

describe('a score correction', () => {
  let kit: BettingKit;

  beforeAll(async () => {
    kit = await startBettingKit();
  });
  afterAll(() => kit.close());

  it('settles the bets of the match again, posting the difference once per correction', async () => {
    const { session, id } = await kit.bettor('correct1', 100_000);
    const [home] = await kit.board('1X2', 'H');
    if (!home) throw new Error('no match');
    const placed = await kit.ask('/sports/place_bet', session, {
      request_id: requestId(),
      stake: '100',
      legs: [{ line_id: home.line_id, odds: home.odds }],
    });
    expect(placed.statusCode).toBe(1);
    await kit.platform.betting.tick(new Date(home.kickoffAt.getTime() + 4 * HOUR_MS));
    const { settlement } = kit.platform.betting;
    const status = (
      await rowsOf<{ status: string }>(
        kit.platform.database.db,
        sql`select status from sport_matches where id = ${home.matchId}`,
      )
    )[0]?.status;
    // The fixtures and their lives are the same every run (seeded): this one is played to the end.
    expect(status).toBe('finished');
    const win = Math.round(10_000 * home.odds);
    // The home side won 2-0 after all: the bet wins.
    await settlement.correctScore(home.matchId, {
      home: 2,
      away: 0,
      htHome: 1,
      htAway: 0,
      firstGoal: 'H',
      lastGoal: 'H',
    });
    expect(await kit.balance(id)).toBe(90_000 + win);
    expect(await settlement.resettleDue()).toBe(0);
    // And then 0-1: it loses, and the win is taken back.
    await settlement.correctScore(home.matchId, {
      home: 0,
      away: 1,
      htHome: 0,
      htAway: 0,
      firstGoal: 'A',
      lastGoal: 'A',
    });
    expect(await kit.balance(id)).toBe(90_000);
    const bets = (await kit.ask('/sports/bets', session))['value'] as { state: string; return: number }[];
    expect(bets[0]).toMatchObject({ state: 'lost', return: 0 });
    await expect(
      settlement.correctScore(home.matchId, {
        home: 1,
        away: 0,
        htHome: 2,
        htAway: 0,
        firstGoal: 'H',
        lastGoal: 'H',
      }),
    ).rejects.toThrow(/half-time/);
    await expect(
      settlement.correctScore(home.matchId, {
        home: 1,
        away: 0,
        htHome: 0,
        htAway: 0,
        firstGoal: 'A',
        lastGoal: 'H',
      }),
    ).rejects.toThrow(/side that scored/);
    expect(await kit.balance(id)).toBe(90_000);
  });
});
