import { makeAutoObservable, runInAction } from 'mobx';
import {
  addFavourite,
  getBalance,
  getFavourites,
  getVip,
  isSuccess,
  login,
  loginTac,
  removeFavourite,
  requestLoginTac,
  signup,
  updatePassword,
  updateProfile,
  type ApiTransport,
  type Envelope,
  type FavouriteGame,
  type Game,
  type LoginResponse,
  type MemberRequest,
  type SignupRequest,
  type SiteRequest,
} from '@wl/api';
import type { Translate } from '../errors/translate';
import { NOTICE_TOAST_MS, type ToastStore } from '../feedback/toast-store';
import { SessionPersistence, type StoredSession } from './session-persistence';
import { vipSummary, type VipSummary } from './vip-summary';

export interface UserProfile {
  account_id: string;
  session_token: string;
  full_name: string;
  contact_email: string;
}

export interface UserStoreDeps {
  api: ApiTransport;
  /** domain_name and external_id of the site, for the sign-in calls. */
  site: () => SiteRequest;
  persistence: SessionPersistence;
  /** The global error handler. */
  report: (answer: Envelope) => void;
  toasts: ToastStore;
  translate: Translate;
  now?: () => number;
}

/** The fields of /auth/signup the player gives (and where the sign-up came from); the site's are added. */
export type SignupFields = Omit<SignupRequest, keyof SiteRequest>;

export interface SignInResult {
  ok: boolean;
  answer: Envelope;
}

/** A favourite as the platform sends it (img_url), read as a game (game_image). */
export function favouriteToGame({ img_url, ...game }: FavouriteGame): Game {
  return { ...game, game_image: img_url };
}

/** The signed-in player: session, wallet, VIP progress and favourites (spec section 3). */
export class UserStore {
  isAuthenticated = false;
  user: UserProfile | null = null;
  /** The session token member calls send as `auth`. */
  token = '';
  game = { balance: 0, token: 0 };
  email = '';
  fullname = '';
  game_fav_list: Game[] = [];
  vip: VipSummary | null = null;
  minigame = { frozen_token: 0, token_balance: 0 };

  constructor(private readonly deps: UserStoreDeps) {
    // Every field is replaced whole, never changed in place.
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { deep: false });
  }

  /** account_id and auth for the member calls, while signed in. */
  get member(): MemberRequest | null {
    return this.isAuthenticated && this.user ? { account_id: this.user.account_id, auth: this.token } : null;
  }

  /** Signs in with a password; on success balance, VIP progress and favourites are fetched. */
  async login(accountId: string, password: string): Promise<SignInResult> {
    const answer = await login(this.deps.api, { ...this.deps.site(), account_id: accountId, password });
    return this.afterSignIn(answer);
  }

  /** Signs in with a one-time code (site.tac_login). */
  async loginWithCode(accountId: string, tac: string): Promise<SignInResult> {
    const answer = await loginTac(this.deps.api, { ...this.deps.site(), account_id: accountId, tac });
    return this.afterSignIn(answer);
  }

  /**
   * Creates the account: the platform answers like a login, so the new player is signed in the same way
   * (balance, VIP progress and favourites fetched) and welcomed with 'registered'.
   */
  async register(fields: SignupFields): Promise<SignInResult> {
    const answer = await signup(this.deps.api, { ...this.deps.site(), ...fields });
    return this.afterSignIn(answer, 'registered');
  }

  /** Asks the platform to text a login code to the account's phone. */
  async requestLoginCode(accountId: string): Promise<SignInResult> {
    const answer = await requestLoginTac(this.deps.api, { ...this.deps.site(), account_id: accountId });
    if (!isSuccess(answer)) {
      this.deps.report(answer);
      return { ok: false, answer };
    }
    this.notify(this.t('messages:codeSent', { phone: answer.phone ?? '' }));
    return { ok: true, answer };
  }

  /** Takes up the session a previous page left in storage, so a reload keeps the player signed in. */
  restore(): boolean {
    const stored = this.deps.persistence.read();
    if (!stored) return false;
    this.setSession(stored);
    return true;
  }

  /** Balance (which also checks the session), then VIP progress and favourites if it is still good. */
  async refreshMember(): Promise<void> {
    if (!this.member) return;
    await this.fetchBalance();
    if (this.member) await Promise.all([this.fetchVip(), this.fetchFavourites()]);
  }

  async fetchBalance(): Promise<void> {
    const member = this.member;
    if (!member) return;
    const answer = await getBalance(this.deps.api, member);
    if (!this.answersFor(member)) return;
    if (!isSuccess(answer)) return this.deps.report(answer);
    runInAction(() => {
      this.game = { balance: answer.game_balance ?? 0, token: answer.game_token ?? 0 };
      const frozen =
        'frozen_token' in answer && typeof answer.frozen_token === 'number' ? answer.frozen_token : 0;
      this.minigame = { frozen_token: frozen, token_balance: answer.game_token ?? 0 };
    });
  }

  async fetchVip(): Promise<void> {
    const member = this.member;
    if (!member) return;
    const answer = await getVip(this.deps.api, member);
    if (!this.answersFor(member)) return;
    if (!isSuccess(answer)) return this.deps.report(answer);
    const level = answer.nextLevel?.[0];
    runInAction(() => {
      this.vip = level ? vipSummary(level) : null;
    });
  }

  async fetchFavourites(): Promise<void> {
    const member = this.member;
    if (!member) return;
    const answer = await getFavourites(this.deps.api, member);
    if (!this.answersFor(member)) return;
    runInAction(() => {
      this.game_fav_list = (answer.value ?? []).map(favouriteToGame);
    });
    if (!isSuccess(answer)) this.deps.report(answer);
  }

  isFavourite(game: Pick<Game, 'provider_code' | 'game_code'>): boolean {
    return this.game_fav_list.some(
      (fav) => fav.provider_code === game.provider_code && fav.game_code === game.game_code,
    );
  }

  async addFavourite(game: Game): Promise<boolean> {
    const member = this.member;
    if (!member) return false;
    const { game_image, ...rest } = game;
    const answer = await addFavourite(this.deps.api, { ...member, ...rest, img_url: game_image });
    if (!isSuccess(answer)) {
      this.deps.report(answer);
      return false;
    }
    this.notify(this.t('messages:addedToFavourites'));
    await this.fetchFavourites();
    return true;
  }

  async removeFavourite(game: Pick<Game, 'provider_code' | 'game_code'>): Promise<boolean> {
    const member = this.member;
    if (!member) return false;
    const { provider_code, game_code } = game;
    const answer = await removeFavourite(this.deps.api, { ...member, provider_code, game_code });
    if (!isSuccess(answer)) {
      this.deps.report(answer);
      return false;
    }
    this.notify(this.t('messages:removedFromFavourites'));
    runInAction(() => {
      this.game_fav_list = this.game_fav_list.filter(
        (fav) => fav.provider_code !== provider_code || fav.game_code !== game_code,
      );
    });
    return true;
  }

  /** profile_update: on statusCode 1, value[0] holds the stored name and email. */
  async updateProfile(fullName: string, contactEmail: string): Promise<boolean> {
    const member = this.member;
    if (!member) return false;
    const answer = await updateProfile(this.deps.api, {
      ...member,
      full_name: fullName,
      contact_email: contactEmail,
    });
    if (!isSuccess(answer)) {
      this.deps.report(answer);
      return false;
    }
    const saved = answer.value?.[0];
    runInAction(() => {
      this.fullname = saved?.full_name ?? fullName;
      this.email = saved?.contact_email ?? contactEmail;
      if (this.user) this.user = { ...this.user, full_name: this.fullname, contact_email: this.email };
    });
    this.persist();
    this.notify(this.t('messages:profileUpdated'));
    return true;
  }

  async changePassword(password: string, newPassword: string): Promise<boolean> {
    const member = this.member;
    if (!member) return false;
    const answer = await updatePassword(this.deps.api, { ...member, password, new_password: newPassword });
    if (!isSuccess(answer)) {
      this.deps.report(answer);
      return false;
    }
    this.notify(this.t('messages:passwordChanged'));
    return true;
  }

  /**
   * Ends the session: the store is reset, the stored session cleared and the force-logout marker written,
   * so every other open tab of the site resets and reloads.
   */
  logout(options: { notify?: boolean } = {}): void {
    const wasSignedIn = this.isAuthenticated;
    this.reset();
    this.deps.persistence.clear();
    this.deps.persistence.writeForceLogout((this.deps.now ?? Date.now)());
    if (options.notify && wasSignedIn) this.notify(this.t('messages:loggedOut'));
  }

  /** Back to a guest, without touching storage (another tab logged out). */
  reset(): void {
    this.isAuthenticated = false;
    this.user = null;
    this.token = '';
    this.game = { balance: 0, token: 0 };
    this.email = '';
    this.fullname = '';
    this.game_fav_list = [];
    this.vip = null;
    this.minigame = { frozen_token: 0, token_balance: 0 };
  }

  private async afterSignIn(
    answer: LoginResponse,
    welcome: 'loggedIn' | 'registered' = 'loggedIn',
  ): Promise<SignInResult> {
    if (!isSuccess(answer) || !answer.token) {
      runInAction(() => this.reset());
      this.deps.report(answer.statusCode === 1 ? { ...answer, statusCode: -500, message: '' } : answer);
      return { ok: false, answer };
    }
    const accountId = answer.user?.account_id ?? '';
    this.setSession({
      account_id: accountId,
      session_token: answer.user?.session_token ?? answer.token,
      token: answer.token,
      full_name: answer.fullname ?? '',
      contact_email: answer.email ?? '',
    });
    this.persist();
    this.notify(
      welcome === 'registered'
        ? this.t('messages:registered')
        : this.t('messages:loggedIn', { name: this.fullname || accountId }),
    );
    await Promise.all([this.fetchBalance(), this.fetchVip(), this.fetchFavourites()]);
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

  /** False when the player logged out (or another player signed in) while the call was on its way. */
  private answersFor(member: MemberRequest): boolean {
    return this.member?.account_id === member.account_id && this.member.auth === member.auth;
  }

  private t(key: string, options?: Record<string, unknown>): string {
    return this.deps.translate(key, options);
  }

  private notify(title: string): void {
    this.deps.toasts.show({ variant: 'success', title, durationMs: NOTICE_TOAST_MS });
  }
}
