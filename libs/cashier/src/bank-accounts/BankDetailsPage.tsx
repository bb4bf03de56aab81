import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@wl/i18n';
import type { BankAccount } from '@wl/api';
import { useStores } from '@wl/core';
import { Link } from '@wl/router';
import { ErrorPanel, Spinner } from '@wl/ui';
import { CashierPage } from '../lib/CashierPage';
import { errorText } from '../lib/texts';
import { useBankAccounts } from './bank-accounts-feature';
import type { BankAccountsStore } from './bank-accounts-store';
import './bank-accounts.css';

/** One account: its bank, holder and masked number, the default badge, and what can be done with it. */
const AccountItem = observer(function AccountItem({
  account,
  banks,
}: {
  account: BankAccount;
  banks: BankAccountsStore;
}) {
  const { t } = useTranslation('cashier');
  const busy = banks.busyId !== null;
  const label = `${account.bank_name} ${account.account_number}`;
  return (
    <li className="wl-cashier__account" aria-busy={banks.busyId === account.bank_account_id}>
      <div className="wl-cashier__account-text">
        <p className="wl-cashier__account-bank">
          {account.bank_name}
          {account.is_default ? (
            <span className="wl-cashier__badge wl-cashier__badge--default">{t('defaultBadge')}</span>
          ) : null}
        </p>
        <p className="wl-cashier__account-number">{account.account_number}</p>
        <p className="wl-cashier__note">{account.holder_name}</p>
      </div>
      <div className="wl-cashier__actions">
        {account.is_default ? null : (
          <button
            type="button"
            className="wl-cashier__ghost"
            disabled={busy}
            aria-label={`${t('makeDefault')}: ${label}`}
            onClick={() => void banks.makeDefault(account)}
          >
            {t('makeDefault')}
          </button>
        )}
        <button
          type="button"
          className="wl-cashier__ghost wl-cashier__ghost--danger"
          disabled={busy}
          aria-label={`${t('remove')}: ${label}`}
          onClick={() => void banks.remove(account)}
        >
          {t('remove')}
        </button>
      </div>
    </li>
  );
});

/**
 * /bank-details (a member page): the player's bank accounts for withdrawals, masked, the default marked;
 * another can be made the default or removed (after a confirmation), and one added up to the limit.
 */
export const BankDetailsPage = observer(function BankDetailsPage() {
  const { t } = useTranslation('cashier');
  const { locale } = useStores();
  const banks = useBankAccounts();

  useEffect(() => {
    void banks.load();
  }, [banks]);

  let content;
  if (banks.status === 'failed') {
    content = (
      <ErrorPanel
        message={errorText(t, banks.errorKey ?? 'unknownError')}
        actionLabel={t('ui:retry')}
        onAction={() => void banks.load()}
      />
    );
  } else if (banks.loading && banks.accounts.length === 0) {
    content = <Spinner label={t('ui:loading')} />;
  } else {
    content = (
      <>
        <p className="wl-cashier__note">{t('banksLimit', { max: banks.max, used: banks.accounts.length })}</p>
        {banks.accounts.length === 0 ? (
          <p className="wl-cashier__empty">{t('banksEmpty')}</p>
        ) : (
          <ul className="wl-cashier__accounts" aria-label={t('banksTitle')}>
            {banks.accounts.map((account) => (
              <AccountItem key={account.bank_account_id} account={account} banks={banks} />
            ))}
          </ul>
        )}
        {banks.full ? (
          <p className="wl-cashier__note">{t('banksFull')}</p>
        ) : (
          <Link className="wl-button wl-cashier__submit" to={locale.path('/add-bank')}>
            {t('addBankLink')}
          </Link>
        )}
      </>
    );
  }
  return (
    <CashierPage screen="banks" title={t('banksTitle')}>
      {content}
    </CashierPage>
  );
});
