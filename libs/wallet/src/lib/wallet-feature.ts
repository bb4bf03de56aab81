import { defineFeature, useFeature } from '@wl/core';
import { WalletStore } from './wallet-store';

/** The wallet on the page's root store. */
export const walletFeature = defineFeature('wallet', (root) => new WalletStore(root, root.session));

export function useWallet(): WalletStore {
  return useFeature(walletFeature);
}
