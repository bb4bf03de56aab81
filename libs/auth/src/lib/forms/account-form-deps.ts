import i18next from 'i18next';
import type { ApiTransport, Envelope, SiteRequest } from '@wl/api';
import { NOTICE_TOAST_MS, type RootStore, type ToastStore, type Translate } from '@wl/core';
import type { Repeat } from './resend-timer';

/** What the register and forgotten-password forms use of the store tree; tests pass fakes. */
export interface AccountFormDeps {
  api: ApiTransport;
  /** domain_name and external_id of the site. */
  site: () => SiteRequest;
  /** The global error handler (an error dialog); every failed answer goes there through PlatformRequests. */
  report: (answer: Envelope) => unknown;
  toasts: ToastStore;
  translate: Translate;
  /** The resend countdown's clock (setInterval by default). */
  repeat?: Repeat;
}

/** The form dependencies of the page's store tree. */
export function accountFormDeps(root: RootStore): AccountFormDeps {
  return {
    api: root.api,
    site: () => root.siteRequest,
    report: (answer) => void root.report(answer),
    toasts: root.toasts,
    translate: (key, options) => i18next.t(key, options ?? {}),
  };
}

/** A success toast, as the user store shows them. */
export function notify(deps: AccountFormDeps, title: string): void {
  deps.toasts.show({ variant: 'success', title, durationMs: NOTICE_TOAST_MS });
}

/** The window's local storage, or null where the browser refuses it. */
export function pageStorage(win: Window | null): Storage | null {
  try {
    return win?.localStorage ?? null;
  } catch {
    return null;
  }
}
