import { observer } from 'mobx-react-lite';
import { useTranslation } from '@wl/i18n';
import { Link } from '@wl/router';
import { useSiteChrome, type TemplateLayoutProps } from '@wl/core';
import './minigame.css';

/** A full-screen, game-like frame: a slim bar with the way back home and the site's name, then the stage. */
export const MinigameLayout = observer(function MinigameLayout({ children }: TemplateLayoutProps) {
  const { t } = useTranslation();
  const chrome = useSiteChrome();
  return (
    <div className="minigame-site" data-family="minigame" data-store-instance={chrome.storeInstanceId}>
      <a className="wl-visually-hidden" href="#content">
        {t('skipToContent')}
      </a>
      <header className="minigame-bar">
        <Link to="/" className="minigame-bar__back">
          <span aria-hidden="true">←</span> {t('backHome')}
        </Link>
        <p className="minigame-bar__name" data-testid="site-name">
          {chrome.siteName}
        </p>
      </header>
      <main id="content" className="minigame-stage">
        {children}
      </main>
    </div>
  );
});
