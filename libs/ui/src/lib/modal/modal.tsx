import { useEffect, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { DEFAULT_TRANSITION_MS, prefersReducedMotion } from '../motion/motion';
import { lockPageScroll } from './scroll-lock';
import { useFocusTrap } from './use-focus-trap';
import './modal.css';

/** open: shown; closing: playing its exit animation; closed: not rendered. */
export type ModalState = 'open' | 'closing' | 'closed';

/** How a modal was dismissed without one of its own buttons. */
export type ModalDismissReason = 'backdrop' | 'esc';

export interface ModalProps {
  state: ModalState;
  /** id of the element that names the modal, usually its heading. */
  labelledBy: string;
  /** id of the element that describes it, if any. */
  describedBy?: string;
  /** DOM id, for templates that address a modal by id (for example `loginmodal`). */
  id?: string;
  /** alertdialog for messages that need the player's attention now (errors). */
  role?: 'dialog' | 'alertdialog';
  onDismiss: (reason: ModalDismissReason) => void;
  /** Called once the exit animation of the closing state has ended; the store then sets it closed. */
  onClosed?: () => void;
  dismissOnBackdrop?: boolean;
  dismissOnEscape?: boolean;
  /** Element to focus when it opens; by default the first focusable element inside. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
}

/**
 * An accessible modal window over a dimmed backdrop: focus is trapped inside while open and returned
 * when it closes, Escape and a click on the backdrop dismiss it, the page behind does not scroll.
 */
export function Modal({
  state,
  labelledBy,
  describedBy,
  id,
  role = 'dialog',
  onDismiss,
  onClosed,
  dismissOnBackdrop = true,
  dismissOnEscape = true,
  initialFocusRef,
  className,
  children,
}: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const open = state === 'open';
  const shown = state !== 'closed';
  useFocusTrap(panelRef, open, initialFocusRef);

  const onDismissRef = useRef(onDismiss);
  const onClosedRef = useRef(onClosed);
  useEffect(() => {
    onDismissRef.current = onDismiss;
    onClosedRef.current = onClosed;
  });

  useEffect(() => {
    if (!open || !dismissOnEscape) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onDismissRef.current('esc');
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, dismissOnEscape]);

  useEffect(() => {
    if (state !== 'closing') return;
    const timer = setTimeout(
      () => onClosedRef.current?.(),
      prefersReducedMotion() ? 0 : DEFAULT_TRANSITION_MS,
    );
    return () => clearTimeout(timer);
  }, [state]);

  useEffect(() => {
    if (!shown) return;
    return lockPageScroll();
  }, [shown]);

  if (!shown) return null;

  // A press that starts inside the panel and ends on the backdrop (a text selection) is not a dismissal.
  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    const startedOnBackdrop = pressStartedOnBackdrop.current;
    pressStartedOnBackdrop.current = false;
    if (open && dismissOnBackdrop && startedOnBackdrop && event.target === event.currentTarget) {
      onDismissRef.current('backdrop');
    }
  };

  return (
    <div
      className={`wl-modal wl-modal--${state}`}
      onMouseDown={onBackdropMouseDown}
      onClick={onBackdropClick}
      data-testid="modal-backdrop"
    >
      <div
        ref={panelRef}
        id={id}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        inert={!open || undefined}
        className={['wl-modal__panel', className].filter(Boolean).join(' ')}
      >
        {children}
      </div>
    </div>
  );
}
