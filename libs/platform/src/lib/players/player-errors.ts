import type { ErrorKey } from '@wl/contract';
import { PlatformError } from '../http/envelope';

/**
 * Failures of the player calls: HTTP 200 with the envelope, statusCode 0 and a message key of the
 * contract's ERROR_KEYS, which the front end translates. Nothing was changed by a call that answers one of
 * these (apart from the failure counters that the security baseline asks for).
 */
const fail = (key: ErrorKey, fields: Record<string, unknown> = {}) => new PlatformError(key, 0, 200, fields);

export const playerErrors = {
  invalidCredentials: () => fail('invalidCredentials'),
  accountBlocked: () => fail('accountBlocked'),
  accountClosed: () => fail('accountClosed'),
  accountExists: () => fail('accountExists'),
  invalidAccountId: () => fail('invalidAccountId'),
  invalidPhone: () => fail('invalidPhone'),
  invalidEmail: () => fail('invalidEmail'),
  invalidName: () => fail('invalidName'),
  weakPassword: () => fail('weakPassword'),
  samePassword: () => fail('samePassword'),
  invalidPassword: () => fail('invalidPassword'),
  invalidAccountOrPhone: () => fail('invalidAccountOrPhone'),
  phoneNotVerified: () => fail('phoneNotVerified'),
  phoneInUse: () => fail('phoneInUse'),
  alreadyVerified: () => fail('alreadyVerified'),
  tacExpired: () => fail('tacExpired'),
  tacInvalid: () => fail('tacInvalid'),
  tacAttemptsExceeded: () => fail('tacAttemptsExceeded'),
  smsUnavailable: () => new PlatformError('smsUnavailable', -503, 200),
  notFound: () => fail('notFound'),
  favouritesFull: () => fail('favouritesFull'),
  alreadyClaimed: () => fail('alreadyClaimed'),
  nothingToClaim: () => fail('nothingToClaim'),
  rewardExpired: () => fail('rewardExpired'),
  /** The player turned sign-in by code off for the account. */
  codeLoginDisabled: () => fail('codeLoginDisabled'),
  /** The site does not offer sign-in by code (its tac_login setting). */
  codeLoginUnavailable: () => fail('codeLoginUnavailable'),
  /** The spec's names for an account the operator blocked or closed: the front end logs the player out. */
  blocked: () => fail('BLOCK'),
  closed: () => fail('CLOSE'),
} as const;

export const ledgerErrors = {
  insufficientFunds: () => fail('insufficientFunds'),
  invalidAmount: () => fail('invalidAmount'),
  invalidAsset: () => fail('invalidAsset'),
  /** An idempotency key already used for a different posting (other player, kind, asset or amount). */
  idempotencyConflict: () => fail('idempotencyConflict'),
  reasonRequired: () => fail('reasonRequired'),
  reasonTooLong: () => fail('reasonTooLong'),
  invalidIdempotencyKey: () => fail('invalidIdempotencyKey'),
  balanceTooLarge: () => fail('balanceTooLarge'),
} as const;
