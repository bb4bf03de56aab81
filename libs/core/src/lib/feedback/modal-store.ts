import { makeAutoObservable } from 'mobx';
import type { DialogState } from './dialog-store';

/** Modals the shell renders by id: the templates' login modals and the partners list. */
export type ModalId = 'loginmodal' | 'modal-signin' | 'partners';

interface ModalEntry {
  id: ModalId;
  state: DialogState;
}

/** The modal stack: one modal open at a time, opening one closes the current one. */
export class ModalStore {
  entries: ModalEntry[] = [];
  private scheduled: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    makeAutoObservable<this, 'scheduled'>(this, { scheduled: false });
  }

  get current(): ModalId | null {
    return this.entries.find((entry) => entry.state === 'open')?.id ?? null;
  }

  stateOf(id: ModalId): DialogState {
    const entry = this.entries.find((e) => e.id === id);
    return entry ? entry.state : 'closed';
  }

  open(id: ModalId): void {
    this.cancelScheduled();
    for (const entry of this.entries) if (entry.state === 'open' && entry.id !== id) entry.state = 'closing';
    const existing = this.entries.find((e) => e.id === id);
    if (existing) existing.state = 'open';
    else this.entries.push({ id, state: 'open' });
  }

  /** Opens a modal after a delay (the templates' login modal opens 1 s after the guest lands on /). */
  openAfter(id: ModalId, delayMs: number): void {
    this.cancelScheduled();
    this.scheduled = setTimeout(() => {
      this.scheduled = undefined;
      this.open(id);
    }, delayMs);
  }

  cancelScheduled(): void {
    if (this.scheduled !== undefined) clearTimeout(this.scheduled);
    this.scheduled = undefined;
  }

  /** Starts the closing animation of a modal. */
  close(id: ModalId): void {
    const entry = this.entries.find((e) => e.id === id);
    if (entry?.state === 'open') entry.state = 'closing';
  }

  /** The closing animation has ended. */
  closed(id: ModalId): void {
    this.entries = this.entries.filter((entry) => entry.id !== id || entry.state === 'open');
  }
}
