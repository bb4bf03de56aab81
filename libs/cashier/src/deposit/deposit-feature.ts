import { defineFeature, useFeature } from '@wl/core';
import { walletFeature } from '@wl/wallet';
import { methodsFeature } from '../methods/methods-feature';
import { DepositStore } from './deposit-store';
import { leavePage } from './leave-page';

/** The deposit form and the outcome of a deposit on the page's root store: forgotten when the session ends. */
export const depositFeature = defineFeature(
  'cashier.deposit',
  (root) =>
    new DepositStore({
      platform: root,
      session: root.session,
      methods: root.feature(methodsFeature),
      currency: () => root.site.site?.currency ?? '',
      refreshBalance: () => root.feature(walletFeature).fetchBalance(),
      leave: leavePage,
    }),
);

export function useDeposit(): DepositStore {
  return useFeature(depositFeature);
}
