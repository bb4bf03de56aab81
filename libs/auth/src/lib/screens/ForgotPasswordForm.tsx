import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@wl/i18n';
import { useStores } from '@wl/core';
import { ACCOUNT_FIELD_RULES as RULES } from '../forms/field-rules';
import type { ForgotPasswordField, ForgotPasswordStore } from '../forms/forgot-password-store';
import { TAC_LENGTH } from '../forms/tac';
import { CodeField, PasswordField, SubmitButton, TextField, focusById, useProblemText } from './fields';

/**
 * The forgotten password, in three steps: username and registered phone, then the texted code and a new
 * password, then a notice and the way to log in (the template's login page or modal).
 */
export const ForgotPasswordForm = observer(function ForgotPasswordForm({
  Store,
}: {
  Store: typeof ForgotPasswordStore;
}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const store = useStores();
  const [form] = useState(() => Store.forSite(store));
  const base = useId();
  const id = (field: ForgotPasswordField) => `${base}-${field}`;
  const stepTitle = useRef<HTMLElement>(null);
  useEffect(() => () => form.dispose(), [form]);
  // A new step is announced by moving the focus to its text.
  const step = form.step;
  const firstStep = useRef(step);
  useEffect(() => {
    if (step !== firstStep.current) stepTitle.current?.focus();
  }, [step]);

  const field = (name: ForgotPasswordField) => ({
    id: id(name),
    name,
    value: form[name],
    onChange: (value: string) => form.set(name, value),
    onBlur: () => form.leave(name),
    error: problemText(form.problems[name]),
  });
  const after = (ok: boolean) => {
    const first = form.firstProblem;
    if (!ok && first) focusById(id(first));
  };
  const requestCode = async (event: FormEvent) => {
    event.preventDefault();
    after(await form.requestCode());
  };
  const reset = async (event: FormEvent) => {
    event.preventDefault();
    after(await form.reset());
  };

  if (step === 'done') {
    return (
      <div className="wl-auth-done" role="status">
        <svg
          className="wl-auth-done__icon"
          viewBox="0 0 48 48"
          width="48"
          height="48"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
          <path
            d="M14 25l7 7 13-15"
            fill="none"
            stroke="currentColor"
            strokeWidth="3.5"
            strokeLinecap="round"
          />
        </svg>
        <h2 className="wl-auth-step__title" tabIndex={-1} ref={(node) => void (stepTitle.current = node)}>
          {t('authResetDoneTitle')}
        </h2>
        <p className="wl-auth-step__text">{t('authResetDoneBody')}</p>
        <button type="button" className="wl-button wl-auth-submit" onClick={() => store.loginEntry.open()}>
          {t('_m:login')}
        </button>
      </div>
    );
  }

  if (step === 'reset') {
    // method="post": a browser that sends the form itself (its scripts never ran) keeps the password out
    // of the address, the history and the logs.
    return (
      <form
        method="post"
        className="wl-forgot-password wl-auth-form"
        noValidate
        aria-busy={form.resetting || form.sendingCode || undefined}
        onSubmit={(event) => void reset(event)}
      >
        <p className="wl-auth-step__text" tabIndex={-1} ref={(node) => void (stepTitle.current = node)}>
          {t('authResetCodeBody', { length: TAC_LENGTH, phone: form.codeSentTo })}
        </p>
        <CodeField {...field('tac')} label={t('tac')} />
        <PasswordField
          {...field('newPassword')}
          label={t('authNewPassword')}
          autoComplete="new-password"
          hint={t('authPasswordHint', { min: RULES.passwordMin })}
          required
        />
        <PasswordField
          {...field('confirmPassword')}
          label={t('authConfirmPassword')}
          autoComplete="new-password"
          required
        />
        <SubmitButton busy={form.resetting}>{t('authResetSubmit')}</SubmitButton>
        <div className="wl-auth-actions">
          <button
            type="button"
            className="wl-auth-secondary"
            disabled={!form.resend.ready || form.sendingCode}
            onClick={() => void form.requestCode()}
          >
            {form.resend.ready
              ? t('authSendNewCode')
              : t('authResendIn', { seconds: form.resend.secondsLeft })}
          </button>
          <button type="button" className="wl-auth-secondary" onClick={() => form.restart()}>
            {t('authOtherAccount')}
          </button>
        </div>
      </form>
    );
  }

  return (
    <form
      method="post"
      className="wl-forgot-password wl-auth-form"
      noValidate
      aria-busy={form.sendingCode || undefined}
      onSubmit={(event) => void requestCode(event)}
    >
      <p className="wl-auth-step__text" tabIndex={-1} ref={(node) => void (stepTitle.current = node)}>
        {t('authResetIntro')}
      </p>
      <TextField {...field('accountId')} label={t('accountId')} autoComplete="username" required verbatim />
      <TextField
        {...field('contactPhone')}
        label={t('authPhone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
      />
      <SubmitButton busy={form.sendingCode}>{t('sendCode')}</SubmitButton>
      <p className="wl-auth-links">
        <button type="button" className="wl-auth-link" onClick={() => store.loginEntry.open()}>
          {t('_m:login')}
        </button>
      </p>
    </form>
  );
});
