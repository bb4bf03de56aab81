import { observer } from 'mobx-react-lite';
import { useTranslation } from '@wl/i18n';
import { useStores } from '@wl/core';
import { Link } from '@wl/router';
import { HomeSection } from './HomeSection';

/** "Get our app": only when the site has an app (android_sub or ios_sub) and the player has not closed it. */
export const AppBar = observer(function AppBar() {
  const { t } = useTranslation();
  const { site: layout, locale } = useStores();
  if (!layout.show_app_download || !layout.show_download_bar) return null;
  return (
    <HomeSection
      name="appDownload"
      title={t('homeAppTitle')}
      className="wl-app-bar"
      action={
        <button
          type="button"
          className="wl-app-bar__close"
          aria-label={t('homeAppClose')}
          onClick={() => layout.closeAppDownload()}
        >
          <span aria-hidden="true">×</span>
        </button>
      }
    >
      <p className="wl-app-bar__text">{t('homeAppBody', { site: layout.site?.site_name ?? '' })}</p>
      <Link className="wl-app-bar__link" to={locale.path('/download')}>
        {t('homeAppDownload')}
      </Link>
    </HomeSection>
  );
});
