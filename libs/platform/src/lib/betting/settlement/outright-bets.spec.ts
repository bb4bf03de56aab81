import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/database-function';
import { requestId, startBettingKit, type BettingKit, type Session } from '../testing/betting-test-kit';

jest.setTimeout(180_000);

const DAY_S = 24 * 60 * 60;

/**
 * Outrights (OR): who tops a league's week. Bets are taken until the week's first kick-off, settled once
 * every match of the week is over, and settled again when a score correction changes the winner.
 */
describe('outright bets', () => {
  let kit: BettingKit;
  let session: Session;
  let playerId: number;

  beforeAll(async () => {
    kit = await startBettingKit();
    ({ session, id: playerId } = await kit.bettor('outright1', 1_000_000));
  });
  afterAll(() => kit.close());

  const db = () => kit.platform.database.db;
  const outrightOf = async (lineId: number) => {
    const [row] = await rowsOf<{
      id: number;
      status: string;
      closes_at: string | Date;
      ends_at: string | Date;
      winner_code: string | null;
      result_version: number;
    }>(
      db(),
      sql`select o.id, o.status, o.closes_at, o.ends_at, o.result_version, t.code as winner_code
            from odds_lines l join sport_outrights o on o.id = l.outright_id
            left join sport_teams t on t.id = o.winner_team_id where l.id = ${lineId}`,
    );
    if (!row) throw new Error(`line ${lineId} is not an outright`);
    return row;
  };
  const betRow = async (publicId: string) => {
    const [row] = await rowsOf<{ state: string; return_minor: string | number | null }>(
      db(),
      sql`select state, return_minor from sports_bets where public_id = ${publicId}`,
    );
    return { state: row?.state, returned: row?.return_minor === null ? null : Number(row?.return_minor) };
  };

  const bets: { id: string; team: string; odds: number }[] = [];
  /** The favourite's outright price, bet on in the first test. */
  let favouriteLine = 0;

  it('offers one week per league, every team priced, and takes a single and a parlay with a match leg', async () => {
    const odds = await kit.platform.sites.sportsbook.publicOdds(kit.siteA.id, { betType: 'OR' });
    const league = odds.leagues.find((l) => l.outrights.length > 0);
    if (!league) throw new Error('no outright on the board');
    const teams = odds.teams.filter((t) => league.outrights.some((o) => o.team_code === t.team_code));
    expect(league.outrights).toHaveLength(teams.length);
    const [favourite, outsider] = [league.outrights[0], league.outrights[league.outrights.length - 1]];
    if (!favourite || !outsider) throw new Error('no outright prices');
    expect(favourite.odds).toBeLessThan(outsider.odds);
    favouriteLine = favourite.line_id;

    // A single on every team of the week: exactly one of them wins.
    for (const line of league.outrights) {
      const placed = await kit.ask('/sports/place_bet', session, {
        request_id: requestId(),
        stake: '100',
        legs: [{ line_id: line.line_id, odds: line.odds }],
        price_change: 'none',
      });
      expect(placed.message).toBe('OK');
      const leg = placed.bet?.legs[0];
      expect(leg).toMatchObject({
        match_id: null,
        away_team: null,
        bet_type: 'OR',
        match_status: 'scheduled',
      });
      expect(leg?.home_team.en).toBeTruthy();
      expect(leg?.ends_at).toBe(new Date((await outrightOf(line.line_id)).ends_at).toISOString());
      bets.push({ id: placed.bet?.bet_id ?? '', team: line.team_code, odds: line.odds });
    }

    // Two outright prices of one league's week are one event: not in one parlay.
    const same = await kit.ask('/sports/place_bet', session, {
      request_id: requestId(),
      stake: '10',
      legs: [
        { line_id: favourite.line_id, odds: favourite.odds },
        { line_id: outsider.line_id, odds: outsider.odds },
      ],
      price_change: 'none',
    });
    expect(same.message).toBe('sameMatchLegs');

    const [match] = await kit.board();
    if (!match) throw new Error('no match');
    const parlay = await kit.ask('/sports/place_bet', session, {
      request_id: requestId(),
      stake: '10',
      legs: [
        { line_id: favourite.line_id, odds: favourite.odds },
        { line_id: match.line_id, odds: match.odds },
      ],
      price_change: 'none',
    });
    expect(parlay.message).toBe('OK');
    expect(parlay.bet?.legs.map((l) => l.bet_type)).toEqual(['OR', '1X2']);
  });

  it('refuses an outright price from the week’s first kick-off on, changing nothing', async () => {
    const outright = await outrightOf(favouriteLine);
    // The week's first kick-off was a second ago (as if the schedule had it so).
    await db().execute(
      sql`update sport_outrights set closes_at = ${new Date(kit.clock.now().getTime() - 1000).toISOString()}::timestamptz
            where id = ${outright.id}`,
    );
    const before = await kit.snapshot();
    const late = await kit.ask('/sports/place_bet', session, {
      request_id: requestId(),
      stake: '10',
      legs: [{ line_id: favouriteLine, odds: bets[0]?.odds }],
      price_change: 'any',
    });
    expect(late.message).toBe('marketClosed');
    expect(await kit.snapshot()).toEqual(before);
    // The week's prices are off the board.
    const odds = await kit.platform.sites.sportsbook.publicOdds(kit.siteA.id, { betType: 'OR' });
    const offered = odds.leagues.flatMap((l) => l.outrights.map((o) => o.line_id));
    expect(offered).not.toContain(favouriteLine);
  });

  it('settles the week from its table once every match is over: the winner’s bet pays, the other loses', async () => {
    const outright = await outrightOf(favouriteLine);
    const endsAt = new Date(outright.ends_at).getTime();
    kit.clock.advance((endsAt - kit.clock.now().getTime()) / 1000 + DAY_S / 8);
    const settlement = kit.platform.betting.settlement;
    const balanceBefore = await kit.balance(playerId);
    // The first pass schedules the week's matches no process scheduled; the feed then plays them out.
    await settlement.settleDue();
    await kit.platform.betting.tick(kit.clock.now());
    await settlement.settleDue();

    const decided = await outrightOf(favouriteLine);
    expect(decided.status).toBe('settled');
    const [unplayed] = await rowsOf<{ n: string | number }>(
      db(),
      sql`select count(*) as n from sport_matches m join sport_outrights o on o.league_id = m.league_id
            where o.id = ${decided.id} and m.kickoff_at >= o.starts_at and m.kickoff_at < o.ends_at
              and m.status not in ('finished', 'abandoned', 'postponed')`,
    );
    expect(Number(unplayed?.n)).toBe(0);

    let paid = 0;
    for (const bet of bets) {
      const row = await betRow(bet.id);
      const won = bet.team === decided.winner_code;
      expect(row).toEqual({ state: won ? 'won' : 'lost', returned: won ? Math.round(10_000 * bet.odds) : 0 });
      paid += row.returned ?? 0;
    }
    expect(await kit.balance(playerId)).toBeGreaterThanOrEqual(balanceBefore + paid);
    // A second pass settles nothing again.
    const after = await kit.snapshot();
    await settlement.settleDue();
    expect(await kit.snapshot()).toEqual(after);
  });

  it('settles the week again when a score correction changes who topped the table', async () => {
    const decided = await outrightOf(favouriteLine);
    const winner = decided.winner_code;
    // Every match the winner played this week corrected to a 0-9 defeat: it can no longer top the table.
    const played = await rowsOf<{ id: number; home: string }>(
      db(),
      sql`select m.id, h.code as home from sport_matches m
            join sport_teams h on h.id = m.home_team_id join sport_teams a on a.id = m.away_team_id
            join sport_outrights o on o.id = ${decided.id}
           where m.league_id = o.league_id and m.kickoff_at >= o.starts_at and m.kickoff_at < o.ends_at
             and m.status = 'finished' and ${winner} in (h.code, a.code)`,
    );
    expect(played.length).toBeGreaterThan(0);
    const balanceBefore = await kit.balance(playerId);
    const winning = bets.find((b) => b.team === winner);
    if (!winning) throw new Error('every team was backed');
    for (const match of played) {
      const home = match.home === winner ? 0 : 9;
      const away = 9 - home;
      await kit.platform.betting.settlement.correctScore(match.id, {
        home,
        away,
        htHome: 0,
        htAway: 0,
        firstGoal: home > 0 ? 'H' : 'A',
        lastGoal: home > 0 ? 'H' : 'A',
      });
    }
    const corrected = await outrightOf(favouriteLine);
    expect(corrected.winner_code).not.toBe(winner);
    expect(corrected.result_version).toBeGreaterThan(decided.result_version);
    expect((await betRow(winning.id)).state).toBe('lost');
    const newWinner = bets.find((b) => b.team === corrected.winner_code);
    expect(await betRow(newWinner?.id ?? '')).toEqual({
      state: 'won',
      returned: Math.round(10_000 * (newWinner?.odds ?? 0)),
    });
    // What the old winner paid is taken back once (a winCorrection); the new winner's return is paid.
    const [taken] = await rowsOf<{ n: string | number }>(
      db(),
      sql`select count(*) as n from ledger_transactions
            where kind = 'winCorrection' and idempotency_key like ${`sports:${winning.id}:resettle:%`}`,
    );
    expect(Number(taken?.n)).toBe(1);
    const oldPaid = Math.round(10_000 * winning.odds);
    const newPaid = Math.round(10_000 * (newWinner?.odds ?? 0));
    expect(await kit.balance(playerId)).toBe(balanceBefore - oldPaid + newPaid);
  });
});
