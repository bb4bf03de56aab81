import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSiteChrome } from '@wl/core';
import { CategoryTiles } from '@wl/ui';
import type { CasinoLook } from './look';

export function createCasinoHome(look: CasinoLook) {
  return observer(function CasinoHome() {
    const { t } = useTranslation();
    const chrome = useSiteChrome();
    return (
      <>
        <section className={`casino-hero casino-hero--${look.hero}`}>
          <h1>{t('welcomeTitle', { site: chrome.siteName })}</h1>
          <p>{t('welcomeBody')}</p>
        </section>
        <CategoryTiles items={chrome.navItems} label={t('mainNavigation')} />
      </>
    );
  });
}

export const CasinoLobby = observer(function CasinoLobby() {
  const { t } = useTranslation();
  const { currentCategory } = useSiteChrome();
  return (
    <section className="casino-lobby" data-page="lobby">
      <h1>{t('lobbyTitle', { category: currentCategory?.label ?? '' })}</h1>
      <p className="casino-lobby__empty">{t('lobbyEmpty')}</p>
    </section>
  );
});
