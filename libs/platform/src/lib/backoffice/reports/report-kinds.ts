import type { LedgerKind } from '../../players/ledger';

/**
 * Which ledger postings each report figure sums, and with which sign. Bets are counted less refunded
 * bets, wins less the part a correction took back, so that gross gaming revenue is what the site kept.
 * Bonus money counts as a cost when it becomes cash (prizes, rewards, commissions, a released bonus),
 * not when a bonus is granted into the bonus pocket (it may still expire).
 */
export const REPORT_KINDS = {
  deposits: { deposit: 1 },
  withdrawals: { withdrawalPayout: 1 },
  bets: { bet: 1, refund: -1 },
  wins: { win: 1, winCorrection: -1 },
  bonus_cost: {
    reward: 1,
    minigamePrize: 1,
    missionReward: 1,
    leaderboardPrize: 1,
    referralCommission: 1,
    bonusRelease: 1,
  },
  adjustments: { credit: 1, debit: -1 },
} as const satisfies Record<string, Partial<Record<LedgerKind, 1 | -1>>>;

export type SummedFigure = keyof typeof REPORT_KINDS;

export const SUMMED_FIGURES = Object.keys(REPORT_KINDS) as SummedFigure[];

/** Every ledger kind a report reads (the query's filter). */
export const REPORTED_KINDS: readonly LedgerKind[] = SUMMED_FIGURES.flatMap(
  (figure) => Object.keys(REPORT_KINDS[figure]) as LedgerKind[],
);
