import { useEffect, useRef, type FocusEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { lockPageScroll, trapFocus } from '@wl/ui';
import { useDisclosureOpen, type Disclosure } from './disclosure';

export interface DrawerProps {
  /** Open state shared with the buttons that open it. */
  disclosure: Disclosure;
  /** The panel's id; every button that opens it names it in `aria-controls`. */
  id: string;
  /** The panel's accessible name, or the id of the element that names it. */
  label?: string;
  labelledBy?: string;
  /** The layer over the page (fixed, full screen): its backdrop and its panel. Hidden while closed. */
  className?: string;
  backdropClassName?: string;
  panelClassName?: string;
  /** Element to focus when it opens; by default the first focusable element inside. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Closes it, leaving focus where it is, whenever this value changes (the page's path: a link was followed). */
  closeOn?: unknown;
  children: ReactNode;
}

/** Whether `node` is (inside) a button that controls the panel `id`. */
function opensThis(node: EventTarget | null, id: string): boolean {
  const control = node instanceof Element ? node.closest('[aria-controls]') : null;
  return control?.getAttribute('aria-controls')?.split(/\s+/).includes(id) ?? false;
}

/**
 * A panel that slides over the page (a menu drawer), without a look of its own: each skin styles it by its
 * class names. While it is open, focus is inside it and Tab stays there, the page behind does not scroll,
 * and Escape or a press on the backdrop closes it with focus back on the button that opened it. Focus
 * moved out of it by other means (not to one of its buttons) closes it and stays where it went.
 */
export function Drawer({
  disclosure,
  id,
  label,
  labelledBy,
  className,
  backdropClassName,
  panelClassName,
  initialFocusRef,
  closeOn,
  children,
}: DrawerProps) {
  const open = useDisclosureOpen(disclosure);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const release = trapFocus(panel, initialFocusRef?.current);
    // Released as soon as it closes, before the disclosure gives focus back to the opener.
    const unsubscribe = disclosure.subscribe(() => {
      if (!disclosure.isOpen) release(false);
    });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      disclosure.close(true);
    };
    document.addEventListener('keydown', onKeyDown);
    const unlockScroll = lockPageScroll();
    return () => {
      unsubscribe();
      release(false);
      document.removeEventListener('keydown', onKeyDown);
      unlockScroll();
    };
  }, [open, disclosure, initialFocusRef]);

  const firstCloseOn = useRef(true);
  useEffect(() => {
    if (firstCloseOn.current) {
      firstCloseOn.current = false;
      return;
    }
    disclosure.close(false);
  }, [closeOn, disclosure]);

  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) disclosure.close(true);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next === null || panelRef.current?.contains(next) || opensThis(next, id)) return;
    disclosure.close(false);
  };

  return (
    <div className={className} hidden={!open}>
      <div className={backdropClassName} aria-hidden="true" onClick={onBackdropClick} />
      <div
        ref={panelRef}
        id={id}
        className={panelClassName}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        aria-labelledby={labelledBy}
        tabIndex={-1}
        onBlur={onBlur}
      >
        {children}
      </div>
    </div>
  );
}

/** The attributes and click handler of a button that opens and closes the drawer `panelId`. */
export function useDrawerToggle(disclosure: Disclosure, panelId: string) {
  const open = useDisclosureOpen(disclosure);
  return {
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: (event: MouseEvent<HTMLElement>) => disclosure.toggle(event.currentTarget),
  };
}
