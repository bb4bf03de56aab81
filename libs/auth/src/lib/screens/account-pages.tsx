import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from '@wl/i18n';
import { loadForgotPasswordForm, loadRegisterForm } from '../forms/load-account-forms';
import { Spinner } from '@wl/ui';

// The shell's sign-up and forgotten-password pages are chunks of their own: a first visit never needs them.
const loadRegisterPage = () => import(/* webpackChunkName: "shell-register" */ './ShellRegisterPage');
const loadForgotPasswordPage = () =>
  import(/* webpackChunkName: "shell-forgot-password" */ './ShellForgotPasswordPage');

const RegisterPage = lazy(() => loadRegisterPage().then((m) => ({ default: m.ShellRegisterPage })));
const ForgotPasswordPage = lazy(() =>
  loadForgotPasswordPage().then((m) => ({ default: m.ShellForgotPasswordPage })),
);

/** What hovering or focusing a link to these pages fetches: the page and its form's store. */
export const preloadRegister = () => Promise.all([loadRegisterPage(), loadRegisterForm()]);
export const preloadForgotPassword = () => Promise.all([loadForgotPasswordPage(), loadForgotPasswordForm()]);

function suspended(Page: ComponentType) {
  return function SuspendedPage() {
    const { t } = useTranslation();
    return (
      <Suspense
        fallback={
          <div className="wl-lazy-chunk">
            <Spinner label={t('loading')} />
          </div>
        }
      >
        <Page />
      </Suspense>
    );
  };
}

/** /register and /forgot-password of the shell, for templates that bring none. */
export const ShellRegisterRoute = suspended(RegisterPage);
export const ShellForgotPasswordRoute = suspended(ForgotPasswordPage);
