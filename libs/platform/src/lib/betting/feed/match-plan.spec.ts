import { MINUTE_MS, planMatch, type MatchPlan } from './match-plan';

const KICKOFF = new Date('2025-03-01T14:00:00Z');
const plan = (fixtureKey: string, homeGoals = 1.45, awayGoals = 1.15) =>
  planMatch({ fixtureKey, kickoffAt: KICKOFF, homeGoals, awayGoals });
const plans = (count: number) => Array.from({ length: count }, (_, i) => plan(`EPL-${20000 + i}-${i % 3}`));
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const played = (p: MatchPlan) => !p.postponed && p.abandonedAt === null;

describe('planMatch', () => {
  it('draws the same plan for the same fixture, and different plans for different fixtures', () => {
    expect(plan('EPL-20100-1')).toEqual(plan('EPL-20100-1'));
    const distinct = new Set(plans(50).map((p) => JSON.stringify([p.goals, p.fullTimeAt])));
    expect(distinct.size).toBeGreaterThan(40);
  });

  it('keeps to the timetable: stoppage 1-4 and 2-6 minutes, a 15-minute break, 108-115 minutes in all', () => {
    for (const p of plans(300)) {
      expect(p.firstHalfStoppage).toBeGreaterThanOrEqual(1);
      expect(p.firstHalfStoppage).toBeLessThanOrEqual(4);
      expect(p.secondHalfStoppage).toBeGreaterThanOrEqual(2);
      expect(p.secondHalfStoppage).toBeLessThanOrEqual(6);
      expect(p.halfTimeAt.getTime() - p.kickoffAt.getTime()).toBe((45 + p.firstHalfStoppage) * MINUTE_MS);
      expect(p.secondHalfAt.getTime() - p.halfTimeAt.getTime()).toBe(15 * MINUTE_MS);
      const length = (p.fullTimeAt.getTime() - p.kickoffAt.getTime()) / MINUTE_MS;
      expect(length).toBeGreaterThanOrEqual(108);
      expect(length).toBeLessThanOrEqual(115);
    }
  });

  it('places every goal in its half, with its match minute, in time order', () => {
    for (const p of plans(300)) {
      const times = p.goals.map((g) => g.at.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      for (const g of p.goals) {
        const t = g.at.getTime();
        if (g.period === 1) {
          expect(t).toBeGreaterThan(p.kickoffAt.getTime());
          expect(t).toBeLessThan(p.halfTimeAt.getTime());
          expect(g.minute).toBe(1 + Math.floor((t - p.kickoffAt.getTime()) / MINUTE_MS));
          expect(g.minute).toBeLessThanOrEqual(45 + p.firstHalfStoppage);
        } else {
          expect(t).toBeGreaterThan(p.secondHalfAt.getTime());
          expect(t).toBeLessThan(p.fullTimeAt.getTime());
          expect(g.minute).toBe(46 + Math.floor((t - p.secondHalfAt.getTime()) / MINUTE_MS));
          expect(g.minute).toBeLessThanOrEqual(90 + p.secondHalfStoppage);
        }
      }
    }
  });

  it('scores about the expected goals, about 45 % of them in the first half', () => {
    const full = plans(600).filter(played);
    const goals = (p: MatchPlan, side: string) => p.goals.filter((g) => g.side === side).length;
    expect(mean(full.map((p) => goals(p, 'H')))).toBeGreaterThan(1.3);
    expect(mean(full.map((p) => goals(p, 'H')))).toBeLessThan(1.6);
    expect(mean(full.map((p) => goals(p, 'A')))).toBeGreaterThan(1.0);
    expect(mean(full.map((p) => goals(p, 'A')))).toBeLessThan(1.3);
    const all = full.flatMap((p) => p.goals);
    const firstHalf = all.filter((g) => g.period === 1).length / all.length;
    expect(firstHalf).toBeGreaterThan(0.4);
    expect(firstHalf).toBeLessThan(0.5);
  });

  it('scores nothing when nothing is expected', () => {
    expect(plans(20).map((p) => planMatch({ ...p, homeGoals: 0, awayGoals: 0 }).goals)).toEqual(
      Array.from({ length: 20 }, () => []),
    );
  });

  it('postpones about 2 % and abandons about 1.5 % of the matches', () => {
    const all = plans(3000);
    const postponed = all.filter((p) => p.postponed);
    const abandoned = all.filter((p) => p.abandonedAt !== null);
    expect(postponed.length / all.length).toBeGreaterThan(0.01);
    expect(postponed.length / all.length).toBeLessThan(0.03);
    expect(abandoned.length / all.length).toBeGreaterThan(0.007);
    expect(abandoned.length / all.length).toBeLessThan(0.025);
    expect(postponed.every((p) => p.goals.length === 0 && p.abandonedAt === null)).toBe(true);
    for (const p of abandoned) {
      const at = p.abandonedAt?.getTime() ?? 0;
      const minute =
        at < p.halfTimeAt.getTime()
          ? 1 + Math.floor((at - p.kickoffAt.getTime()) / MINUTE_MS)
          : 46 + Math.floor((at - p.secondHalfAt.getTime()) / MINUTE_MS);
      expect(minute).toBeGreaterThanOrEqual(20);
      expect(minute).toBeLessThanOrEqual(85);
      expect(at < p.halfTimeAt.getTime() || at >= p.secondHalfAt.getTime()).toBe(true);
      expect(p.goals.every((g) => g.at.getTime() < at)).toBe(true);
    }
  });
});
