import type { ErrorKey } from '@wl/contract';
import { PlatformError } from '../../http/envelope';

/** A refusal the player sees: statusCode 0 and the key; the call changed nothing. */
const fail = (key: ErrorKey) => new PlatformError(key, 0, 200, {});

export const minigameErrors = {
  /** The site's rewards are off (gamify_status). */
  rewardsUnavailable: () => fail('rewardsUnavailable'),
  insufficientTokens: () => fail('insufficientTokens'),
  invalidStake: () => fail('invalidStake'),
  invalidTarget: () => fail('invalidTarget'),
  invalidClientSeed: () => fail('invalidClientSeed'),
  freeSpinUsed: () => fail('freeSpinUsed'),
  /** A request id used before for another game, stake or bet. */
  requestConflict: () => fail('requestConflict'),
  balanceTooLarge: () => fail('balanceTooLarge'),
} as const;
