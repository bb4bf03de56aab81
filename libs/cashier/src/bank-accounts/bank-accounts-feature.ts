import { defineFeature, useFeature } from '@wl/core';
import { BankAccountsStore } from './bank-accounts-store';

/** The player's bank accounts on the page's root store: forgotten when the session ends. */
export const bankAccountsFeature = defineFeature(
  'cashier.bankAccounts',
  (root) =>
    new BankAccountsStore({
      platform: root,
      session: root.session,
      dialogs: root.dialogs,
      toasts: root.toasts,
      translate: root.translate,
      named: (holderName) => {
        const { session } = root;
        if (!(session.user?.full_name ?? session.fullname)) session.applyProfile(holderName, session.email);
      },
    }),
);

export function useBankAccounts(): BankAccountsStore {
  return useFeature(bankAccountsFeature);
}
