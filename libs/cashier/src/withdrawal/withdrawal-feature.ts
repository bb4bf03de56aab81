import { defineFeature, useFeature } from '@wl/core';
import { walletFeature } from '@wl/wallet';
import { bankAccountsFeature } from '../bank-accounts/bank-accounts-feature';
import { methodsFeature } from '../methods/methods-feature';
import { WithdrawalStore } from './withdrawal-store';

/** The withdrawal summary and form on the page's root store: forgotten when the session ends. */
export const withdrawalFeature = defineFeature(
  'cashier.withdrawal',
  (root) =>
    new WithdrawalStore({
      platform: root,
      session: root.session,
      methods: root.feature(methodsFeature),
      bankAccounts: root.feature(bankAccountsFeature),
      currency: () => root.site.site?.currency ?? '',
      refreshBalance: () => root.feature(walletFeature).fetchBalance(),
    }),
);

export function useWithdrawal(): WithdrawalStore {
  return useFeature(withdrawalFeature);
}
