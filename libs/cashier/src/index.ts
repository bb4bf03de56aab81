/**
 * @wl/cashier: deposits and withdrawals as the player sees them. One folder per screen group (deposit,
 * withdrawal, bank accounts, statement, transaction history, the payment methods), each with its store
 * on the root store (`defineFeature`), its page and its stylesheet; shared parts in `lib/`, the
 * `cashier:` texts in `messages/`.
 *
 * Not a shared module: it is bundled into each family remote, through @wl/pages' page maps. So this
 * entry holds only the page loaders (each page a lazy chunk) and types: what it exports statically lands
 * in every template's own chunk.
 */
export {
  loadAddBankPage,
  loadBankDetailsPage,
  loadDepositPage,
  loadPaymentMethodsTable,
  loadStatementPage,
  loadTransactionHistoryPage,
  loadWithdrawalPage,
} from './page-loaders';
export { cashierMessagesReady } from './messages';
export type { BankAccountsStore } from './bank-accounts/bank-accounts-store';
export type { DepositStore, DepositWatch } from './deposit/deposit-store';
export type { MethodsStore } from './methods/methods-store';
export type { StatementStore } from './statement/statement-store';
export type { TransactionsStore } from './transactions/transactions-store';
export type { WithdrawalStore } from './withdrawal/withdrawal-store';
