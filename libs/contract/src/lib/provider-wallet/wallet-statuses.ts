/**
 * The answers of the seamless wallet protocol (docs/wallet-protocol.md). A provider retries only on a
 * network error or HTTP 5xx (INTERNAL_ERROR); every other status is final.
 */
export const WALLET_STATUSES = [
  'OK',
  'INVALID_SIGNATURE',
  'STALE_REQUEST',
  'INVALID_REQUEST',
  'INVALID_TOKEN',
  'SESSION_EXPIRED',
  'UNKNOWN_PLAYER',
  'WRONG_CURRENCY',
  'INSUFFICIENT_FUNDS',
  'GAME_DISABLED',
  'PLAYER_BLOCKED',
  'PLAYER_EXCLUDED',
  'LOSS_LIMIT_REACHED',
  'DUPLICATE_TRANSACTION',
  'TRANSACTION_ROLLED_BACK',
  'TRANSACTION_NOT_FOUND',
  'ROUND_CLOSED',
  'NO_FREE_ROUNDS',
  'INTERNAL_ERROR',
] as const;

export type WalletStatus = (typeof WALLET_STATUSES)[number];
export type WalletErrorStatus = Exclude<WalletStatus, 'OK'>;

/** The HTTP status each answer travels with. */
export const WALLET_HTTP_STATUS: Record<WalletStatus, 200 | 400 | 401 | 500> = {
  OK: 200,
  INVALID_SIGNATURE: 401,
  STALE_REQUEST: 401,
  INVALID_REQUEST: 400,
  INVALID_TOKEN: 200,
  SESSION_EXPIRED: 200,
  UNKNOWN_PLAYER: 200,
  WRONG_CURRENCY: 200,
  INSUFFICIENT_FUNDS: 200,
  GAME_DISABLED: 200,
  PLAYER_BLOCKED: 200,
  PLAYER_EXCLUDED: 200,
  LOSS_LIMIT_REACHED: 200,
  DUPLICATE_TRANSACTION: 200,
  TRANSACTION_ROLLED_BACK: 200,
  TRANSACTION_NOT_FOUND: 200,
  ROUND_CLOSED: 200,
  NO_FREE_ROUNDS: 200,
  INTERNAL_ERROR: 500,
};

/** True when the provider should send the same request again later. */
export function isRetryableWalletAnswer(httpStatus: number): boolean {
  return httpStatus >= 500;
}

/** The headers of a signed wallet call. */
export const WALLET_HEADERS = { provider: 'x-provider-code', signature: 'x-signature' } as const;

/** How far a signature's time may be from the platform's clock. */
export const WALLET_SIGNATURE_TOLERANCE_SECONDS = 300;
