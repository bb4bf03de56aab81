import type { FreeRoundsInfo } from '../../studio-api';

/**
 * What the slot page shows of its free spins (plain functions, no DOM): a banner while free spins are
 * left, the free spin's stake in place of the stake selector and a "Free spin" button; after the last
 * one, "Free spins used" until the next spin, and normal play.
 */
export interface FreeSpinState {
  freeRounds: FreeRoundsInfo | null;
  /** The last spin was the last free one. */
  justUsed: boolean;
}

export interface FreeSpinView {
  /** The banner's text; null: no banner. */
  banner: string | null;
  /** The banner says the free spins are over. */
  used: boolean;
  /** The next spin is a free one, at `stakeMinor` (the stake selector is then disabled). */
  free: boolean;
  stakeMinor: number | null;
  /** The spin button's text and accessible name. */
  buttonLabel: 'Free spin' | 'Spin';
}

export function startFreeSpins(freeRounds: FreeRoundsInfo | null): FreeSpinState {
  return { freeRounds: freeRounds && freeRounds.left > 0 ? freeRounds : null, justUsed: false };
}

/**
 * After a spin: the free rounds now (the shell's), and whether the spin played was a free one (a spin
 * refused played nothing). "Free spins used" shows once, after the spin that used the last one.
 */
export function afterSpin(freeRounds: FreeRoundsInfo | null, playedFree: boolean): FreeSpinState {
  const next = startFreeSpins(freeRounds);
  return { ...next, justUsed: playedFree && next.freeRounds === null };
}

export function freeSpinView(state: FreeSpinState): FreeSpinView {
  const { freeRounds } = state;
  if (freeRounds) {
    return {
      banner: `Free spins: ${freeRounds.left} left`,
      used: false,
      free: true,
      stakeMinor: freeRounds.stakeMinor,
      buttonLabel: 'Free spin',
    };
  }
  return {
    banner: state.justUsed ? 'Free spins used' : null,
    used: state.justUsed,
    free: false,
    stakeMinor: null,
    buttonLabel: 'Spin',
  };
}
