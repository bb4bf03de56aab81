import { useTranslation } from '@wl/i18n';
import { Link } from '@wl/router';

/** Shown for a route whose screen the site's template does not provide (yet): honest, never blank. */
export function PageUnavailable({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <section className="wl-not-found" data-page="unavailable" data-route={name}>
      <h1>{t('pageUnavailable')}</h1>
      <Link className="wl-button" to="/">
        {t('backHome')}
      </Link>
    </section>
  );
}
