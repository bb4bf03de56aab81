import type { VipLevel } from '@wl/api';

export interface VipSummary {
  totalDeposit: number;
  /** Percent of the way from the current level's deposit threshold to the next one's, at most 100. */
  depoProgress: number;
  totalTurnover: number;
  toProgress: number;
  currentLevel: string;
  nextLevel: string;
}

/** Progress in percent, between 0 and 100, with two decimals; a reached top level counts as 100. */
export function progressPercent(cycle: number, from: number, to: number): number {
  const span = to - from;
  if (span <= 0) return 100;
  const percent = (cycle / span) * 100;
  return Math.round(Math.min(100, Math.max(0, percent)) * 100) / 100;
}

/** The VIP summary of /auth/vip's nextLevel[0]. */
export function vipSummary(level: VipLevel): VipSummary {
  return {
    totalDeposit: level.starting_deposit + level.cycle_deposit,
    depoProgress: progressPercent(level.cycle_deposit, level.starting_deposit, level.deposit_next),
    totalTurnover: level.starting_turnover + level.cycle_turnover,
    toProgress: progressPercent(level.cycle_turnover, level.starting_turnover, level.turnover_next),
    currentLevel: level.vip_name,
    nextLevel: level.vip_name_next,
  };
}
