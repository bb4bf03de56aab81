import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteChrome, useStores } from '@wl/core';
import { Link, NavLink, useLocation } from '@wl/router';
import { useContentLinks } from './content-links';
import { DrawerAccount } from './DrawerAccount';
import { SlotIcon, iconForPath } from './icons';
import { SlotBrand, useSlotFrame } from './SlotFrame';

const FOCUSABLE =
  'a[href], button:not([disabled]), select:not([disabled]), input:not([disabled]), [tabindex="0"]';

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
  const panel = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  const open = menu.isOpen;

  // Following a link closes the menu.
  useEffect(() => {
    menu.close();
  }, [pathname, menu]);

  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      const onKey = (event: globalThis.KeyboardEvent) => {
        if (event.key === 'Escape') menu.close();
      };
      const doc = panel.current?.ownerDocument;
      doc?.addEventListener('keydown', onKey);
      doc?.body.classList.add('slot-menu-open');
      return () => {
        doc?.removeEventListener('keydown', onKey);
        doc?.body.classList.remove('slot-menu-open');
      };
    }
    if (wasOpen.current) {
      wasOpen.current = false;
      if (menu.openerId) panel.current?.ownerDocument.getElementById(menu.openerId)?.focus();
    }
    return undefined;
  }, [open, menu]);

  const keepFocusInside = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    const active = panel.current.ownerDocument.activeElement;
    if (event.shiftKey && active === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const close = () => menu.close();
  const games = [{ key: 'home', label: t('_m:home'), href: '/' }, ...chrome.navItems];
  return (
    <div className={`slot-drawer slot-drawer--${side}`} hidden={!open}>
      <div className="slot-drawer__backdrop" aria-hidden="true" onClick={close} />
      <div
        ref={panel}
        id={drawerId}
        className="slot-drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-label={t('_m:menu')}
        onKeyDown={keepFocusInside}
      >
        <div className="slot-drawer__head">
          <SlotBrand className="slot-drawer__brand" />
          <button
            type="button"
            className="slot-drawer__close"
            aria-label={t('slotMenuClose')}
            onClick={close}
          >
            <SlotIcon name="close" />
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
                  <SlotIcon name={iconForPath(item.href)} />
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
      </div>
    </div>
  );
});
