import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@wl/i18n';
import { useStores } from '@wl/core';
import { ACCOUNT_FIELD_RULES as RULES } from '../forms/field-rules';
import type { RegisterField, RegisterFormStore } from '../forms/register-form-store';
import { TAC_LENGTH } from '../forms/tac';
import {
  CheckboxField,
  CodeField,
  PasswordField,
  SubmitButton,
  TextField,
  focusById,
  useProblemText,
} from './fields';

type Ids = Record<RegisterField, string>;

function useFieldIds(): Ids {
  const base = useId();
  const ids = {} as Ids;
  for (const field of [
    'accountId',
    'password',
    'confirmPassword',
    'contactPhone',
    'contactEmail',
    'referrerCode',
    'acceptTerms',
    'tac',
  ] as const) {
    ids[field] = `${base}-${field}`;
  }
  return ids;
}

/**
 * The sign-up: the details form, then the phone verification; `onDone` runs when the player goes on (the
 * new player is signed in by then). `from` is the page the player came from, for the login link.
 */
export const RegisterForm = observer(function RegisterForm({
  Store,
  from,
  onDone,
}: {
  Store: typeof RegisterFormStore;
  from?: string;
  onDone: () => void;
}) {
  const store = useStores();
  const [form] = useState(() => Store.forSite(store));
  const ids = useFieldIds();
  useEffect(() => () => form.dispose(), [form]);
  // Once live: a link kept from an earlier visit (the server's render could not read it).
  useEffect(() => form.takeKeptLink(), [form]);
  // Done, or signed in some other way meanwhile (a template's login modal over this page).
  const signedInElsewhere = store.session.isAuthenticated && form.step === 'details' && !form.submitting;
  useEffect(() => {
    if (form.step === 'done' || signedInElsewhere) onDone();
  }, [form.step, signedInElsewhere, onDone]);
  return form.step === 'details' ? (
    <RegisterDetails form={form} ids={ids} from={from} />
  ) : (
    <VerifyPhone form={form} ids={ids} />
  );
});

const RegisterDetails = observer(function RegisterDetails({
  form,
  ids,
  from,
}: {
  form: RegisterFormStore;
  ids: Ids;
  from?: string;
}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const { locale, loginEntry } = useStores();
  const text = (name: Exclude<RegisterField, 'acceptTerms' | 'tac'>) => ({
    id: ids[name],
    name,
    value: form[name],
    onChange: (value: string) => form.set(name, value),
    onBlur: () => form.leave(name),
    error: problemText(form.problems[name]),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = await form.submit();
    const first = form.firstProblem;
    if (!sent && first) focusById(ids[first]);
  };
  // method="post": a browser that sends the form itself (its scripts never ran) keeps the password out
  // of the address, the history and the logs.
  return (
    <form
      method="post"
      className="wl-register wl-auth-form"
      noValidate
      aria-busy={form.submitting || undefined}
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        {...text('accountId')}
        label={t('accountId')}
        autoComplete="username"
        maxLength={RULES.usernameMax}
        hint={t('authUsernameHint', { min: RULES.usernameMin, max: RULES.usernameMax })}
        required
        verbatim
      />
      <PasswordField
        {...text('password')}
        label={t('password')}
        autoComplete="new-password"
        hint={t('authPasswordHint', { min: RULES.passwordMin })}
        required
      />
      <PasswordField
        {...text('confirmPassword')}
        label={t('authConfirmPassword')}
        autoComplete="new-password"
        required
      />
      <TextField
        {...text('contactPhone')}
        label={t('authPhone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={t('authPhoneHint')}
        required
      />
      <TextField
        {...text('contactEmail')}
        label={t('authEmailOptional')}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={RULES.emailMax}
        verbatim
      />
      <TextField
        {...text('referrerCode')}
        label={t('authReferralOptional')}
        autoComplete="off"
        maxLength={RULES.referralCodeMax}
        hint={form.referralFromLink ? t('authReferralFromLink') : undefined}
        verbatim
      />
      <CheckboxField
        id={ids.acceptTerms}
        name="acceptTerms"
        label={t('authAcceptTerms')}
        checked={form.acceptTerms}
        onChange={(checked) => form.setAcceptTerms(checked)}
        error={problemText(form.problems.acceptTerms)}
      >
        <a className="wl-auth-link" href={locale.path('/term-condition')} target="_blank" rel="noopener">
          {t('authReadTerms')} <span className="wl-visually-hidden">{t('opensInNewTab')}</span>
        </a>
      </CheckboxField>
      <SubmitButton busy={form.submitting}>{t('_m:register')}</SubmitButton>
      <p className="wl-auth-links">
        <span>
          {t('authHaveAccount')}{' '}
          <button type="button" className="wl-auth-link" onClick={() => loginEntry.open(from)}>
            {t('_m:login')}
          </button>
        </span>
      </p>
    </form>
  );
});

/** After the sign-up: the code texted to the new phone, a new code after the countdown, or later. */
const VerifyPhone = observer(function VerifyPhone({ form, ids }: { form: RegisterFormStore; ids: Ids }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await form.verify()) && form.problems.tac) focusById(ids.tac);
  };
  return (
    <form
      method="post"
      className="wl-register-verify wl-auth-form"
      noValidate
      aria-labelledby={`${ids.tac}-title`}
      aria-busy={form.verifying || form.sendingCode || undefined}
      onSubmit={(event) => void verify(event)}
    >
      <h2 id={`${ids.tac}-title`} className="wl-auth-step__title" tabIndex={-1} ref={title}>
        {t('authVerifyTitle')}
      </h2>
      <p className="wl-auth-step__text" aria-live="polite">
        {form.sendingCode
          ? t('loading')
          : form.codeSentTo === null
            ? t('authVerifyNotSent')
            : t('authVerifyBody', { length: TAC_LENGTH, phone: form.codeSentTo })}
      </p>
      <CodeField
        id={ids.tac}
        name="tac"
        label={t('tac')}
        value={form.tac}
        onChange={(value) => form.set('tac', value)}
        error={problemText(form.problems.tac)}
      />
      <SubmitButton busy={form.verifying}>{t('authVerify')}</SubmitButton>
      <div className="wl-auth-actions">
        <button
          type="button"
          className="wl-auth-secondary"
          disabled={!form.resend.ready || form.sendingCode}
          onClick={() => void form.requestCode()}
        >
          {form.resend.ready ? t('authSendNewCode') : t('authResendIn', { seconds: form.resend.secondsLeft })}
        </button>
        <button type="button" className="wl-auth-secondary" onClick={() => form.later()}>
          {t('authVerifyLater')}
        </button>
      </div>
    </form>
  );
});
