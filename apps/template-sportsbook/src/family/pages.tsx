import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSiteChrome } from '@wl/core';
import { CategoryTiles } from '@wl/ui';
import type { SportsbookLook } from './look';

export function createSportsbookHome(look: SportsbookLook) {
  return observer(function SportsbookHome() {
    const { t } = useTranslation();
    const chrome = useSiteChrome();
    return (
      <>
        <section className={`sportsbook-hero sportsbook-hero--${look.hero}`}>
          <h1 className="sportsbook-hero__title">{t('welcomeTitle', { site: chrome.siteName })}</h1>
          <p className="sportsbook-hero__body">{t('welcomeBody')}</p>
        </section>
        <CategoryTiles items={chrome.navItems} label={t('mainNavigation')} />
      </>
    );
  });
}

export const SportsbookLobby = observer(function SportsbookLobby() {
  const { t } = useTranslation();
  const { currentCategory } = useSiteChrome();
  return (
    <section className="sportsbook-lobby" data-page="lobby">
      <h1 className="sportsbook-lobby__title">
        {t('lobbyTitle', { category: currentCategory?.label ?? '' })}
      </h1>
      <p className="sportsbook-lobby__empty">{t('lobbyEmpty')}</p>
    </section>
  );
});
