import { observer } from 'mobx-react-lite';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from '@wl/i18n';
import { amountDecimals } from '../lib/amount-check';
import { Field, FormAlert } from '../lib/Field';
import { MethodChoice } from '../lib/MethodChoice';
import { MethodTerms } from '../lib/MethodTerms';
import { amountIssueText, errorText } from '../lib/texts';
import type { CashierFormat } from '../lib/use-cashier-format';
import type { DepositStore } from './deposit-store';

/** The deposit form: the method, the amount with its limits and fee, the total to pay, then the PSP. */
export const DepositForm = observer(function DepositForm({
  deposit,
  format,
}: {
  deposit: DepositStore;
  format: CashierFormat;
}) {
  const { t } = useTranslation('cashier');
  const amountRef = useRef<HTMLInputElement>(null);
  const method = deposit.method;
  if (!method) return <p className="wl-cashier__empty">{t('noDepositMethods')}</p>;

  const money = (minor: number) => format.money(minor, method.currency);
  const issue = deposit.amountIssue;
  const amountError = issue
    ? amountIssueText(t, issue, { ...method, decimals: amountDecimals(method.currency) }, money)
    : deposit.errorAt('amount');
  const methodError = deposit.errorAt('method');
  const formError = deposit.errorAt('form');
  const busy = deposit.sending || deposit.leaving;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const leaving = await deposit.submit();
    if (!leaving && deposit.amountIssue) amountRef.current?.focus();
  };

  return (
    <form
      className="wl-cashier__form wl-cashier__form--split"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={busy}
    >
      <MethodChoice
        legend={t('depositMethod')}
        methods={deposit.methods}
        chosen={method}
        error={methodError ? errorText(t, methodError) : null}
        format={format}
        onChoose={deposit.setMethod}
      />
      <Field
        label={t('amountLabel', { currency: method.currency })}
        hint={<MethodTerms method={method} format={format} />}
        error={issue ? amountError : amountError ? errorText(t, amountError) : null}
      >
        {(control) => (
          <input
            {...control}
            ref={amountRef}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={deposit.amount}
            onChange={(event) => deposit.setAmount(event.target.value)}
            onBlur={deposit.showAmountIssue}
          />
        )}
      </Field>
      {deposit.total !== null && deposit.fee !== null ? (
        <dl className="wl-cashier__breakdown" aria-live="polite">
          <dt>{t('rowAmount')}</dt>
          <dd>{money(deposit.total - deposit.fee)}</dd>
          <dt>{t('rowFee')}</dt>
          <dd>{money(deposit.fee)}</dd>
          <dt className="wl-cashier__total">{t('rowTotal')}</dt>
          <dd className="wl-cashier__total">{money(deposit.total)}</dd>
        </dl>
      ) : null}
      {formError ? <FormAlert>{errorText(t, formError)}</FormAlert> : null}
      <button type="submit" className="wl-button wl-cashier__submit" disabled={busy}>
        {deposit.leaving ? t('depositLeaving') : deposit.sending ? t('sending') : t('depositSubmit')}
      </button>
      <p className="wl-cashier__note">{t('depositNote')}</p>
    </form>
  );
});
