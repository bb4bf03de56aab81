import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '@wl/router';

export interface MenuDrawerProps {
  /** What the drawer holds. */
  children: (close: () => void) => ReactNode;
  /** Class of the toggle button, for its place in the template. */
  toggleClassName?: string;
  /** The toggle shows its label beside the icon (a bottom tab bar), else the icon alone. */
  showLabel?: boolean;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), select:not([disabled]), input:not([disabled]), [tabindex="0"]';

/**
 * A side drawer for phones: the toggle says whether it is open; Escape, the close button, the backdrop and
 * following a link close it; Tab stays inside while it is open and the focus goes back to the toggle after.
 */
export const MenuDrawer = observer(function MenuDrawer({
  children,
  toggleClassName,
  showLabel,
}: MenuDrawerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const wasOpen = useRef(false);

  const close = () => setOpen(false);

  // A new page closes the drawer.
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          setOpen(false);
          return;
        }
        if (event.key !== 'Tab' || !panelRef.current) return;
        const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      };
      document.addEventListener('keydown', onKey);
      document.documentElement.classList.add('sb-drawer-open');
      return () => {
        document.removeEventListener('keydown', onKey);
        document.documentElement.classList.remove('sb-drawer-open');
      };
    }
    if (wasOpen.current) {
      wasOpen.current = false;
      toggleRef.current?.focus();
    }
    return undefined;
  }, [open]);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={`sb-drawer-toggle${toggleClassName ? ` ${toggleClassName}` : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={showLabel ? undefined : t('sbMenuOpen')}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {showLabel ? <span className="sb-drawer-toggle__label">{t('sbMenu')}</span> : null}
      </button>
      <div className={`sb-drawer${open ? ' sb-drawer--open' : ''}`} hidden={!open}>
        <div className="sb-drawer__backdrop" onClick={close} aria-hidden="true" />
        <div
          ref={panelRef}
          id={panelId}
          className="sb-drawer__panel"
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
        >
          <div className="sb-drawer__head">
            <p id={titleId} className="sb-drawer__title">
              {t('sbMenu')}
            </p>
            <button type="button" className="sb-drawer__close" aria-label={t('sbMenuClose')} onClick={close}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <div className="sb-drawer__body">{children(close)}</div>
        </div>
      </div>
    </>
  );
});
