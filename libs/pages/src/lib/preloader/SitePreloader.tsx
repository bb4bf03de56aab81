import { observer } from 'mobx-react-lite';
import { useTranslation } from '@wl/i18n';
import { useStores } from '@wl/core';
import './preloader.css';

/**
 * The site's loading screen: its logo, its name and a progress bar. The templates show it in the page's
 * place while a page prepares (its code on the way); /preloader shows it as a page, for operators to
 * preview. What is loading gives no measure of how far it got, so the bar says "under way" rather than a
 * percentage it could not know. It fades in after a moment, so a page that is quick never flashes it.
 */
export const SitePreloader = observer(function SitePreloader({
  preview = false,
}: {
  /** The /preloader page: the name is its heading and the screen shows at once. */
  preview?: boolean;
}) {
  const { t } = useTranslation();
  const { site } = useStores();
  const name = site.site?.site_name ?? '';
  const logo = site.site?.logo1 ?? '';
  return (
    <div
      className={['wl-preloader', preview ? 'wl-preloader--preview' : ''].filter(Boolean).join(' ')}
      data-testid="site-preloader"
    >
      {logo ? <img className="wl-preloader__logo" src={logo} alt="" width={72} height={72} /> : null}
      {preview ? (
        <h1 className="wl-preloader__name">{name}</h1>
      ) : (
        <p className="wl-preloader__name">{name}</p>
      )}
      <div className="wl-preloader__bar" role="progressbar" aria-label={t('loading')}>
        <span className="wl-preloader__run" />
      </div>
      {preview ? null : (
        <p className="wl-visually-hidden" role="status">
          {t('loading')}
        </p>
      )}
    </div>
  );
});

/** /preloader: the loading screen as a page, for operators to see it in their site's look. */
export function PreloaderPage() {
  return <SitePreloader preview />;
}
