import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

export function NotFoundPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  return (
    <section className="wl-not-found" data-page="not-found">
      <h1>{t('pageNotFound', { path: fullPath })}</h1>
      <Link className="wl-button" to="/">
        {t('backHome')}
      </Link>
    </section>
  );
}
