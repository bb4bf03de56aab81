import { useTranslation } from '@wl/i18n';
import { Navigate, useNavigate, useSearchParams } from '@wl/router';
import { REDIRECT_PARAM, safeRedirect, useStores } from '@wl/core';
import { observer } from 'mobx-react-lite';
import { LazyChunk } from './LazyChunk';
import { loadSignInChunk } from './load-sign-in';

/** /login, as the shell provides it: the sign-in form; afterwards the page the guest came for. */
export const ShellLoginPage = observer(function ShellLoginPage() {
  const { t } = useTranslation();
  const { session: user, locale } = useStores();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = safeRedirect(params.get(REDIRECT_PARAM));
  const next = back ?? locale.path('/');
  if (user.isAuthenticated) return <Navigate to={next} replace />;
  return (
    <section className="wl-auth-page" data-page="login" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title" className="wl-auth-page__title">
        {t('_m:login')}
      </h1>
      <LazyChunk load={loadSignInChunk}>
        {({ SignInForm, Store }) => (
          <SignInForm
            Store={Store}
            from={back ?? undefined}
            onSignedIn={() => void navigate(next, { replace: true })}
          />
        )}
      </LazyChunk>
    </section>
  );
});
