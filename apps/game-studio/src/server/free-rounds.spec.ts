import { freeRoundStake, freeRoundsInfo, playableFreeRounds, sessionFreeRounds } from './free-rounds';
import { gameSetupFor } from './game-setup';
import type { RealSession, StudioSession } from './sessions';

const LEVELS = [9, 18, 45, 90, 180];
const SLOT = { code: 'JL-FORTUNE', type: 'slots', name: 'Fortune Dragon' };
const ROULETTE = { code: 'EVO-RL', type: 'livecasino', name: 'European Roulette' };
const GRANT = { id: 'fr-1', roundsLeft: 5, betMinor: 100, expiresAt: '2030-01-01T00:00:00.000Z' };

const real = (fields: Partial<RealSession> = {}): RealSession => ({
  id: 's1',
  mode: 'real',
  provider: 'JILI',
  currency: 'PHP',
  game: SLOT,
  balance: 1_000,
  busy: false,
  lastSeenAt: 0,
  token: 'tok-0123456789abcdef',
  playerId: 'p1',
  freeRounds: GRANT,
  ...fields,
});

describe('freeRoundStake', () => {
  it('plays at the largest stake level not above the grant’s bet amount', () => {
    expect(freeRoundStake(LEVELS, 100)).toBe(90);
    expect(freeRoundStake(LEVELS, 90)).toBe(90);
    expect(freeRoundStake(LEVELS, 89)).toBe(45);
    expect(freeRoundStake(LEVELS, 1_000_000)).toBe(180);
  });

  it('plays at the smallest level when every level is above it', () => {
    expect(freeRoundStake(LEVELS, 8)).toBe(9);
    expect(freeRoundStake(LEVELS, 1)).toBe(9);
  });
});

describe('sessionFreeRounds', () => {
  it('keeps a grant with rounds left, and none for a grant used up or absent', () => {
    const grant = { id: 'fr-1', rounds_left: 2, bet_amount: 100, expires_at: '2030-01-01T00:00:00.000Z' };
    expect(sessionFreeRounds(grant)).toEqual({
      id: 'fr-1',
      roundsLeft: 2,
      betMinor: 100,
      expiresAt: '2030-01-01T00:00:00.000Z',
    });
    expect(sessionFreeRounds({ ...grant, rounds_left: 0 })).toBeUndefined();
    expect(sessionFreeRounds(undefined)).toBeUndefined();
  });
});

describe('playableFreeRounds', () => {
  it('plays a real slot session’s grant at a stake level of its game', () => {
    const setup = gameSetupFor(SLOT);
    const levels = setup.info.stakeLevelsMinor;
    const betMinor = (levels[2] as number) + 1;
    const session = real({ freeRounds: { ...GRANT, betMinor } });
    expect(playableFreeRounds(session, setup)).toEqual({
      grant: session.freeRounds,
      stakeMinor: levels[2],
    });
    expect(freeRoundsInfo(session, setup)).toEqual({
      left: 5,
      stakeMinor: levels[2],
      expiresAt: GRANT.expiresAt,
    });
  });

  it('has none in fun mode, in a game that is not a slot, or with no grant', () => {
    const fun: StudioSession = { ...real(), mode: 'fun' };
    expect(freeRoundsInfo(fun, gameSetupFor(SLOT))).toBeNull();
    expect(freeRoundsInfo(real({ game: ROULETTE }), gameSetupFor(ROULETTE))).toBeNull();
    expect(freeRoundsInfo(real({ freeRounds: undefined }), gameSetupFor(SLOT))).toBeNull();
  });
});
