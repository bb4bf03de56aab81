import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@wl/i18n';
import { Link } from '@wl/router';
import { useStores } from '@wl/core';
import type { SignInField, SignInFormStore } from '../forms/sign-in-form-store';
import { CodeField, PasswordField, SubmitButton, TextField, focusById, useProblemText } from './fields';

/**
 * The sign-in form: account id and password, or account id and a one-time code when the site allows code
 * login (site.tac_login). Failures are shown by the global error dialog. `from` is the page the player
 * goes back to (kept by the sign-up link); `onLeave` runs when a link leaves the form (a modal closes).
 */
export const SignInForm = observer(function SignInForm({
  Store,
  onSignedIn,
  from,
  onLeave,
}: {
  Store: typeof SignInFormStore;
  onSignedIn: () => void;
  from?: string;
  onLeave?: () => void;
}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const { session: user, site: layout, locale, loginEntry } = useStores();
  const [form] = useState(() => new Store(user, Boolean(layout.site?.tac_login)));
  const baseId = useId();
  const ids: Record<SignInField, string> = {
    accountId: `${baseId}-account`,
    password: `${baseId}-password`,
    tac: `${baseId}-tac`,
  };
  const common = (name: SignInField) => ({
    id: ids[name],
    name,
    value: form[name],
    onChange: (value: string) => form.set(name, value),
    error: problemText(form.problems[name]),
  });
  /** The id of the first field with a problem, which gets the focus. */
  const firstProblem = () =>
    (['accountId', 'password', 'tac'] as const).find((field) => form.problems[field]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await form.submit()) onSignedIn();
    else focusById(ids[firstProblem() ?? 'accountId']);
  };
  const sendCode = async () => {
    if (!(await form.requestCode())) focusById(ids[firstProblem() ?? 'accountId']);
  };

  // method="post": a browser that sends the form itself (its scripts never ran) keeps the password out
  // of the address, the history and the logs.
  return (
    <form
      method="post"
      className="wl-sign-in wl-auth-form"
      noValidate
      aria-busy={form.submitting || undefined}
      onSubmit={(event) => void submit(event)}
    >
      {form.codeLoginAllowed ? (
        <div className="wl-auth-modes" role="group" aria-label={t('authSignInMethod')}>
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
      <TextField {...common('accountId')} label={t('accountId')} autoComplete="username" verbatim />
      {form.mode === 'password' ? (
        <PasswordField {...common('password')} label={t('password')} autoComplete="current-password" />
      ) : (
        <>
          <button
            type="button"
            className="wl-auth-secondary"
            aria-disabled={form.sendingCode || undefined}
            onClick={() => void sendCode()}
          >
            {t('sendCode')}
          </button>
          <CodeField {...common('tac')} label={t('tac')} />
        </>
      )}
      <SubmitButton busy={form.submitting}>{t('_m:login')}</SubmitButton>
      <p className="wl-auth-links">
        <Link className="wl-auth-link" to={locale.path('/forgot-password')} onClick={onLeave}>
          {t('forgotPassword')}
        </Link>
        <span>
          {t('authNoAccount')}{' '}
          <Link className="wl-auth-link" to={loginEntry.registerPagePath(from)} onClick={onLeave}>
            {t('_m:register')}
          </Link>
        </span>
      </p>
    </form>
  );
});
