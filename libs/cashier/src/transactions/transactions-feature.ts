import { defineFeature, useFeature } from '@wl/core';
import { formatMoney } from '@wl/i18n';
import { walletFeature } from '@wl/wallet';
import { TransactionsStore } from './transactions-store';

/** The player's deposits and withdrawals on the page's root store: forgotten when the session ends. */
export const transactionsFeature = defineFeature(
  'cashier.transactions',
  (root) =>
    new TransactionsStore({
      platform: root,
      session: root.session,
      dialogs: root.dialogs,
      toasts: root.toasts,
      translate: root.translate,
      refreshBalance: () => root.feature(walletFeature).fetchBalance(),
      money: (minor, currency) => formatMoney(minor, currency, root.locale.language),
    }),
);

export function useTransactions(): TransactionsStore {
  return useFeature(transactionsFeature);
}
