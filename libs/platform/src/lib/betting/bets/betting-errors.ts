import type { CurrentLine, ErrorKey } from '@wl/contract';
import { PlatformError } from '../../http/envelope';

/** A refusal the player sees: statusCode 0, the key and its fields; the call changed nothing. */
const fail = (key: ErrorKey, fields: Record<string, unknown> = {}) => new PlatformError(key, 0, 200, fields);

export const bettingErrors = {
  sportsbookUnavailable: () => fail('sportsbookUnavailable'),
  invalidAmount: (details: string) => fail('invalidAmount', { details }),
  stakeBelowMinimum: () => fail('stakeBelowMinimum'),
  stakeAboveMaximum: () => fail('stakeAboveMaximum'),
  payoutAboveMaximum: () => fail('payoutAboveMaximum'),
  tooManyLegs: () => fail('tooManyLegs'),
  sameMatchLegs: () => fail('sameMatchLegs'),
  marketClosed: (details: string) => fail('marketClosed', { details }),
  marketSuspended: (lines: CurrentLine[]) => fail('marketSuspended', { lines }),
  priceChanged: (lines: CurrentLine[]) => fail('priceChanged', { lines }),
  insufficientFunds: () => fail('insufficientFunds'),
  balanceTooLarge: () => fail('balanceTooLarge'),
  requestConflict: () => fail('requestConflict'),
  lossLimitReached: () => fail('lossLimitReached'),
  notFound: () => fail('notFound'),
  cashOutUnavailable: () => fail('cashOutUnavailable'),
  cashOutChanged: (offer: number | null) => fail('cashOutChanged', { cash_out: offer }),
} as const;
