import { MINUTE_MS, planMatch, type MatchPlan } from './match-plan';
import { matchResultOf, matchStateAt, stateChangesBetween, type MatchState } from './match-state';

const KICKOFF = Date.parse('2025-03-01T14:00:00Z');
const SECOND = 1000;
const keys = Array.from({ length: 3000 }, (_, i) => `EPL-${20000 + i}-${i % 3}`);
const plan = (fixtureKey: string) =>
  planMatch({ fixtureKey, kickoffAt: new Date(KICKOFF), homeGoals: 1.45, awayGoals: 1.15 });

/** The first plan (scanning fixture keys) that has what a test needs. */
function findPlan(test: (p: MatchPlan) => boolean): MatchPlan {
  for (const key of keys) {
    const p = plan(key);
    if (test(p)) return p;
  }
  throw new Error('no fixture key gives such a plan');
}

const stateAt = (p: MatchPlan, t: number) => matchStateAt(p, new Date(t));
const discrete = ({
  minute: _m,
  remainingShare: _r,
  firstHalfRemainingShare: _f,
  changedAt: _c,
  ...rest
}: MatchState) => rest;
const spaced = (p: MatchPlan) =>
  p.goals.every((g, i) => i === 0 || g.at.getTime() - (p.goals[i - 1]?.at.getTime() ?? 0) > 2 * MINUTE_MS);

describe('matchStateAt', () => {
  const p = findPlan(
    (c) =>
      played(c) &&
      spaced(c) &&
      c.goals.length >= 3 &&
      c.goals[0]?.period === 1 &&
      (c.goals[0]?.minute ?? 0) > 5 &&
      c.goals.some((g) => g.period === 2) &&
      c.goals.every((g) => g.at.getTime() + 2 * MINUTE_MS < c.halfTimeAt.getTime() || g.period === 2),
  );
  const first = p.goals[0] ?? { side: 'H', minute: 0, period: 1, at: new Date(0) };
  const halfTime = p.halfTimeAt.getTime();

  it('is scheduled, not yet suspended, before the run-up to kick-off', () => {
    expect(stateAt(p, KICKOFF - 20 * SECOND)).toMatchObject({
      status: 'scheduled',
      suspended: false,
      minute: null,
    });
    expect(stateAt(p, KICKOFF - SECOND)).toEqual({
      status: 'scheduled',
      minute: null,
      period: null,
      home: 0,
      away: 0,
      htHome: null,
      htAway: null,
      firstGoal: null,
      lastGoal: null,
      suspended: true,
      remainingShare: 1,
      firstHalfRemainingShare: 1,
      changedAt: new Date(0),
    });
  });

  it('goes live at kick-off, suspended for 15 s', () => {
    expect(stateAt(p, KICKOFF)).toMatchObject({ status: 'live', minute: 1, period: 1, suspended: true });
    expect(stateAt(p, KICKOFF + 15 * SECOND)).toMatchObject({ status: 'live', suspended: false });
    expect(stateAt(p, KICKOFF).changedAt).toEqual(new Date(KICKOFF));
  });

  it('counts a goal at its moment and suspends betting for 60 s', () => {
    const t = first.at.getTime();
    expect(stateAt(p, t - 1)).toMatchObject({ home: 0, away: 0, firstGoal: null, suspended: false });
    const scored = stateAt(p, t);
    expect(scored).toMatchObject({
      status: 'live',
      minute: first.minute,
      firstGoal: first.side,
      lastGoal: null,
    });
    expect(scored.home + scored.away).toBe(1);
    expect(scored.changedAt).toEqual(first.at);
    expect(stateAt(p, t + 59 * SECOND).suspended).toBe(true);
    expect(stateAt(p, t + 61 * SECOND).suspended).toBe(false);
  });

  it('knows the half-time score from half time on', () => {
    const ht = stateAt(p, halfTime);
    const firstHalf = p.goals.filter((g) => g.period === 1);
    expect(ht).toMatchObject({
      status: 'half_time',
      minute: 45,
      period: null,
      htHome: firstHalf.filter((g) => g.side === 'H').length,
      htAway: firstHalf.filter((g) => g.side === 'A').length,
      firstHalfRemainingShare: 0,
      suspended: false,
    });
    expect(ht.remainingShare).toBeCloseTo(0.55);
    expect(stateAt(p, halfTime - 1)).toMatchObject({ status: 'live', period: 1, htHome: null });
    expect(stateAt(p, halfTime - 1).firstHalfRemainingShare).toBeGreaterThan(0);
  });

  it('restarts at the second half, suspended 15 s either side', () => {
    const restart = p.secondHalfAt.getTime();
    expect(stateAt(p, restart - 16 * SECOND).suspended).toBe(false);
    expect(stateAt(p, restart - 15 * SECOND)).toMatchObject({ status: 'half_time', suspended: true });
    expect(stateAt(p, restart)).toMatchObject({ status: 'live', period: 2, minute: 46, suspended: true });
    expect(stateAt(p, restart + 15 * SECOND).suspended).toBe(false);
  });

  it('shrinks the remaining shares as the match goes on', () => {
    const shares = [KICKOFF, KICKOFF + 20 * MINUTE_MS, halfTime, p.secondHalfAt.getTime() + MINUTE_MS].map(
      (t) => stateAt(p, t).remainingShare,
    );
    expect(shares[0]).toBe(1);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
    expect(stateAt(p, KICKOFF + 20 * MINUTE_MS).firstHalfRemainingShare).toBeCloseTo(
      1 - 20 / (45 + p.firstHalfStoppage),
    );
  });

  it('is finished after full time, suspended, with the result', () => {
    const end = p.fullTimeAt.getTime();
    const state = stateAt(p, end + MINUTE_MS);
    const count = (side: string) => p.goals.filter((g) => g.side === side).length;
    expect(state).toMatchObject({
      status: 'finished',
      minute: null,
      period: null,
      home: count('H'),
      away: count('A'),
      lastGoal: p.goals[p.goals.length - 1]?.side,
      suspended: true,
      remainingShare: 0,
      changedAt: p.fullTimeAt,
    });
    expect(matchResultOf(p, new Date(end - 1))).toBeNull();
    expect(matchResultOf(p, new Date(end))).toEqual({
      status: 'finished',
      home: count('H'),
      away: count('A'),
      htHome: state.htHome,
      htAway: state.htAway,
      firstGoal: first.side,
      lastGoal: p.goals[p.goals.length - 1]?.side,
    });
  });

  it('reports a goalless draw with no first or last goal', () => {
    const nil = findPlan((c) => played(c) && c.goals.length === 0);
    expect(matchResultOf(nil, nil.fullTimeAt)).toEqual({
      status: 'finished',
      home: 0,
      away: 0,
      htHome: 0,
      htAway: 0,
      firstGoal: null,
      lastGoal: null,
    });
  });

  it('announces a postponed match an hour before its kick-off and never plays it', () => {
    const postponed = findPlan((c) => c.postponed);
    const notice = KICKOFF - 60 * MINUTE_MS;
    expect(stateAt(postponed, notice - 1)).toMatchObject({ status: 'scheduled', suspended: false });
    expect(stateAt(postponed, notice)).toMatchObject({ status: 'postponed', suspended: true });
    expect(stateAt(postponed, postponed.fullTimeAt.getTime() + MINUTE_MS)).toMatchObject({
      status: 'postponed',
      home: 0,
      away: 0,
      changedAt: new Date(notice),
    });
    expect(matchResultOf(postponed, new Date(KICKOFF + 3 * 60 * MINUTE_MS))).toBeNull();
    expect(stateChangesBetween(postponed, new Date(0), new Date(KICKOFF + 300 * MINUTE_MS))).toEqual([
      new Date(notice),
    ]);
  });

  it('abandons a match at its drawn moment, keeping the score of that moment', () => {
    const abandoned = findPlan((c) => c.abandonedAt !== null && c.goals.length > 0);
    const at = abandoned.abandonedAt?.getTime() ?? 0;
    expect(stateAt(abandoned, at - 1).status).toBe('live');
    const state = stateAt(abandoned, at + 3 * 60 * MINUTE_MS);
    expect(state).toMatchObject({
      status: 'abandoned',
      minute: null,
      suspended: true,
      changedAt: new Date(at),
    });
    expect(state.home + state.away).toBe(abandoned.goals.length);
    expect(matchResultOf(abandoned, new Date(at - 1))).toBeNull();
    expect(matchResultOf(abandoned, new Date(at))).toEqual({ status: 'abandoned' });
    expect(stateChangesBetween(abandoned, new Date(at), new Date(at + 3 * 60 * MINUTE_MS))).toEqual([]);
  });
});

function played(p: MatchPlan): boolean {
  return !p.postponed && p.abandonedAt === null;
}

describe('stateChangesBetween', () => {
  it('lists exactly the moments at which the state changes, sorted', () => {
    const from = new Date(KICKOFF - 2 * 60 * MINUTE_MS);
    const to = new Date(KICKOFF + 3 * 60 * MINUTE_MS);
    for (const key of keys.slice(0, 100)) {
      const p = plan(key);
      const changes = stateChangesBetween(p, from, to);
      const times = changes.map((c) => c.getTime());
      expect(times).toEqual([...new Set(times)].sort((a, b) => a - b));
      for (const t of times) expect(discrete(stateAt(p, t - 1))).not.toEqual(discrete(stateAt(p, t)));
      // Nothing changes between two listed moments: sample each gap at every 20 seconds.
      const bounds = [from.getTime(), ...times, to.getTime()];
      for (let i = 1; i < bounds.length; i++) {
        const start = bounds[i - 1] ?? 0;
        const base = discrete(stateAt(p, start));
        for (let t = start; t < (bounds[i] ?? 0); t += 20 * SECOND)
          expect(discrete(stateAt(p, t))).toEqual(base);
      }
    }
  });

  it('covers kick-off, the goals, half time, the restart and full time, within (from, to]', () => {
    const p = findPlan((c) => played(c) && spaced(c) && c.goals.length > 0);
    const changes = stateChangesBetween(p, new Date(KICKOFF - MINUTE_MS), p.fullTimeAt).map((c) =>
      c.getTime(),
    );
    for (const t of [KICKOFF, p.halfTimeAt.getTime(), p.secondHalfAt.getTime(), p.fullTimeAt.getTime()]) {
      expect(changes).toContain(t);
    }
    for (const g of p.goals) expect(changes).toContain(g.at.getTime());
    expect(stateChangesBetween(p, new Date(KICKOFF), new Date(KICKOFF)).length).toBe(0);
    expect(stateChangesBetween(p, new Date(KICKOFF - 1), new Date(KICKOFF))).toEqual([new Date(KICKOFF)]);
  });
});
