import { makeAutoObservable, runInAction } from 'mobx';
import {
  login,
  loginTac,
  logout,
  requestLoginTac,
  signup,
  updatePassword,
  type Envelope,
  type LoginResponse,
  type MemberRequest,
  type SignInRecord,
  type SignupRequest,
  type SiteRequest,
} from '@wl/api';
import type { Translate } from '../errors/translate';
import { NOTICE_TOAST_MS, type ToastStore } from '../feedback/toast-store';
import { PlatformRequests, type PlatformPort } from '../stores/base/platform-requests';
import type { SessionPersistence, StoredSession } from './session-persistence';

export interface UserProfile {
  account_id: string;
  session_token: string;
  full_name: string;
  contact_email: string;
}

export interface SessionStoreDeps {
  platform: PlatformPort;
  /** domain_name and external_id of the site, for the sign-in calls. */
  site: () => SiteRequest;
  persistence: SessionPersistence;
  toasts: ToastStore;
  translate: Translate;
  /** Loads the player's data (balance, VIP progress, favourites...) once signed in. */
  loadMemberData: () => Promise<void>;
  /** Clears the player's data of every store, whenever the session ends. */
  clearMemberData: () => void;
  now?: () => number;
}

/** The fields of /auth/signup the player gives (and where the sign-up came from); the site's are added. */
export type SignupFields = Omit<SignupRequest, keyof SiteRequest>;

export interface SignInResult {
  ok: boolean;
  answer: Envelope;
}

const hasToken = (answer: LoginResponse) => Boolean(answer.token);

/**
 * The player's session (spec section 3): sign-in by password, code or sign-up, the token member calls
 * send, its persistence across reloads and tabs, the password change and the end of the session. The
 * player's data lives in the feature stores, which the root store loads and clears with the session.
 */
export class SessionStore {
  isAuthenticated = false;
  user: UserProfile | null = null;
  /** The session token member calls send as `auth`. */
  token = '';
  email = '';
  fullname = '';
  /**
   * The page was rendered for a guest while a player may be signed in (the member hint): until the
   * session is taken up after hydration, the player's parts of the page wait rather than show a guest's.
   */
  pending = false;
  /**
   * The player's sign-in before this one (time, address, device), from the answer of a sign-in made on
   * this page: shown to the player once, then forgotten (`lastSignInShown`). A session taken up from
   * storage has none, so a reload does not show it again.
   */
  lastSignIn: SignInRecord | null = null;
  private readonly requests: PlatformRequests;

  constructor(private readonly deps: SessionStoreDeps) {
    this.requests = new PlatformRequests(deps.platform, this);
    // Every field is replaced whole, never changed in place.
    makeAutoObservable<this, 'deps' | 'requests'>(this, { deps: false, requests: false }, { deep: false });
  }

  /** account_id and auth for the member calls, while signed in. */
  get member(): MemberRequest | null {
    return this.isAuthenticated && this.user ? { account_id: this.user.account_id, auth: this.token } : null;
  }

  /** Signs in with a password; on success the player's data (balance, VIP, favourites) is fetched. */
  async login(accountId: string, password: string): Promise<SignInResult> {
    const site = this.deps.site();
    return this.signIn(['password', accountId], () =>
      login(this.deps.platform.api, { ...site, account_id: accountId, password }),
    );
  }

  /** Signs in with a one-time code (site.tac_login). */
  async loginWithCode(accountId: string, tac: string): Promise<SignInResult> {
    const site = this.deps.site();
    return this.signIn(['code', accountId], () =>
      loginTac(this.deps.platform.api, { ...site, account_id: accountId, tac }),
    );
  }

  /**
   * Creates the account: the platform answers like a login, so the new player is signed in the same way
   * (the player's data fetched) and welcomed with 'registered'.
   */
  async register(fields: SignupFields): Promise<SignInResult> {
    const site = this.deps.site();
    return this.signIn(
      ['signup', fields.account_id],
      () => signup(this.deps.platform.api, { ...site, ...fields }),
      'registered',
    );
  }

  /** Asks the platform to text a login code to the account's phone. */
  async requestLoginCode(accountId: string): Promise<SignInResult> {
    const site = this.deps.site();
    const { answer, ok } = await this.requests.run('loginCode', () =>
      requestLoginTac(this.deps.platform.api, { ...site, account_id: accountId }),
    );
    if (ok) this.notify(this.t('messages:codeSent', { phone: answer.phone ?? '' }));
    return { ok, answer };
  }

  /** The player's parts of the page wait for `restore` (a server-rendered page with the member hint). */
  markPending(): void {
    this.pending = true;
  }

  /** Takes up the session a previous page left in storage, so a reload keeps the player signed in. */
  restore(): boolean {
    this.pending = false;
    const stored = this.deps.persistence.read();
    if (!stored) {
      // No session here any more: the hint goes too, so the next page is a guest's at once.
      this.deps.persistence.dropHint();
      return false;
    }
    this.setSession(stored);
    return true;
  }

  async changePassword(password: string, newPassword: string): Promise<boolean> {
    const outcome = await this.requests.forMember('password', (member) =>
      updatePassword(this.deps.platform.api, { ...member, password, new_password: newPassword }),
    );
    if (!outcome?.ok) return false;
    this.notify(this.t('messages:passwordChanged'));
    return true;
  }

  /** The name and e-mail the platform stored for the player (profile update), kept across reloads. */
  applyProfile(fullName: string, contactEmail: string): void {
    this.fullname = fullName;
    this.email = contactEmail;
    if (this.user) this.user = { ...this.user, full_name: fullName, contact_email: contactEmail };
    this.persist();
  }

  /**
   * The player signs out: the platform revokes this session's token, so a copied token stops working at
   * once, and the session ends here as on any logout, without waiting for the answer. A failed revoke is
   * not shown: the session has ended in this browser either way, and the token expires on its own.
   */
  signOut(): Promise<unknown> {
    const member = this.member;
    const revoked = member
      ? this.requests.run('logout', () => logout(this.deps.platform.api, member), { quiet: () => true })
      : Promise.resolve();
    this.logout({ notify: true });
    return revoked;
  }

  /**
   * Ends the session: every store is reset, the stored session cleared and the force-logout marker
   * written, so every other open tab of the site resets and reloads.
   */
  logout(options: { notify?: boolean } = {}): void {
    const wasSignedIn = this.isAuthenticated;
    this.reset();
    this.deps.persistence.clear();
    this.deps.persistence.writeForceLogout((this.deps.now ?? Date.now)());
    if (options.notify && wasSignedIn) this.notify(this.t('messages:loggedOut'));
  }

  /** The previous sign-in has been shown to the player: not again in this session. */
  lastSignInShown(): void {
    this.lastSignIn = null;
  }

  /** Back to a guest, without touching storage (another tab logged out); the player's data goes too. */
  reset(): void {
    this.isAuthenticated = false;
    this.lastSignIn = null;
    this.user = null;
    this.token = '';
    this.email = '';
    this.fullname = '';
    this.requests.clear();
    this.deps.clearMemberData();
  }

  /** `attempt` names the sign-in: the same one sent twice while on its way is sent once. */
  private async signIn(
    attempt: readonly string[],
    call: () => Promise<LoginResponse>,
    welcome: 'loggedIn' | 'registered' = 'loggedIn',
  ): Promise<SignInResult> {
    const { answer, ok, current } = await this.requests.run('session', call, {
      args: attempt,
      accept: hasToken,
    });
    // A newer sign-in (or a logout) came after this one: its answer changes nothing.
    if (!current) return { ok: false, answer };
    if (!ok) {
      runInAction(() => this.reset());
      return { ok: false, answer };
    }
    const accountId = answer.user?.account_id ?? '';
    // Before the session starts: whatever shows it for a signed-in player finds it there from the start.
    runInAction(() => {
      this.lastSignIn = answer.last_login ?? null;
    });
    this.setSession({
      account_id: accountId,
      session_token: answer.user?.session_token ?? answer.token ?? '',
      token: answer.token ?? '',
      full_name: answer.fullname ?? '',
      contact_email: answer.email ?? '',
    });
    this.persist();
    this.notify(
      welcome === 'registered'
        ? this.t('messages:registered')
        : this.t('messages:loggedIn', { name: this.fullname || accountId }),
    );
    await this.deps.loadMemberData();
    return { ok: true, answer };
  }

  private setSession(session: StoredSession): void {
    this.isAuthenticated = true;
    this.token = session.token;
    this.fullname = session.full_name;
    this.email = session.contact_email;
    this.user = {
      account_id: session.account_id,
      session_token: session.session_token,
      full_name: session.full_name,
      contact_email: session.contact_email,
    };
  }

  private persist(): void {
    if (!this.user) return;
    this.deps.persistence.write({ ...this.user, token: this.token });
  }

  private t(key: string, options?: Record<string, unknown>): string {
    return this.deps.translate(key, options);
  }

  private notify(title: string): void {
    this.deps.toasts.show({ variant: 'success', title, durationMs: NOTICE_TOAST_MS });
  }
}
