import type { ComponentType } from 'react';
import { cashierMessagesReady } from './messages';

/*
 * The cashier's pages, loaded when shown: each is a chunk of its own (with its stylesheet), loaded with
 * the cashier's texts of the page's language, so a page never shows before its words. The templates'
 * page maps (@wl/pages) load them through these. The member pages are never server-rendered; the
 * payment methods table of /banking is (a public page), inside the content page's chunk.
 */
const withTexts = <T>(chunk: Promise<T>): Promise<T> =>
  Promise.all([chunk, cashierMessagesReady()]).then(([module]) => module);

export const loadDepositPage = (): Promise<ComponentType> =>
  withTexts(import(/* webpackChunkName: "cashier-deposit" */ './deposit/DepositPage')).then(
    (module) => module.DepositPage,
  );

export const loadWithdrawalPage = (): Promise<ComponentType> =>
  withTexts(import(/* webpackChunkName: "cashier-withdrawal" */ './withdrawal/WithdrawalPage')).then(
    (module) => module.WithdrawalPage,
  );

export const loadBankDetailsPage = (): Promise<ComponentType> =>
  withTexts(import(/* webpackChunkName: "cashier-bank-details" */ './bank-accounts/BankDetailsPage')).then(
    (module) => module.BankDetailsPage,
  );

export const loadAddBankPage = (): Promise<ComponentType> =>
  withTexts(import(/* webpackChunkName: "cashier-add-bank" */ './bank-accounts/AddBankPage')).then(
    (module) => module.AddBankPage,
  );

export const loadStatementPage = (): Promise<ComponentType> =>
  withTexts(import(/* webpackChunkName: "cashier-statement" */ './statement/StatementPage')).then(
    (module) => module.StatementPage,
  );

export const loadTransactionHistoryPage = (): Promise<ComponentType> =>
  withTexts(
    import(/* webpackChunkName: "cashier-transactions" */ './transactions/TransactionHistoryPage'),
  ).then((module) => module.TransactionHistoryPage);

/**
 * /banking's table of the site's payment methods (a component of the content page, not a page). Its
 * chunk is named as a page chunk: the site server links the stylesheets of those in every
 * server-rendered page, so the table the server renders paints styled.
 */
export const loadPaymentMethodsTable = (): Promise<ComponentType> =>
  withTexts(import(/* webpackChunkName: "page-cashier-methods" */ './methods/PaymentMethodsTable')).then(
    (module) => module.PaymentMethodsTable,
  );
