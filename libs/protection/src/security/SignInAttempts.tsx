import { useTranslation } from '@wl/i18n';
import type { SignInAttempt } from '@wl/api';
import type { ProtectionFormat } from '../lib/format';
import { errorText } from '../lib/texts';

/** How the attempt signed in: with the password, a one-time code, or the sign-up itself. */
function MethodText({ method }: { method: SignInAttempt['method'] }) {
  const { t } = useTranslation('protection');
  switch (method) {
    case 'password':
      return <>{t('methodPassword')}</>;
    case 'code':
      return <>{t('methodCode')}</>;
    case 'signup':
      return <>{t('methodSignup')}</>;
  }
}

/** The recent sign-in attempts, newest first: each one's outcome (a failure with its reason), how and where. */
export function SignInAttempts({
  attempts,
  format,
}: {
  attempts: SignInAttempt[];
  format: ProtectionFormat;
}) {
  const { t } = useTranslation('protection');
  return (
    <section className="wl-protection__card" aria-labelledby="wl-security-attempts">
      <h2 className="wl-protection__card-title" id="wl-security-attempts">
        {t('attemptsTitle')}
      </h2>
      {attempts.length === 0 ? (
        <p className="wl-protection__empty">{t('attemptsNone')}</p>
      ) : (
        <ul className="wl-security__list">
          {attempts.map((attempt, index) => (
            <li key={`${attempt.at}-${index}`} className="wl-security__item" data-testid="security-attempt">
              <div className="wl-security__item-text">
                <p className="wl-security__item-head">
                  <time dateTime={attempt.at} className="wl-security__device">
                    {format.time(attempt.at)}
                  </time>
                  {attempt.success ? (
                    <span className="wl-protection__badge wl-protection__badge--up">{t('attemptOk')}</span>
                  ) : (
                    <span className="wl-protection__badge wl-protection__badge--down">
                      {t('attemptFailed')}
                    </span>
                  )}
                </p>
                {!attempt.success && attempt.reason ? (
                  <p className="wl-security__reason">{errorText(t, attempt.reason)}</p>
                ) : null}
                <p className="wl-protection__note">
                  <MethodText method={attempt.method} />
                  {` · ${attempt.address} · ${attempt.device}`}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
