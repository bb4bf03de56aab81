import { outrightWeek, priceOutrightWeek, tableWinner, weekOfDay } from './outright-week';

const league = {
  id: 1,
  code: 'alpha',
  teams: Array.from({ length: 8 }, (_, i) => ({ id: 100 + i, code: `t${i}`, rating: 60 + i * 5 })),
};
const teams = league.teams;
/** The i-th team (the fixture has eight). */
const team = (i: number) => {
  const found = teams[i];
  if (!found) throw new Error(`no team ${i}`);
  return found;
};
const day = (iso: string) => Math.floor(Date.parse(iso) / 86_400_000);

describe('outrightWeek', () => {
  it('runs Monday to Monday (UTC) and closes at its first kick-off', () => {
    const week = weekOfDay(day('2026-11-26T12:00:00Z'));
    expect(weekOfDay(day('2026-11-23T00:00:00Z'))).toBe(week);
    expect(weekOfDay(day('2026-11-29T23:59:00Z'))).toBe(week);
    expect(weekOfDay(day('2026-11-30T00:00:00Z'))).toBe(week + 1);
    const plan = outrightWeek(week, league);
    expect(plan?.startsAt.toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(plan?.endsAt.toISOString()).toBe('2026-11-30T00:00:00.000Z');
    // Three matches a day for seven days, the first at the league's first slot on Monday.
    expect(plan?.fixtures).toHaveLength(21);
    expect(plan?.closesAt.toISOString()).toBe('2026-11-23T14:00:00.000Z');
  });

  it('has no week for a league without teams', () => {
    expect(outrightWeek(3000, { ...league, teams: [] })).toBeUndefined();
  });
});

describe('tableWinner', () => {
  const [a, b, c, d] = [team(0), team(1), team(2), team(3)];
  const match = (home: number, away: number, hg: number, ag: number) => ({
    homeTeamId: home,
    awayTeamId: away,
    home: hg,
    away: ag,
  });

  it('is nobody when no match was played (the outright is void)', () => {
    expect(tableWinner([], teams)).toBeUndefined();
  });

  it('ranks by points first (3 a win, 1 a draw)', () => {
    // a: a win and a draw, 4 points (goal difference +1); c: one 5-0 win, 3 points (+5).
    const played = [match(a.id, b.id, 1, 0), match(b.id, a.id, 1, 1), match(c.id, d.id, 5, 0)];
    expect(tableWinner(played, teams)).toBe(a.id);
  });

  it('then by goal difference, then goals scored', () => {
    // a and c both win once: a by 3, c by 1.
    expect(tableWinner([match(a.id, b.id, 3, 0), match(c.id, d.id, 1, 0)], teams)).toBe(a.id);
    // Same difference: c scored more.
    expect(tableWinner([match(a.id, b.id, 1, 0), match(c.id, d.id, 3, 2)], teams)).toBe(c.id);
  });

  it('then by the higher rating when the table cannot split them', () => {
    // a (60) and c (70) both win 1-0.
    expect(tableWinner([match(a.id, b.id, 1, 0), match(c.id, d.id, 1, 0)], teams)).toBe(c.id);
  });
});

describe('priceOutrightWeek', () => {
  const week = outrightWeek(2900, league);
  if (!week) throw new Error('no week');
  const lines = priceOutrightWeek(week, league);

  it('prices every team of the league, the same on every call', () => {
    expect(lines.map((l) => l.criteria1)).toEqual(teams.map((t) => t.code));
    expect(priceOutrightWeek(week, league)).toEqual(lines);
    expect(lines.every((l) => l.betType === 'OR' && l.homeAway === 'W')).toBe(true);
  });

  it('makes the best-rated team shorter than the worst, with the margin on top of fair prices', () => {
    const odds = (code: string) => lines.find((l) => l.criteria1 === code)?.odds ?? 0;
    expect(odds('t7')).toBeLessThan(odds('t0'));
    const book = lines.reduce((sum, l) => sum + 1 / l.odds, 0);
    expect(book).toBeGreaterThan(1.1);
    expect(book).toBeLessThan(1.3);
  });
});
