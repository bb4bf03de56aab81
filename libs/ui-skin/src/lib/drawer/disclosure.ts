import { useState, useSyncExternalStore } from 'react';

/** Something focus can go back to: the button that opened a drawer. */
export interface FocusTarget {
  focus(): void;
}

/**
 * Whether a drawer (or any panel shown over the page) is open, and which control opened it, so that a
 * close the player asked for (Escape, a close button, the backdrop) puts focus back where they were. Its
 * openers and its drawer share one instance; React reads it through useDisclosureOpen.
 */
export class Disclosure {
  private openNow = false;
  private opener: FocusTarget | null = null;
  private readonly listeners = new Set<() => void>();

  get isOpen(): boolean {
    return this.openNow;
  }

  /** Opens it; `opener` gets focus back on close (by default the element that has focus now). */
  open(opener: FocusTarget | null = focusedElement()): void {
    this.opener = opener;
    if (this.openNow) return;
    this.openNow = true;
    this.emit();
  }

  toggle(opener: FocusTarget | null = focusedElement()): void {
    if (this.openNow) this.close(true);
    else this.open(opener);
  }

  /**
   * `returnFocus`: the player closed it (Escape, close button, backdrop) and focus goes back to the
   * opener; false when they moved on (followed a link, focus went elsewhere) and focus stays there.
   */
  close(returnFocus: boolean): void {
    if (!this.openNow) return;
    this.openNow = false;
    const opener = this.opener;
    this.opener = null;
    // Listeners first: the drawer releases its focus trap before focus leaves it.
    this.emit();
    if (returnFocus) opener?.focus();
  }

  /** Calls `listener` on every open and close; returns the unsubscribe function. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private emit(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

function focusedElement(): FocusTarget | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/** A disclosure owned by the calling component, for the lifetime of the component. */
export function useDisclosure(): Disclosure {
  const [disclosure] = useState(() => new Disclosure());
  return disclosure;
}

/** Whether `disclosure` is open; the caller re-renders when it opens or closes. */
export function useDisclosureOpen(disclosure: Disclosure): boolean {
  const { subscribe } = disclosure;
  const snapshot = () => disclosure.isOpen;
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
