import { makeAutoObservable } from 'mobx';

/**
 * The phone menu drawer of a slot layout: whether it is open and which button opened it (a layout may
 * have two: the header's and the bottom bar's), so focus goes back to that button when it closes.
 */
export class MenuDrawerState {
  isOpen = false;
  /** The id of the button that opened the drawer last. */
  openerId: string | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  open(openerId: string): void {
    this.isOpen = true;
    this.openerId = openerId;
  }

  close(): void {
    this.isOpen = false;
  }

  toggle(openerId: string): void {
    if (this.isOpen) this.close();
    else this.open(openerId);
  }
}
