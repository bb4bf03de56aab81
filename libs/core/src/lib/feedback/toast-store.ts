import { makeAutoObservable } from 'mobx';

export type ToastVariant = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  id: string;
  variant: ToastVariant;
  title: string;
  text?: string;
  durationMs: number;
  /** The spec's toasts sit bottom-right. */
  position: 'bottom-right';
}

/** The session-expired warning stays 10 s; the error toast 3 s (spec section 9). */
export const SESSION_EXPIRED_TOAST_MS = 10_000;
export const ERROR_TOAST_MS = 3_000;
/** Success and information toasts (logged out, saved, ...). */
export const NOTICE_TOAST_MS = 3_000;

export type ToastInput = Omit<Toast, 'id' | 'position'>;

/** The toasts on screen, newest last. Each closes itself when its time runs out (the stack counts it). */
export class ToastStore {
  toasts: Toast[] = [];
  private nextId = 1;

  constructor() {
    makeAutoObservable<this, 'nextId'>(this, { nextId: false }, { deep: false });
  }

  show(input: ToastInput): string {
    const id = `toast-${this.nextId++}`;
    // A new array each time: lists that animate their items compare arrays by identity.
    this.toasts = [...this.toasts, { ...input, id, position: 'bottom-right' }];
    return id;
  }

  dismiss(id: string): void {
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
  }

  clear(): void {
    this.toasts = [];
  }
}
