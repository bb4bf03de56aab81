import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { useLocation } from '@wl/router';
import { CloseIcon, Drawer, MenuIcon, useDisclosure, useDrawerToggle } from '@wl/ui-skin';

export interface MenuDrawerProps {
  /** What the drawer holds. */
  children: (close: () => void) => ReactNode;
  /** Class of the toggle button, for its place in the template. */
  toggleClassName?: string;
  /** The toggle shows its label beside the icon (a bottom tab bar), else the icon alone. */
  showLabel?: boolean;
}

/**
 * A side drawer for phones and its toggle: the toggle says whether it is open; Escape, the close button,
 * the backdrop and following a link close it; Tab stays inside while it is open and the focus goes back
 * to the toggle after.
 */
export const MenuDrawer = observer(function MenuDrawer({
  children,
  toggleClassName,
  showLabel,
}: MenuDrawerProps) {
  const { t } = useTranslation();
  const menu = useDisclosure();
  const panelId = useId();
  const titleId = useId();
  const toggle = useDrawerToggle(menu, panelId);
  const { pathname } = useLocation();
  const close = () => menu.close(true);
  const open = toggle['aria-expanded'];

  return (
    <>
      <button
        type="button"
        className={`sb-drawer-toggle${toggleClassName ? ` ${toggleClassName}` : ''}`}
        {...toggle}
        aria-label={showLabel ? undefined : t('sportsbook:sbMenuOpen')}
      >
        <MenuIcon size={22} />
        {showLabel ? <span className="sb-drawer-toggle__label">{t('sportsbook:sbMenu')}</span> : null}
      </button>
      <Drawer
        disclosure={menu}
        id={panelId}
        labelledBy={titleId}
        className={`sb-drawer${open ? ' sb-drawer--open' : ''}`}
        backdropClassName="sb-drawer__backdrop"
        panelClassName="sb-drawer__panel"
        closeOn={pathname}
      >
        <div className="sb-drawer__head">
          <p id={titleId} className="sb-drawer__title">
            {t('sportsbook:sbMenu')}
          </p>
          <button
            type="button"
            className="sb-drawer__close"
            aria-label={t('sportsbook:sbMenuClose')}
            onClick={close}
          >
            <CloseIcon size={20} />
          </button>
        </div>
        <div className="sb-drawer__body">{children(close)}</div>
      </Drawer>
    </>
  );
});
