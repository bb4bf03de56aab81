import { observer } from 'mobx-react-lite';
import { useCallback, useState } from 'react';
import { useTranslation } from '@wl/i18n';
import { Navigate, useNavigate, useSearchParams } from '@wl/router';
import { REDIRECT_PARAM, safeRedirect, useStores } from '@wl/core';
import { loadRegisterForm } from '../forms/load-account-forms';
import { LazyChunk } from './LazyChunk';
import { RegisterForm } from './RegisterForm';

/**
 * /register, as the shell provides it: the sign-up form (the referral code of the link filled in), the
 * phone verification, then the page the visitor came from (?redirect=) or home.
 */
export const ShellRegisterPage = observer(function ShellRegisterPage() {
  const { t } = useTranslation();
  const { session: user, locale } = useStores();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = safeRedirect(params.get(REDIRECT_PARAM));
  const next = back ?? locale.path('/');
  // A player who arrives signed in has nothing to sign up for; one who just signed up verifies the phone.
  const [signedInOnArrival] = useState(() => user.isAuthenticated);
  const onDone = useCallback(() => void navigate(next, { replace: true }), [navigate, next]);
  if (signedInOnArrival) return <Navigate to={next} replace />;
  return (
    <section className="wl-auth-page" data-page="register" aria-labelledby="register-title">
      <h1 id="register-title" className="wl-auth-page__title">
        {t('_m:register')}
      </h1>
      <LazyChunk load={loadRegisterForm}>
        {(Store) => <RegisterForm Store={Store} from={back ?? undefined} onDone={onDone} />}
      </LazyChunk>
    </section>
  );
});
