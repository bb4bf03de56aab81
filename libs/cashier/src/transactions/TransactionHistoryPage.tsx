import { usePaginatorLabels } from '@wl/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from '@wl/i18n';
import { ErrorPanel, Paginator, Spinner } from '@wl/ui';
import { CashierPage } from '../lib/CashierPage';
import { errorText } from '../lib/texts';
import { useCashierFormat } from '../lib/use-cashier-format';
import { TransactionItem } from './TransactionItem';
import { useTransactions } from './transactions-feature';
import type { TransactionFilter, TransactionsStore } from './transactions-store';
import './transactions.css';

/** All, deposits or withdrawals: a group of radio buttons that looks like a segmented control. */
const TypeFilter = observer(function TypeFilter({ transactions }: { transactions: TransactionsStore }) {
  const { t } = useTranslation('cashier');
  const name = useId();
  const options: [TransactionFilter, string][] = [
    ['', t('filterAll')],
    ['deposit', t('filterDeposits')],
    ['withdrawal', t('filterWithdrawals')],
  ];
  return (
    <fieldset className="wl-cashier__segments">
      <legend className="wl-visually-hidden">{t('filterLabel')}</legend>
      {options.map(([value, label]) => (
        <label key={value || 'all'} className="wl-cashier__segment">
          <input
            type="radio"
            name={name}
            value={value}
            checked={transactions.type === value}
            onChange={() => transactions.setType(value)}
          />
          <span>{label}</span>
        </label>
      ))}
    </fieldset>
  );
});

/**
 * /transaction-history (a member page): the player's deposits and withdrawals, newest first, with their
 * states and timelines; a withdrawal waiting for approval can be cancelled.
 */
export const TransactionHistoryPage = observer(function TransactionHistoryPage() {
  const { t } = useTranslation('cashier');
  const transactions = useTransactions();
  const format = useCashierFormat();
  const labels = usePaginatorLabels();

  useEffect(() => {
    void transactions.load();
  }, [transactions]);

  let results;
  if (transactions.status === 'failed') {
    results = (
      <ErrorPanel
        message={errorText(t, transactions.errorKey ?? 'unknownError')}
        actionLabel={t('ui:retry')}
        onAction={() => void transactions.load()}
      />
    );
  } else if (transactions.loading && transactions.items.length === 0) {
    results = <Spinner label={t('ui:loading')} />;
  } else if (transactions.empty) {
    results = <p className="wl-cashier__empty">{t('historyEmpty')}</p>;
  } else {
    results = (
      <ul className="wl-cashier__items" aria-label={t('historyTitle')}>
        {transactions.items.map((item) => (
          <TransactionItem key={item.id} item={item} transactions={transactions} format={format} />
        ))}
      </ul>
    );
  }

  return (
    <CashierPage screen="history" title={t('historyTitle')}>
      <TypeFilter transactions={transactions} />
      <div className="wl-cashier__results" aria-busy={transactions.loading}>
        {results}
      </div>
      {transactions.status === 'failed' ? null : (
        <Paginator
          totalItems={transactions.total}
          itemsPerPage={transactions.pageSize}
          currentPage={transactions.page}
          disabled={transactions.loading}
          onChange={transactions.setPage}
          labels={labels}
        />
      )}
    </CashierPage>
  );
});
