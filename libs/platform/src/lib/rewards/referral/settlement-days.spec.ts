import { addDays, daysToSettle } from './settlement-days';

describe('the days a referral settlement run settles', () => {
  it('counts calendar days across months, leap days and years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-10', -31)).toBe('2026-02-07');
    expect(() => addDays('10 March', 1)).toThrow(/not a day/);
  });

  it("settles yesterday of the site's zone when no day ever was, and never today", () => {
    // 23:30 UTC on 9 March is 07:30 on 10 March in Manila: yesterday there is 9 March.
    const at = new Date('2026-03-09T23:30:00.000Z');
    expect(daysToSettle(undefined, at, 'Asia/Manila', 31)).toEqual(['2026-03-09']);
    expect(daysToSettle(undefined, at, 'UTC', 31)).toEqual(['2026-03-08']);
    expect(daysToSettle('2026-03-09', at, 'Asia/Manila', 31)).toEqual([]);
    // A last settled day after yesterday (a clock moved back) settles nothing.
    expect(daysToSettle('2026-03-12', at, 'Asia/Manila', 31)).toEqual([]);
  });

  it('catches up from the day after the last settled one, at most the limit per run', () => {
    const at = new Date('2026-03-10T12:00:00.000Z');
    expect(daysToSettle('2026-03-06', at, 'UTC', 31)).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
    const backlog = daysToSettle('2026-01-01', at, 'UTC', 31);
    expect(backlog).toHaveLength(31);
    expect([backlog[0], backlog[30]]).toEqual(['2026-01-02', '2026-02-01']);
  });

  it('finds the day across a daylight-saving change of the zone', () => {
    // New York moves its clocks forward at 02:00 on 8 March 2026; 04:30 UTC on 9 March is 00:30 there.
    const at = new Date('2026-03-09T04:30:00.000Z');
    expect(daysToSettle('2026-03-06', at, 'America/New_York', 31)).toEqual(['2026-03-07', '2026-03-08']);
  });
});
