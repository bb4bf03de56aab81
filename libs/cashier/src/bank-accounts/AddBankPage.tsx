import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from '@wl/i18n';
import { useStores } from '@wl/core';
import { Link, useNavigate, useSearchParams } from '@wl/router';
import { ErrorPanel, Spinner } from '@wl/ui';
import { CashierPage } from '../lib/CashierPage';
import { Field, FormAlert } from '../lib/Field';
import { errorText } from '../lib/texts';
import { usePaymentMethods } from '../methods/methods-feature';
import { useBankAccounts } from './bank-accounts-feature';
import type { MissingField } from './bank-accounts-store';
import './bank-accounts.css';

/** Where the page goes once the account is added: back to the withdrawal it was opened from, or the list. */
const nextPath = (next: string | null) => (next === 'withdrawal' ? '/withdrawal' : '/bank-details');

/**
 * /add-bank (a member page): a bank of the site (its account number format as the hint), the holder's
 * name (the player's own, prefilled: it must be the name on the account and in the profile; a player
 * without one gives it here, for this and every later account) and the account number; the platform's
 * refusals are shown at the field they are about.
 */
export const AddBankPage = observer(function AddBankPage() {
  const { t } = useTranslation('cashier');
  const { locale, session } = useStores();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const banks = useBankAccounts();
  const methods = usePaymentMethods();
  const next = nextPath(params.get('next'));

  useEffect(() => {
    void methods.load();
    void banks.load();
  }, [methods, banks]);

  const fullName = session.user?.full_name ?? session.fullname;
  useEffect(() => {
    banks.startAdding(fullName);
  }, [banks, fullName]);

  const missingText = (missing: MissingField | undefined) => {
    switch (missing) {
      case 'bankRequired':
        return t('bankRequired');
      case 'holderRequired':
        return t('holderRequired');
      case 'numberRequired':
        return t('numberRequired');
      default:
        return null;
    }
  };
  const fieldError = (place: 'bank' | 'holder' | 'number', missing: MissingField | undefined) => {
    const key = banks.errorAt(place);
    return key ? errorText(t, key) : missingText(missing);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await banks.add()) navigate(locale.path(next));
  };

  let content;
  if (methods.status === 'failed') {
    content = (
      <ErrorPanel
        message={errorText(t, methods.errorKey ?? 'unknownError')}
        actionLabel={t('ui:retry')}
        onAction={() => void methods.load(true)}
      />
    );
  } else if (methods.loading || (banks.loading && banks.accounts.length === 0)) {
    content = <Spinner label={t('ui:loading')} />;
  } else if (banks.full) {
    content = (
      <div className="wl-cashier__notice">
        <p>{t('banksFull')}</p>
        <Link className="wl-button" to={locale.path('/bank-details')}>
          {t('navBanks')}
        </Link>
      </div>
    );
  } else {
    const { form, missing } = banks;
    const bank = methods.bank(form.bankCode);
    const formError = banks.errorAt('form');
    content = (
      <form
        className="wl-cashier__form"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-busy={banks.adding}
      >
        <Field label={t('bankLabel')} error={fieldError('bank', missing.bank)}>
          {(control) => (
            <select
              {...control}
              value={form.bankCode}
              onChange={(event) => banks.setField('bankCode', event.target.value)}
            >
              <option value="">{t('bankChoose')}</option>
              {methods.banks.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={t('holderLabel')}
          hint={fullName ? t('holderHint') : t('holderHintFirst')}
          error={fieldError('holder', missing.holder)}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="name"
              value={form.holderName}
              onChange={(event) => banks.setField('holderName', event.target.value)}
            />
          )}
        </Field>
        <Field
          label={t('accountNumberLabel')}
          hint={bank ? t('accountFormat', { format: bank.account_format }) : null}
          error={fieldError('number', missing.number)}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              value={form.accountNumber}
              onChange={(event) => banks.setField('accountNumber', event.target.value)}
            />
          )}
        </Field>
        {formError ? <FormAlert>{errorText(t, formError)}</FormAlert> : null}
        <div className="wl-cashier__actions">
          <button type="submit" className="wl-button wl-cashier__submit" disabled={banks.adding}>
            {banks.adding ? t('sending') : t('addBankSubmit')}
          </button>
          <Link className="wl-cashier__link" to={locale.path(next)}>
            {t('messages:cancel')}
          </Link>
        </div>
      </form>
    );
  }
  return (
    <CashierPage screen="add-bank" title={t('addBankTitle')}>
      {content}
    </CashierPage>
  );
});
