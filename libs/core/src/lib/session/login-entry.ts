import type { ModalStore } from '../feedback/modal-store';
import type { LocaleStore } from '../locale/locale-store';
import type { NavigationPort } from '../routes/navigation';
import type { SiteStore } from '../stores/site-store';

/** The query parameter of /login naming the page to return to after signing in. */
export const REDIRECT_PARAM = 'redirect';

/** Pages a player is not sent back to after signing in or up. */
const SIGN_IN_PAGES = ['/login', '/register', '/forgot-password'];

/** Only paths of this site are followed after sign-in (never //other.host or a URL). */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}

/**
 * The template's way in for a guest (spec section 2): /login for most templates; slot2, slot4 and
 * sportsbook1 go to / and open #loginmodal after 1 s; slot5 opens #modal-signin after 1 s.
 */
export class LoginEntryService {
  constructor(
    private readonly deps: {
      site: SiteStore;
      modals: ModalStore;
      navigation: NavigationPort;
      locale: LocaleStore;
    },
  ) {}

  /** Sends the guest to the login page or modal; `from` is where they wanted to go. */
  send(from?: string): void {
    const entry = this.deps.site.template?.loginEntry ?? { kind: 'page', path: '/login' };
    if (entry.kind === 'page') {
      this.deps.navigation.navigate(this.loginPagePath(from), { replace: true });
      return;
    }
    this.deps.navigation.navigate(this.deps.locale.path('/'), { replace: true });
    this.deps.modals.openAfter(entry.modalId, entry.delayMs);
  }

  /** Opens the template's sign-in right away (a header button, the rewards icon). */
  open(from?: string): void {
    const entry = this.deps.site.template?.loginEntry ?? { kind: 'page', path: '/login' };
    if (entry.kind === 'page') this.deps.navigation.navigate(this.loginPagePath(from));
    else this.deps.modals.open(entry.modalId);
  }

  loginPagePath(from?: string): string {
    // Back to a sign-in page would only show it again: then the player goes home afterwards.
    return this.pagePath('/login', from, SIGN_IN_PAGES);
  }

  /** /register, with the way back to `from` (the sign-up ends there, as a login does). */
  registerPagePath(from?: string): string {
    return this.pagePath('/register', from, ['/', ...SIGN_IN_PAGES]);
  }

  private pagePath(page: string, from: string | undefined, notBackTo: readonly string[]): string {
    const path = this.deps.locale.path(page);
    const back = safeRedirect(from);
    const backPath = back === null ? '' : this.deps.locale.routing.parse(back.split(/[?#]/)[0] ?? '').path;
    return back && !notBackTo.includes(backPath)
      ? `${path}?${REDIRECT_PARAM}=${encodeURIComponent(back)}`
      : path;
  }
}
