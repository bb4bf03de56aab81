import { observer } from 'mobx-react-lite';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from '@wl/i18n';
import { useStores } from '@wl/core';
import { Link } from '@wl/router';
import { amountDecimals } from '../lib/amount-check';
import { Field, FormAlert } from '../lib/Field';
import { MethodChoice } from '../lib/MethodChoice';
import { MethodTerms } from '../lib/MethodTerms';
import { amountIssueText, errorText } from '../lib/texts';
import type { CashierFormat } from '../lib/use-cashier-format';
import type { WithdrawalStore } from './withdrawal-store';

/** The bank account to pay to: the player's, the default chosen; none yet is a link to add one. */
const AccountField = observer(function AccountField({ withdrawal }: { withdrawal: WithdrawalStore }) {
  const { t } = useTranslation('cashier');
  const { locale } = useStores();
  const accountError = withdrawal.errorAt('account');
  if (withdrawal.accounts.length === 0) {
    return (
      <div className="wl-cashier__field">
        <p className="wl-cashier__label">{t('bankAccountLabel')}</p>
        <p className="wl-cashier__note">{t('noBankAccount')}</p>
        <Link className="wl-cashier__ghost" to={locale.path('/add-bank?next=withdrawal')}>
          {t('addBankLink')}
        </Link>
      </div>
    );
  }
  return (
    <Field
      label={t('bankAccountLabel')}
      error={accountError ? errorText(t, accountError) : null}
      hint={
        <Link className="wl-cashier__link" to={locale.path('/bank-details')}>
          {t('manageBanks')}
        </Link>
      }
    >
      {(control) => (
        <select
          {...control}
          value={withdrawal.account?.bank_account_id ?? ''}
          onChange={(event) => withdrawal.setAccount(Number(event.target.value))}
        >
          {withdrawal.accounts.map((account) => (
            <option key={account.bank_account_id} value={account.bank_account_id}>
              {`${account.bank_name} ${account.account_number}`}
              {account.is_default ? ` (${t('defaultBadge')})` : ''}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
});

/** The withdrawal form: method, bank account, amount (with the most that can go now), fee and what arrives. */
export const WithdrawalForm = observer(function WithdrawalForm({
  withdrawal,
  format,
}: {
  withdrawal: WithdrawalStore;
  format: CashierFormat;
}) {
  const { t } = useTranslation('cashier');
  const amountRef = useRef<HTMLInputElement>(null);
  const method = withdrawal.method;
  const summary = withdrawal.summary;
  if (!method || !summary) return <p className="wl-cashier__empty">{t('noPayoutMethods')}</p>;

  const money = (minor: number) => format.money(minor, withdrawal.currency);
  const issue = withdrawal.amountIssue;
  const serverAmount = withdrawal.errorAt('amount');
  const amountError = issue
    ? amountIssueText(
        t,
        issue,
        { ...method, available: summary.withdrawable, decimals: amountDecimals(withdrawal.currency) },
        money,
      )
    : serverAmount
      ? errorText(t, serverAmount)
      : null;
  const methodError = withdrawal.errorAt('method');
  const formError = withdrawal.errorAt('form');
  const blocked = withdrawal.block !== null || withdrawal.accounts.length === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await withdrawal.submit();
    if (!done && withdrawal.amountIssue) amountRef.current?.focus();
  };

  return (
    <form
      className="wl-cashier__form wl-cashier__form--split"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={withdrawal.sending}
    >
      <MethodChoice
        legend={t('withdrawMethod')}
        methods={withdrawal.methods}
        chosen={method}
        error={methodError ? errorText(t, methodError) : null}
        format={format}
        onChoose={withdrawal.setMethod}
      />
      <AccountField withdrawal={withdrawal} />
      <Field
        label={t('amountLabel', { currency: withdrawal.currency })}
        hint={<MethodTerms method={method} format={format} />}
        error={amountError}
      >
        {(control) => (
          <div className="wl-cashier__row">
            <input
              {...control}
              ref={amountRef}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={withdrawal.amount}
              onChange={(event) => withdrawal.setAmount(event.target.value)}
              onBlur={withdrawal.showAmountIssue}
            />
            <button
              type="button"
              className="wl-cashier__ghost"
              disabled={withdrawal.most <= 0}
              onClick={withdrawal.takeMost}
            >
              {t('useMost')}
              <span className="wl-visually-hidden"> {money(withdrawal.most)}</span>
            </button>
          </div>
        )}
      </Field>
      {withdrawal.receive !== null && withdrawal.fee !== null ? (
        <dl className="wl-cashier__breakdown" aria-live="polite">
          <dt>{t('rowAmount')}</dt>
          <dd>{money(withdrawal.receive + withdrawal.fee)}</dd>
          <dt>{t('rowFee')}</dt>
          <dd>{money(withdrawal.fee)}</dd>
          <dt className="wl-cashier__total">{t('rowReceive')}</dt>
          <dd className="wl-cashier__total">{money(withdrawal.receive)}</dd>
        </dl>
      ) : null}
      {formError ? <FormAlert>{errorText(t, formError)}</FormAlert> : null}
      <button type="submit" className="wl-button wl-cashier__submit" disabled={withdrawal.sending || blocked}>
        {withdrawal.sending ? t('sending') : t('withdrawSubmit')}
      </button>
    </form>
  );
});
