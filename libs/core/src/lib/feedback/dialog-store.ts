import { makeAutoObservable } from 'mobx';

/** open: shown; closing: playing its exit animation; closed: gone (spec section 4). */
export type DialogState = 'open' | 'closing' | 'closed';
export type DialogDismissReason = 'cancel' | 'backdrop' | 'close' | 'esc' | 'timer';
export type DialogResult =
  | { outcome: 'confirmed'; value?: string }
  | { outcome: 'denied' }
  | { outcome: 'dismissed'; reason: DialogDismissReason };

export interface DialogOptions {
  title: string;
  text?: string;
  icon?: 'success' | 'error' | 'warning' | 'info' | 'question';
  confirmLabel: string;
  denyLabel?: string;
  cancelLabel?: string;
  closeLabel?: string;
  timerMs?: number;
}

export interface DialogEntry {
  id: string;
  options: DialogOptions;
  state: DialogState;
}

/**
 * The message dialogs. One is open at a time: showing a new one closes the current one, whose answer is
 * then `dismissed` with reason `close`. Every dialog goes open → closing (animated) → closed.
 */
export class DialogStore {
  entries: DialogEntry[] = [];
  private nextId = 1;
  private readonly pending = new Map<string, (result: DialogResult) => void>();

  constructor() {
    makeAutoObservable<this, 'nextId' | 'pending'>(this, { nextId: false, pending: false });
  }

  /** The dialog that is open now, if any. */
  get current(): DialogEntry | undefined {
    return this.entries.find((entry) => entry.state === 'open');
  }

  show(options: DialogOptions): Promise<DialogResult> {
    for (const entry of this.entries) {
      if (entry.state === 'open') this.answer(entry.id, { outcome: 'dismissed', reason: 'close' });
    }
    const id = `dialog-${this.nextId++}`;
    this.entries.push({ id, options, state: 'open' });
    return new Promise((resolve) => this.pending.set(id, resolve));
  }

  /** The player's answer: resolves the dialog's promise once and starts its closing animation. */
  answer(id: string, result: DialogResult): void {
    const entry = this.entries.find((e) => e.id === id);
    if (!entry || entry.state !== 'open') return;
    entry.state = 'closing';
    const resolve = this.pending.get(id);
    this.pending.delete(id);
    resolve?.(result);
  }

  /** The closing animation has ended. */
  closed(id: string): void {
    this.entries = this.entries.filter((entry) => entry.id !== id || entry.state === 'open');
  }
}
