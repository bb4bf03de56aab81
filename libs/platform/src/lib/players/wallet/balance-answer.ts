import type { CallAnswerInput } from '@wl/contract';
import type { WalletView } from '../player-types';

/** The balances on the wire: the game balance in major units of the site currency, tokens whole. */
export function balanceFields(wallet: WalletView): CallAnswerInput<'auth/get_balance'> {
  return {
    currency: wallet.currency,
    game_balance: wallet.gameBalance,
    game_token: wallet.tokens,
    frozen_token: wallet.frozenTokens,
  };
}
