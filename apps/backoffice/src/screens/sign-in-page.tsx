import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackoffice } from '../stores/store-context';
import { ErrorMessage } from './error-message';

/** Password, then the authenticator's code (or, the first time, the authenticator's setup). */
export const SignInPage = observer(function SignInPage() {
  const { t } = useTranslation();
  const { signIn, session } = useBackoffice();
  const heading = useRef<HTMLHeadingElement>(null);
  const step = signIn.step;

  // Each step's heading takes the focus, so the change of step is announced.
  useEffect(() => {
    if (step !== 'password') heading.current?.focus();
  }, [step]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void (step === 'password' ? signIn.submitPassword() : signIn.submitCode());
  };

  const notice = session.ended && step === 'password' && !signIn.error ? t('signIn.sessionEnded') : '';
  const error = signIn.error ?? session.startError;

  return (
    <main className="bo-sign-in" id="main">
      <form className="bo-card bo-sign-in__form" onSubmit={submit} noValidate aria-busy={signIn.busy}>
        <h1 ref={heading} tabIndex={-1}>
          {step === 'password'
            ? t('signIn.title')
            : step === 'enrol'
              ? t('signIn.enrolTitle')
              : t('signIn.codeTitle')}
        </h1>
        {notice && (
          <p className="bo-notice" role="status">
            {notice}
          </p>
        )}
        <ErrorMessage error={error} id="sign-in-error" />
        {step === 'password' ? (
          <>
            <label className="bo-field">
              <span>{t('signIn.email')}</span>
              <input
                type="email"
                name="email"
                autoComplete="username"
                required
                value={signIn.email}
                onChange={(event) => signIn.setEmail(event.target.value)}
              />
            </label>
            <label className="bo-field">
              <span>{t('signIn.password')}</span>
              <input
                type="password"
                name="password"
                autoComplete="current-password"
                required
                value={signIn.password}
                onChange={(event) => signIn.setPassword(event.target.value)}
              />
            </label>
            <button className="bo-button bo-button--primary" type="submit" disabled={signIn.busy}>
              {signIn.busy ? t('signIn.busy') : t('signIn.submitPassword')}
            </button>
          </>
        ) : (
          <>
            {step === 'enrol' && signIn.enrolment ? (
              <>
                <p>{t('signIn.enrolIntro')}</p>
                <img
                  className="bo-qr"
                  src={signIn.enrolment.qrCode}
                  alt={t('signIn.qrAlt')}
                  width={200}
                  height={200}
                />
                <p className="bo-secret">
                  <span>{t('signIn.secret')}</span>{' '}
                  <code data-testid="enrolment-secret">{signIn.enrolment.secret}</code>
                </p>
              </>
            ) : (
              <p>{t('signIn.codeIntro')}</p>
            )}
            <label className="bo-field">
              <span>{t('signIn.code')}</span>
              <input
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={6}
                required
                value={signIn.code}
                onChange={(event) => signIn.setCode(event.target.value)}
              />
            </label>
            <div className="bo-actions">
              <button className="bo-button bo-button--primary" type="submit" disabled={signIn.busy}>
                {signIn.busy
                  ? t('signIn.busy')
                  : step === 'enrol'
                    ? t('signIn.submitEnrol')
                    : t('signIn.submitCode')}
              </button>
              <button className="bo-button" type="button" onClick={() => signIn.reset()}>
                {t('signIn.back')}
              </button>
            </div>
          </>
        )}
      </form>
    </main>
  );
});
