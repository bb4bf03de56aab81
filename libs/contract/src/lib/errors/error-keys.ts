/**
 * The message keys of failed answers a player can meet, and what the front end does with them. This file
 * imports nothing (no schema library), so the browser's error handler and message files read it at run
 * time; each list is its own constant, so a bundle keeps only the ones it uses. With the operator's keys
 * (operator-error-keys.ts) they make ERROR_KEYS, the one list of keys the platform may send: the
 * platform's errors are typed by it, so it cannot send a key missing here.
 */

/**
 * Keys that end the session: the front end logs the player out and shows the `sessionExpired` text (spec
 * section 8). 'Session Expired' and permissionDenied are the spec's spellings, honoured though this
 * platform sends sessionExpired, BLOCK (an account the operator blocked) and CLOSE (one closed).
 */
export const SESSION_ENDING_KEYS = [
  'sessionExpired',
  'Session Expired',
  'BLOCK',
  'CLOSE',
  'permissionDenied',
] as const;

/** Keys shown to the player, translated from the `errors` file of every language. */
export const PLAYER_ERROR_KEYS = [
  // Any call: a bad payload, throttling, a failure of the platform itself.
  'invalidRequest',
  'tooManyRequests',
  'internalServerError',
  // The client's own answers when the platform's is missing (the call table's fallback kinds).
  'serviceUnavailable',
  'disconnect',

  // Site calls: the site of the host name cannot serve.
  'siteNotFound',
  'siteDisabled',
  'siteExpired',
  'underMaintenance',
  // The site's template or colour does not exist (the startup check, and the operator's site input).
  'invalidThemeCode',
  'invalidThemeColor',

  // Sign-in, registration and the one-time codes.
  'invalidCredentials',
  'accountBlocked',
  'accountClosed',
  'accountExists',
  'invalidAccountId',
  'invalidPhone',
  'invalidEmail',
  'invalidName',
  'weakPassword',
  'samePassword',
  'invalidPassword',
  'invalidAccountOrPhone',
  'phoneNotVerified',
  'phoneInUse',
  'alreadyVerified',
  'tacExpired',
  'tacInvalid',
  'tacAttemptsExceeded',
  'smsUnavailable',

  // Member actions: favourites, inbox rewards, the wallet.
  'notFound',
  'favouritesFull',
  'alreadyClaimed',
  'nothingToClaim',
  'rewardExpired',
  'insufficientFunds',
  'invalidAmount',
  'balanceTooLarge',

  // Game launch.
  'gameUnavailable',
  'providerUnavailable',
  'funModeUnavailable',

  // The cashier: deposits, withdrawals and bank accounts.
  'methodUnavailable',
  'amountBelowMinimum',
  'amountAboveMaximum',
  'requestConflict',
  'paymentUnavailable',
  'notWithdrawable',
  'tooManyPendingWithdrawals',
  'dailyWithdrawalLimit',
  'notCancellable',
  'bankUnavailable',
  'bankAccountInvalid',
  'holderNameMismatch',
  'bankAccountsFull',
  'bankAccountExists',

  // Player protection: the limits and exclusions the platform enforces, and bad limit input.
  'depositLimitReached',
  'lossLimitReached',
  'sessionLimitReached',
  'timedOut',
  'selfExcluded',
  'invalidLimitType',
  'invalidLimitPeriod',
  'invalidLimitAmount',
  'limitNegative',
  'limitTooPrecise',
  'limitTooLarge',
  'limitSetByOperator',
  'invalidSessionLimit',
  'invalidRealityCheck',
  'invalidExclusion',
  'exclusionCannotShorten',

  // Account security: sign-in by code.
  'codeLoginDisabled',
  'codeLoginUnavailable',

  // Rewards: the token games, missions and the leaderboard.
  'rewardsUnavailable',
  'insufficientTokens',
  'invalidStake',
  'invalidTarget',
  'invalidClientSeed',
  'freeSpinUsed',
  'missionIncomplete',
  // Referral and promotions.
  'referralUnavailable',
  'promotionEnded',
  'bonusInProgress',
  // Sports betting.
  'sportsbookUnavailable',
  'stakeBelowMinimum',
  'stakeAboveMaximum',
  'payoutAboveMaximum',
  'tooManyLegs',
  'sameMatchLegs',
  'marketClosed',
  'marketSuspended',
  'priceChanged',
  'cashOutUnavailable',
  'cashOutChanged',
] as const;

export type SessionEndingKey = (typeof SESSION_ENDING_KEYS)[number];
export type PlayerErrorKey = (typeof PLAYER_ERROR_KEYS)[number];

/** The text every session-ending key shows. */
export const SESSION_EXPIRED_KEY = 'sessionExpired' satisfies SessionEndingKey;

/** Keys the `errors` file of every language translates: the player keys and the session-expired text. */
export type PlayerMessageKey = PlayerErrorKey | typeof SESSION_EXPIRED_KEY;
export const PLAYER_MESSAGE_KEYS: readonly PlayerMessageKey[] = [SESSION_EXPIRED_KEY, ...PLAYER_ERROR_KEYS];

/** True when an answer with this message ends the player's session. */
export function endsSession(message: string): boolean {
  return (SESSION_ENDING_KEYS as readonly string[]).includes(message);
}
