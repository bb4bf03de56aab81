import { useEffect, type RefObject } from 'react';

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements inside `container` that Tab can reach, in document order. */
export function tabbableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => !element.closest('[inert], [hidden]'),
  );
}

/** Ends a focus trap; `returnFocus` puts focus back on the element that had it when the trap began. */
export type ReleaseFocusTrap = (returnFocus: boolean) => void;

/**
 * The traps in force, newest last. Only the newest one keeps focus: a dialog opened over a modal (a
 * sign-in refused in the login modal) takes focus from it, and the two never pull focus back and forth.
 */
const activeTraps: object[] = [];

/**
 * Keeps keyboard focus inside `container` until released: focus moves in (to `initialFocus`, else the
 * first tabbable element, else the container), Tab and Shift+Tab wrap around, and focus that lands
 * outside is brought back, while no newer trap is in force.
 */
export function trapFocus(container: HTMLElement, initialFocus?: HTMLElement | null): ReleaseFocusTrap {
  const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const firstStop = () => tabbableElements(container)[0] ?? container;
  // In force before focus moves in, so that an older trap lets it go.
  const trap = {};
  const newest = () => activeTraps[activeTraps.length - 1] === trap;
  activeTraps.push(trap);
  (initialFocus ?? firstStop()).focus();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !newest()) return;
    const stops = tabbableElements(container);
    const first = stops[0];
    const last = stops[stops.length - 1];
    if (!first || !last) {
      event.preventDefault();
      container.focus();
      return;
    }
    const current = document.activeElement;
    const outside = !(current instanceof Node) || !container.contains(current);
    if (event.shiftKey && (current === first || current === container || outside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (current === last || outside)) {
      event.preventDefault();
      first.focus();
    }
  };
  const onFocusIn = (event: FocusEvent) => {
    if (newest() && event.target instanceof Node && !container.contains(event.target)) firstStop().focus();
  };
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('focusin', onFocusIn);
  let released = false;
  return (returnFocus) => {
    if (released) return;
    released = true;
    activeTraps.splice(activeTraps.indexOf(trap), 1);
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('focusin', onFocusIn);
    if (returnFocus && previouslyFocused?.isConnected) previouslyFocused.focus();
  };
}

/**
 * While `active`, keeps keyboard focus inside the container (see trapFocus). When it ends, focus returns
 * to the element that had it before.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  initialFocusRef?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const release = trapFocus(container, initialFocusRef?.current);
    return () => release(true);
  }, [active, containerRef, initialFocusRef]);
}
