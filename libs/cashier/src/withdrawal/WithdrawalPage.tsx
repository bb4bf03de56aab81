import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@wl/i18n';
import { useStores } from '@wl/core';
import { Link } from '@wl/router';
import { ErrorPanel, Spinner } from '@wl/ui';
import { useBankAccounts } from '../bank-accounts/bank-accounts-feature';
import { CashierPage } from '../lib/CashierPage';
import { errorText } from '../lib/texts';
import { useCashierFormat } from '../lib/use-cashier-format';
import { usePaymentMethods } from '../methods/methods-feature';
import { WithdrawableSummary } from './WithdrawableSummary';
import { WithdrawalForm } from './WithdrawalForm';
import { useWithdrawal } from './withdrawal-feature';
import './withdrawal.css';

/** The withdrawal just requested: its amount held until it is approved, and where to follow it. */
const WithdrawalDone = observer(function WithdrawalDone({ onAnother }: { onAnother: () => void }) {
  const { t } = useTranslation('cashier');
  const { locale } = useStores();
  const withdrawal = useWithdrawal();
  const format = useCashierFormat();
  const done = withdrawal.done;
  if (!done) return null;
  return (
    <div className="wl-cashier__notice wl-cashier__notice--done">
      <h2 className="wl-cashier__notice-title">
        {t('withdrawDone', { amount: format.money(done.amount, done.currency) })}
      </h2>
      <p className="wl-cashier__note">{t('reference', { id: done.id })}</p>
      <div className="wl-cashier__actions">
        <Link className="wl-button" to={locale.path('/transaction-history')}>
          {t('seeHistory')}
        </Link>
        <button type="button" className="wl-cashier__ghost" onClick={onAnother}>
          {t('withdrawAgain')}
        </button>
      </div>
    </div>
  );
});

/**
 * /withdrawal (a member page): how much can be withdrawn now and why, the limits, then the request to
 * one of the player's bank accounts.
 */
export const WithdrawalPage = observer(function WithdrawalPage() {
  const { t } = useTranslation('cashier');
  const withdrawal = useWithdrawal();
  const methods = usePaymentMethods();
  const banks = useBankAccounts();
  const format = useCashierFormat();

  useEffect(() => {
    void withdrawal.load();
  }, [withdrawal]);

  const failure =
    withdrawal.status === 'failed'
      ? withdrawal.errorKey
      : methods.status === 'failed'
        ? methods.errorKey
        : banks.status === 'failed'
          ? banks.errorKey
          : null;
  let content;
  if (failure !== null) {
    content = (
      <ErrorPanel
        message={errorText(t, failure)}
        actionLabel={t('ui:retry')}
        onAction={() => void Promise.all([withdrawal.load(), methods.load(true)])}
      />
    );
  } else if (!withdrawal.summary || methods.loading || banks.loading) {
    content = <Spinner label={t('ui:loading')} />;
  } else {
    content = (
      <>
        <WithdrawableSummary summary={withdrawal.summary} block={withdrawal.block} format={format} />
        <div role="status" className="wl-cashier__live">
          {withdrawal.done ? <WithdrawalDone onAnother={withdrawal.another} /> : null}
        </div>
        {withdrawal.done ? null : <WithdrawalForm withdrawal={withdrawal} format={format} />}
      </>
    );
  }
  return (
    <CashierPage screen="withdrawal" title={t('withdrawTitle')}>
      {content}
    </CashierPage>
  );
});
