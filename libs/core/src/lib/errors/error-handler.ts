import { SESSION_ENDING_KEYS } from '@wl/contract/errors';
import type { DialogStore } from '../feedback/dialog-store';
import { ERROR_TOAST_MS, SESSION_EXPIRED_TOAST_MS, type ToastStore } from '../feedback/toast-store';
import type { Translate } from './translate';

/** What the global handler reads of an answer: the envelope's statusCode and message. */
export interface HandledAnswer {
  statusCode?: number | null;
  message?: string | null;
}

/** Messages that end the session (spec section 8): the contract's session-ending error keys. */
export const SESSION_EXPIRED_MESSAGES: readonly string[] = SESSION_ENDING_KEYS;

export type HandledAs = 'success' | 'sessionExpired' | 'unavailable' | 'error';

export interface ErrorHandlerDeps {
  toasts: ToastStore;
  dialogs: DialogStore;
  translate: Translate;
  /** Logs the player out and sends them to the template's login page or modal. */
  endSession: () => void;
  console?: Pick<Console, 'warn'>;
}

const LETTERS_ONLY = /^[A-Za-z]+$/;

/** statusCode 1, message 'OK' or an answer without a status: nothing to show. */
export function isSilentSuccess(answer: HandledAnswer): boolean {
  return answer.statusCode === 1 || answer.message === 'OK' || answer.statusCode == null;
}

/**
 * The global error handler of spec section 8: silent on success, the session-expired flow for the
 * messages that end a session, a console warning for serviceUnavailable, else an error dialog (or the
 * 3 s error toast).
 */
export class ErrorHandler {
  constructor(private readonly deps: ErrorHandlerDeps) {}

  handle(answer: HandledAnswer, display: 'dialog' | 'toast' = 'dialog'): HandledAs {
    if (isSilentSuccess(answer)) return 'success';
    const message = answer.message ?? '';
    if (SESSION_EXPIRED_MESSAGES.includes(message)) {
      this.sessionExpired();
      return 'sessionExpired';
    }
    if (message === 'serviceUnavailable') {
      (this.deps.console ?? console).warn('A service is unavailable', answer);
      return 'unavailable';
    }
    const title = this.t('errors:errorTitle');
    const text = this.describe(message);
    if (display === 'toast') {
      this.deps.toasts.show({ variant: 'error', title, text, durationMs: ERROR_TOAST_MS });
    } else {
      void this.deps.dialogs.show({ title, text, icon: 'error', confirmLabel: this.t('messages:ok') });
    }
    return 'error';
  }

  /** The warning toast titled invalidSession for 10 s bottom-right, then logout and the login entry. */
  sessionExpired(): void {
    this.deps.toasts.show({
      variant: 'warning',
      title: this.t('errors:invalidSession'),
      text: this.t('errors:sessionExpired'),
      durationMs: SESSION_EXPIRED_TOAST_MS,
    });
    this.deps.endSession();
  }

  /** A letters-only message is a key of the errors file; anything else is shown as it is. */
  describe(message: string): string {
    if (!message) return this.t('errors:unknownError');
    if (!LETTERS_ONLY.test(message)) return message;
    return this.deps.translate(message, { ns: 'errors', defaultValue: message });
  }

  private t(key: string): string {
    return this.deps.translate(key);
  }
}
