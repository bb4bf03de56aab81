import { useTranslation } from '@wl/i18n';
import { loadForgotPasswordForm } from '../forms/load-account-forms';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LazyChunk } from './LazyChunk';

/** /forgot-password, as the shell provides it (a guest-only route: a signed-in player is sent home). */
export function ShellForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <section className="wl-auth-page" data-page="forgot-password" aria-labelledby="forgot-password-title">
      <h1 id="forgot-password-title" className="wl-auth-page__title">
        {t('authResetTitle')}
      </h1>
      <LazyChunk load={loadForgotPasswordForm}>{(Store) => <ForgotPasswordForm Store={Store} />}</LazyChunk>
    </section>
  );
}
