import { MEMBER_HINT_COOKIE } from '@wl/site-model';
import { readCookie } from '../browser/cookies';
/** Where the signed-in session is kept, so a reload keeps the player signed in. */
export const SESSION_STORAGE_KEY = 'wl.session';
/** Written at logout; every other open tab sees it change (storage event), resets and reloads. */
export const FORCE_LOGOUT_KEY = 'wl.forceLogout';

export interface StoredSession {
  account_id: string;
  session_token: string;
  /** The session token member calls send as `auth`. */
  token: string;
  full_name: string;
  contact_email: string;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export { MEMBER_HINT_COOKIE };

/** True when a Cookie header or document.cookie carries the member hint (MEMBER_HINT_COOKIE). */
export const hasMemberHint = (cookie: string): boolean => readCookie(cookie, MEMBER_HINT_COOKIE) === '1';

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (['account_id', 'session_token', 'token', 'full_name', 'contact_email'] as const).every(
    (key) => typeof record[key] === 'string',
  );
}

/** The session kept in local storage; storage can be missing or full (private mode), which is not fatal. */
export class SessionPersistence {
  constructor(
    private readonly storage: KeyValueStorage | null,
    /** Where the member hint cookie is written (the page's document); none in tests and on a server. */
    private readonly doc: Pick<Document, 'cookie'> | null = null,
  ) {}

  /** The member hint goes (no session was found to take up). */
  dropHint(): void {
    if (this.doc && hasMemberHint(this.doc.cookie)) this.hint(false);
  }

  private hint(on: boolean): void {
    if (!this.doc) return;
    this.doc.cookie = on
      ? `${MEMBER_HINT_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax`
      : `${MEMBER_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  }

  read(): StoredSession | null {
    try {
      const raw = this.storage?.getItem(SESSION_STORAGE_KEY);
      if (!raw) return null;
      const value: unknown = JSON.parse(raw);
      return isStoredSession(value) && value.account_id && value.token ? value : null;
    } catch {
      return null;
    }
  }

  write(session: StoredSession): void {
    try {
      this.storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    } catch {
      // Without storage the session lasts as long as the page.
    }
    this.hint(true);
  }

  clear(): void {
    try {
      this.storage?.removeItem(SESSION_STORAGE_KEY);
    } catch {
      // Nothing stored.
    }
    this.hint(false);
  }

  /** A new value every time, so other tabs get a storage event even after an earlier logout. */
  writeForceLogout(now: number): void {
    try {
      this.storage?.setItem(FORCE_LOGOUT_KEY, String(now));
    } catch {
      // Other tabs find out at their next member call (sessionExpired).
    }
  }
}

/**
 * Calls `onForceLogout` when another tab writes the force-logout marker. Returns the unsubscribe function.
 */
export function watchForceLogout(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  onForceLogout: () => void,
) {
  const listener = (event: StorageEvent) => {
    if (event.key === FORCE_LOGOUT_KEY && event.newValue !== null) onForceLogout();
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}
