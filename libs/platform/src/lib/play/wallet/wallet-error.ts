import type { WalletErrorStatus } from '@wl/contract';

/** A final answer of the wallet protocol other than OK; nothing was changed by the call. */
export class WalletError extends Error {
  constructor(
    readonly status: WalletErrorStatus,
    message: string = status,
    /** The player's balance to answer with, when the call is about a known player. */
    readonly playerId?: number,
  ) {
    super(message);
  }
}

export const walletFail = (status: WalletErrorStatus, message?: string, playerId?: number): never => {
  throw new WalletError(status, message, playerId);
};
