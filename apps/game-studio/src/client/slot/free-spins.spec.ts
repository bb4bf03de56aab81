import type { FreeRoundsInfo, RoundAnswer } from '../../studio-api';
import { freeRoundsAfterRefusal, freeRoundsAfterRound } from '../shared/free-rounds';
import { afterSpin, freeSpinView, startFreeSpins } from './free-spins';

const GRANT: FreeRoundsInfo = { left: 2, stakeMinor: 90, expiresAt: '2030-01-01T00:00:00.000Z' };

const round = (fields: Partial<RoundAnswer> = {}): RoundAnswer => ({
  roundId: 'rd-1',
  outcome: null,
  stakeMinor: 90,
  winMinor: 0,
  balance: 1_000,
  ...fields,
});

describe('free spins on the slot page', () => {
  it('shows the banner, the free stake and a Free spin button while free spins are left', () => {
    expect(freeSpinView(startFreeSpins(GRANT))).toEqual({
      banner: 'Free spins: 2 left',
      used: false,
      free: true,
      stakeMinor: 90,
      buttonLabel: 'Free spin',
    });
  });

  it('plays normally with no free spins', () => {
    expect(freeSpinView(startFreeSpins(null))).toEqual({
      banner: null,
      used: false,
      free: false,
      stakeMinor: null,
      buttonLabel: 'Spin',
    });
    expect(freeSpinView(startFreeSpins({ ...GRANT, left: 0 })).free).toBe(false);
  });

  it('counts down after each free spin, says "Free spins used" once after the last, then plays normally', () => {
    let freeRounds: FreeRoundsInfo | null = GRANT;
    freeRounds = freeRoundsAfterRound(freeRounds, round({ free: true, freeRounds: { ...GRANT, left: 1 } }));
    let view = freeSpinView(afterSpin(freeRounds, true));
    expect(view).toMatchObject({ banner: 'Free spins: 1 left', buttonLabel: 'Free spin', stakeMinor: 90 });

    freeRounds = freeRoundsAfterRound(freeRounds, round({ free: true, freeRounds: null }));
    expect(freeRounds).toBeNull();
    view = freeSpinView(afterSpin(freeRounds, true));
    expect(view).toMatchObject({ banner: 'Free spins used', used: true, free: false, buttonLabel: 'Spin' });

    freeRounds = freeRoundsAfterRound(freeRounds, round());
    view = freeSpinView(afterSpin(freeRounds, false));
    expect(view).toMatchObject({ banner: null, free: false, buttonLabel: 'Spin', stakeMinor: null });
  });

  it('takes the free rounds a free spin’s answer gives, and leaves them after a paid round', () => {
    const next = { left: 5, stakeMinor: 45, expiresAt: '2031-01-01T00:00:00.000Z' };
    expect(freeRoundsAfterRound(GRANT, round({ free: true, freeRounds: next }))).toBe(next);
    // A free spin's answer without free rounds (none left) ends them.
    expect(freeRoundsAfterRound(GRANT, round({ free: true }))).toBeNull();
    expect(freeRoundsAfterRound(GRANT, round())).toBe(GRANT);
  });

  it('goes back to paid spins on NO_FREE_ROUNDS, and keeps the free spins on other refusals', () => {
    const gone = freeRoundsAfterRefusal(GRANT, { error: 'NO_FREE_ROUNDS', message: 'gone' });
    expect(gone).toBeNull();
    // A refused spin played nothing: no "Free spins used", the error line says why.
    expect(freeSpinView(afterSpin(gone, false))).toMatchObject({ banner: null, buttonLabel: 'Spin' });
    expect(freeRoundsAfterRefusal(GRANT, { error: 'ROUND_CANCELLED', message: 'try again' })).toBe(GRANT);
  });
});
