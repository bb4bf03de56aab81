import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@wl/router';
import { TAC_LENGTH, useStores, type SignInField, type SignInFormStore, type SignInProblem } from '@wl/core';

/**
 * The sign-in form: account id and password, or account id and a one-time code when the site allows code
 * login (site.tac_login). Failures are shown by the global error dialog.
 */
export const SignInForm = observer(function SignInForm({
  Store,
  onSignedIn,
}: {
  Store: typeof SignInFormStore;
  onSignedIn: () => void;
}) {
  const { t } = useTranslation(['ui', 'validation']);
  const { user, layout, locale } = useStores();
  const [form] = useState(() => new Store(user, Boolean(layout.site?.tac_login)));
  const ids = { accountId: useId(), password: useId(), tac: useId() };

  const problem = (field: SignInField) => {
    const kind: SignInProblem | undefined = form.problems[field];
    if (!kind) return null;
    const text =
      kind === 'required' ? t('validation:required') : t('validation:tacFormat', { length: TAC_LENGTH });
    return (
      <p id={`${ids[field]}-error`} className="wl-field__error" role="alert">
        {text}
      </p>
    );
  };
  const field = (name: SignInField, label: string, type: string, autoComplete: string) => (
    <div className="wl-field">
      <label htmlFor={ids[name]}>{label}</label>
      <input
        id={ids[name]}
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={name === 'tac' ? 'numeric' : undefined}
        value={form[name]}
        onChange={(event) => form.set(name, event.target.value)}
        aria-invalid={form.problems[name] ? true : undefined}
        aria-describedby={form.problems[name] ? `${ids[name]}-error` : undefined}
      />
      {problem(name)}
    </div>
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await form.submit()) onSignedIn();
  };

  return (
    <form className="wl-sign-in" noValidate onSubmit={(event) => void submit(event)}>
      {form.codeLoginAllowed ? (
        <div className="wl-sign-in__modes" role="group">
          <button
            type="button"
            aria-pressed={form.mode === 'password'}
            onClick={() => form.setMode('password')}
          >
            {t('loginWithPassword')}
          </button>
          <button type="button" aria-pressed={form.mode === 'code'} onClick={() => form.setMode('code')}>
            {t('loginWithCode')}
          </button>
        </div>
      ) : null}
      {field('accountId', t('accountId'), 'text', 'username')}
      {form.mode === 'password' ? (
        field('password', t('password'), 'password', 'current-password')
      ) : (
        <>
          {field('tac', t('tac'), 'text', 'one-time-code')}
          <button
            type="button"
            className="wl-sign-in__send-code"
            disabled={form.sendingCode}
            onClick={() => void form.requestCode()}
          >
            {t('sendCode')}
          </button>
        </>
      )}
      <button type="submit" className="wl-button wl-sign-in__submit" disabled={form.submitting}>
        {t('_m:login')}
      </button>
      <p className="wl-sign-in__links">
        <Link to={locale.path('/forgot-password')}>{t('forgotPassword')}</Link>
        <Link to={locale.path('/register')}>{t('_m:register')}</Link>
      </p>
    </form>
  );
});
