import type { MinigameOverview, MinigameOverviewResponse } from '@wl/api';

/** The overview a success answer carries, or null when a field the screens read is missing. */
export function overviewOf(answer: MinigameOverviewResponse): MinigameOverview | null {
  const {
    wheel,
    spin_cost,
    free_spin_available,
    next_free_spin_at,
    dice,
    seeds,
    tokens_per_wager,
    claimable,
  } = answer;
  if (
    !wheel ||
    spin_cost === undefined ||
    free_spin_available === undefined ||
    next_free_spin_at === undefined ||
    !dice ||
    !seeds ||
    !tokens_per_wager ||
    claimable === undefined
  ) {
    return null;
  }
  return {
    currency: answer.currency ?? '',
    game_balance: answer.game_balance ?? 0,
    game_token: answer.game_token ?? 0,
    frozen_token: answer.frozen_token ?? 0,
    wheel,
    spin_cost,
    free_spin_available,
    next_free_spin_at,
    dice,
    seeds,
    tokens_per_wager,
    claimable,
  };
}
