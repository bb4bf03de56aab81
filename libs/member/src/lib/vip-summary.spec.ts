import { progressPercent, vipSummary } from './vip-summary';

describe('VIP summary', () => {
  it('gives the progress in percent between the level thresholds', () => {
    expect(progressPercent(250, 1000, 2000)).toBe(25);
    expect(progressPercent(1, 0, 3)).toBe(33.33);
  });

  it('caps the progress at 100 percent', () => {
    expect(progressPercent(5000, 1000, 2000)).toBe(100);
  });

  it('never goes below 0 and counts the top level as reached', () => {
    expect(progressPercent(-10, 0, 100)).toBe(0);
    expect(progressPercent(0, 5000, 5000)).toBe(100);
  });

  it('reads nextLevel[0] of /auth/vip', () => {
    expect(
      vipSummary({
        vip_name: 'Bronze',
        vip_name_next: 'Silver',
        starting_deposit: 0,
        cycle_deposit: 800,
        deposit_next: 1000,
        starting_turnover: 0,
        cycle_turnover: 12000,
        turnover_next: 10000,
      }),
    ).toEqual({
      totalDeposit: 800,
      depoProgress: 80,
      totalTurnover: 12000,
      toProgress: 100,
      currentLevel: 'Bronze',
      nextLevel: 'Silver',
    });
  });
});
