import { createTestStore, okAnswer } from '@wl/testing';
import { bankAccountsFeature } from '../bank-accounts/bank-accounts-feature';
import { depositFeature } from '../deposit/deposit-feature';
import { statementFeature } from '../statement/statement-feature';
import { account, methodsAnswer, summaryAnswer, transaction } from '../testing/cashier-answers';
import { cashierMessages } from '../testing/render-cashier-page';
import { transactionsFeature } from '../transactions/transactions-feature';
import { withdrawalFeature } from '../withdrawal/withdrawal-feature';

beforeAll(cashierMessages);

it("forgets the player's cashier data when the session ends", async () => {
  const { store } = createTestStore({
    signedIn: true,
    answers: (path) => {
      switch (path) {
        case 'cashier/methods':
          return methodsAnswer();
        case 'cashier/withdrawal_summary':
          return summaryAnswer();
        case 'cashier/bank_accounts':
          return okAnswer('cashier/bank_accounts', { value: [account(1, { is_default: true })], max: 5 });
        case 'cashier/transactions':
          return okAnswer('cashier/transactions', {
            value: [transaction('dep_1')],
            total: 1,
            page: 1,
            page_size: 10,
          });
        case 'cashier/statement':
          return okAnswer('cashier/statement', {
            value: [],
            total: 0,
            page: 1,
            page_size: 20,
            currency: 'PHP',
          });
        default:
          return undefined;
      }
    },
  });
  const deposit = store.feature(depositFeature);
  const withdrawal = store.feature(withdrawalFeature);
  const banks = store.feature(bankAccountsFeature);
  const transactions = store.feature(transactionsFeature);
  const statement = store.feature(statementFeature);
  await Promise.all([withdrawal.load(), transactions.load(), statement.load()]);
  deposit.setAmount('500');
  withdrawal.setAmount('1000');
  statement.setType('win');
  expect([withdrawal.summary, banks.accounts.length, transactions.items.length]).toEqual([
    expect.objectContaining({ withdrawable: 140_000 }),
    1,
    1,
  ]);

  store.session.logout();

  expect([deposit.amount, withdrawal.amount, withdrawal.summary, banks.accounts, transactions.items]).toEqual(
    ['', '', null, [], []],
  );
  expect(statement.filters.type).toBe('');
  expect(statement.status).toBe('idle');
});
