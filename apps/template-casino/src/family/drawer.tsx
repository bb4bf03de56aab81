import { observer } from 'mobx-react-lite';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { useLocation } from '@wl/router';
import { CloseIcon, Drawer, useDisclosureOpen } from '@wl/ui-skin';
import { HeaderAccount } from './account';
import { Brand, DRAWER_ID, useCasinoMenu } from './frame';
import { ContentNav, GameNav } from './nav';

export interface MenuDrawerProps {
  /** The edge it slides in from; `full` covers the whole screen. */
  side: 'left' | 'right' | 'full';
  /** Shown above the menus instead of the account controls. */
  top?: ReactNode;
  className?: string;
}

/**
 * The phone menu: the game menu and the content pages in a panel over the page. Opening moves focus to
 * its close button; Escape, the close button or the scrim close it and return focus to the button that
 * opened it; following a link closes it and leaves focus where it went.
 */
export const MenuDrawer = observer(function MenuDrawer({ side, top, className }: MenuDrawerProps) {
  const { t } = useTranslation();
  const menu = useCasinoMenu();
  const open = useDisclosureOpen(menu);
  const closeButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  return (
    <Drawer
      disclosure={menu}
      id={DRAWER_ID}
      label={t('_m:menu')}
      className={['casino-drawer', `casino-drawer--${side}`, className].filter(Boolean).join(' ')}
      backdropClassName="casino-drawer__scrim"
      panelClassName="casino-drawer__panel"
      initialFocusRef={closeButton}
      closeOn={pathname}
    >
      <div className="casino-drawer__head">
        <Brand className="casino-drawer__brand" />
        <button
          type="button"
          ref={closeButton}
          className="casino-drawer__close"
          aria-label={t('casino:casinoMenuClose')}
          onClick={() => menu.close(true)}
        >
          <CloseIcon className="casino-icon" />
        </button>
      </div>
      {open ? (
        <>
          <div className="casino-drawer__top">{top ?? <HeaderAccount variant="bar" />}</div>
          <GameNav variant="list" icons home className="casino-drawer__games" />
          <ContentNav className="casino-drawer__pages" />
        </>
      ) : null}
    </Drawer>
  );
});
