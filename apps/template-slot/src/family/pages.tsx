import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSiteChrome } from '@wl/core';
import { CategoryTiles } from '@wl/ui';
import type { SlotLook } from './look';

/** Three decorative reel windows for the `reels` banner; they show shapes, never a result. */
function SlotReels() {
  return (
    <div className="slot-hero__reels" aria-hidden="true">
      <span className="slot-hero__reel slot-hero__reel--star" />
      <span className="slot-hero__reel slot-hero__reel--gem" />
      <span className="slot-hero__reel slot-hero__reel--coin" />
    </div>
  );
}

export function createSlotHome(look: SlotLook) {
  return observer(function SlotHome() {
    const { t } = useTranslation();
    const chrome = useSiteChrome();
    return (
      <>
        <section className={`slot-hero slot-hero--${look.hero}`}>
          <h1 className="slot-hero__title">{t('welcomeTitle', { site: chrome.siteName })}</h1>
          <p className="slot-hero__body">{t('welcomeBody')}</p>
          {look.hero === 'reels' ? <SlotReels /> : null}
        </section>
        <CategoryTiles items={chrome.navItems} label={t('mainNavigation')} />
      </>
    );
  });
}

export const SlotLobby = observer(function SlotLobby() {
  const { t } = useTranslation();
  const { currentCategory } = useSiteChrome();
  return (
    <section className="slot-lobby" data-page="lobby">
      <h1 className="slot-lobby__title">{t('lobbyTitle', { category: currentCategory?.label ?? '' })}</h1>
      <p className="slot-lobby__empty">{t('lobbyEmpty')}</p>
    </section>
  );
});
