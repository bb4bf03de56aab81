import { observer } from 'mobx-react-lite';
import { useTranslation } from '@wl/i18n';
import { useSiteChrome, useStores } from '@wl/core';
import { Link, NavLink, useLocation } from '@wl/router';
import { CloseIcon, Drawer, GameCategoryIcon } from '@wl/ui-skin';
import { useContentLinks } from './content-links';
import { DrawerAccount } from './DrawerAccount';
import { SlotBrand, useSlotFrame } from './SlotFrame';

export interface MenuDrawerProps {
  /** Where the panel comes from: a side, the bottom (a sheet) or the whole screen. */
  side: 'left' | 'right' | 'bottom' | 'full';
}

/**
 * The layout's menu: the game categories and the content pages in a panel over the page. While it is
 * open, Tab stays inside it; Escape, the close button, the backdrop or following a link close it, and
 * focus goes back to the button that opened it.
 */
export const MenuDrawer = observer(function MenuDrawer({ side }: MenuDrawerProps) {
  const { t } = useTranslation();
  const { menu, drawerId } = useSlotFrame();
  const chrome = useSiteChrome();
  const { locale } = useStores();
  const groups = useContentLinks();
  const { pathname } = useLocation();

  const close = () => menu.close(true);
  const games = [{ key: 'home', label: t('_m:home'), href: '/' }, ...chrome.navItems];
  return (
    <Drawer
      disclosure={menu}
      id={drawerId}
      label={t('_m:menu')}
      className={`slot-drawer slot-drawer--${side}`}
      backdropClassName="slot-drawer__backdrop"
      panelClassName="slot-drawer__panel"
      closeOn={pathname}
    >
      <div className="slot-drawer__head">
        <SlotBrand className="slot-drawer__brand" />
        <button
          type="button"
          className="slot-drawer__close"
          aria-label={t('slot:slotMenuClose')}
          onClick={close}
        >
          <CloseIcon className="slot-icon" />
        </button>
      </div>
      <DrawerAccount />
      <nav className="slot-drawer__nav" aria-label={t('_m:menu')}>
        <h2 className="slot-drawer__title">{t('_m:games')}</h2>
        <ul className="slot-drawer__games">
          {games.map((item) => (
            <li key={item.key}>
              <NavLink
                className="slot-drawer__game"
                to={locale.path(item.href)}
                end={item.href === '/'}
                onClick={close}
              >
                <GameCategoryIcon href={item.href} label={item.label} className="slot-icon" />
                <span>{item.label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
        {groups.map((group) => (
          <div className="slot-drawer__group" key={group.key}>
            <h2 className="slot-drawer__title">{group.title}</h2>
            <ul className="slot-drawer__links">
              {group.links.map((link) => (
                <li key={link.path}>
                  <Link className="slot-drawer__link" to={locale.path(link.path)} onClick={close}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </Drawer>
  );
});
