import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '@wl/router';
import { HeaderAccount } from './account';
import { Brand, DRAWER_ID, useCasinoMenu } from './frame';
import { CloseIcon } from './icons';
import { ContentNav, GameNav } from './nav';

export interface MenuDrawerProps {
  /** The edge it slides in from; `full` covers the whole screen. */
  side: 'left' | 'right' | 'full';
  /** Shown above the menus instead of the account controls. */
  top?: ReactNode;
  className?: string;
}

const isToggle = (node: EventTarget | null): boolean =>
  node instanceof Element && node.closest(`[aria-controls="${DRAWER_ID}"]`) !== null;

/**
 * The phone menu: the game menu and the content pages in a panel over the page. Opening moves focus to
 * its close button; Escape or the close button closes it and returns focus to the button that opened it;
 * following a link, clicking outside it or tabbing out of it closes it and leaves focus where it went.
 */
export const MenuDrawer = observer(function MenuDrawer({ side, top, className }: MenuDrawerProps) {
  const { t } = useTranslation();
  const menu = useCasinoMenu();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const open = menu.isOpen;

  useEffect(() => {
    menu.close(false);
  }, [menu, pathname]);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') menu.close(true);
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target;
      if (target instanceof Node && panel.current?.contains(target)) return;
      if (isToggle(target)) return;
      menu.close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [menu, open]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next === null || panel.current?.contains(next) || isToggle(next)) return;
    menu.close(false);
  };

  return (
    <div
      className={['casino-drawer', `casino-drawer--${side}`, className].filter(Boolean).join(' ')}
      hidden={!open}
    >
      <div className="casino-drawer__scrim" aria-hidden="true" />
      <div className="casino-drawer__panel" id={DRAWER_ID} ref={panel} onBlur={onBlur}>
        <div className="casino-drawer__head">
          <Brand className="casino-drawer__brand" />
          <button
            type="button"
            ref={closeButton}
            className="casino-drawer__close"
            aria-label={t('casinoMenuClose')}
            onClick={() => menu.close(true)}
          >
            <CloseIcon />
          </button>
        </div>
        {open ? (
          <>
            <div className="casino-drawer__top">{top ?? <HeaderAccount variant="bar" />}</div>
            <GameNav variant="list" icons home className="casino-drawer__games" />
            <ContentNav className="casino-drawer__pages" />
          </>
        ) : null}
      </div>
    </div>
  );
});
