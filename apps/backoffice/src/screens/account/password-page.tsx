import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH } from '../../stores/account/password-store';
import { useBackoffice } from '../../stores/store-context';
import { ErrorMessage } from '../error-message';

/**
 * The member's own password: required before anything else when someone else set it, and open to anyone
 * from the header later.
 */
export const PasswordPage = observer(function PasswordPage() {
  const { t } = useTranslation();
  const { password, session } = useBackoffice();
  const required = session.mustChangePassword;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void password.save();
  };
  const field = (name: 'current' | 'next' | 'confirm', autoComplete: string) => ({
    type: 'password',
    required: true,
    autoComplete,
    value: password[name],
    onChange: (event: { target: { value: string } }) => password.setField(name, event.target.value),
  });

  return (
    <section aria-labelledby="password-title">
      <h1 id="password-title">{required ? t('account.requiredTitle') : t('account.changeTitle')}</h1>
      {required && <p>{t('account.requiredIntro')}</p>}
      <form className="bo-card bo-form bo-form--narrow" onSubmit={submit}>
        <label className="bo-field">
          <span>{t('account.current')}</span>
          <input {...field('current', 'current-password')} />
        </label>
        {/* The hint stays outside the label: it describes the field without becoming part of its name. */}
        <div className="bo-field">
          <label htmlFor="new-password">{t('account.new')}</label>
          <input
            {...field('next', 'new-password')}
            id="new-password"
            minLength={MIN_PASSWORD_LENGTH}
            aria-describedby="password-hint"
          />
          <small id="password-hint">{t('account.hint', { min: MIN_PASSWORD_LENGTH })}</small>
        </div>
        <label className="bo-field">
          <span>{t('account.confirm')}</span>
          <input {...field('confirm', 'new-password')} minLength={MIN_PASSWORD_LENGTH} />
        </label>
        {password.error === 'mismatch' ? (
          <p className="bo-error" role="alert">
            {t('account.mismatch')}
          </p>
        ) : (
          <ErrorMessage error={password.error} />
        )}
        {password.endedSessions !== undefined && (
          <p className="bo-done" role="status">
            {t('account.saved', { count: password.endedSessions })}
          </p>
        )}
        <button className="bo-button bo-button--primary" type="submit" disabled={password.saving}>
          {t('account.save')}
        </button>
      </form>
    </section>
  );
});
