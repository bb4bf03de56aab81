import { makeAutoObservable } from 'mobx';

/** Something focus can go back to: the button that opened the menu. */
export interface FocusTarget {
  focus(): void;
}

/**
 * The phone menu (drawer) of a casino layout: open or closed, and which button opened it, so that closing
 * with Escape or the close button puts focus back where the player was.
 */
export class MenuState {
  isOpen = false;
  private opener: FocusTarget | null = null;

  constructor() {
    makeAutoObservable<this, 'opener'>(this, { opener: false });
  }

  open(opener: FocusTarget | null = null): void {
    this.opener = opener;
    this.isOpen = true;
  }

  toggle(opener: FocusTarget | null = null): void {
    if (this.isOpen) this.close(true);
    else this.open(opener);
  }

  /** `returnFocus`: the player closed it (Escape, close button); false when they moved on (a link). */
  close(returnFocus: boolean): void {
    if (!this.isOpen) return;
    this.isOpen = false;
    const opener = this.opener;
    this.opener = null;
    if (returnFocus) opener?.focus();
  }
}
