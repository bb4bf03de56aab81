import { useTranslation } from '@wl/i18n';
import { Link, useLocation } from '@wl/router';
import { useStores } from '@wl/core';

/**
 * The 404 page: 'Page not found: {path}' for an unknown route, 'Page Not Found: {path}' when a page's
 * validation failed; the requested full path and a way home either way.
 */
export function NotFoundPage({ reason = 'unknownRoute' }: { reason?: 'unknownRoute' | 'validation' }) {
  const { t } = useTranslation();
  const { locale } = useStores();
  const location = useLocation();
  const path = `${location.pathname}${location.search}${location.hash}`;
  return (
    <section className="wl-not-found" data-page="not-found" data-reason={reason}>
      <h1>
        {reason === 'validation' ? t('errors:pageValidationFailed', { path }) : t('pageNotFound', { path })}
      </h1>
      <Link className="wl-button" to={locale.path('/')}>
        {t('backHome')}
      </Link>
    </section>
  );
}
