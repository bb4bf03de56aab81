import type { SiteRef } from '../sites/site-types';
import type { Asset } from './ledger';
import type { PlayerRow } from './player-records';
import type { ExclusionAnswer, ExclusionInput } from './protection/exclusion-service';
import type {
  LimitInput,
  ProtectionChangeAnswer,
  ProtectionOverview,
  SessionInput,
} from './protection/limits-service';
import type { SessionStatus } from './protection/session-status';
import type { CodeLoginAnswer, SecurityOverview } from './security/security-service';

/** Where a call came from: the site's host name (domain_name, else the Host) and the client address. */
export interface ClientContext {
  domainName: string;
  externalId?: string | null;
  address: string;
  /** The browser's User-Agent (sessions and sign-in attempts show the device). */
  userAgent?: string;
}

/** A player whose session token was accepted for this call. */
export interface Member {
  site: SiteRef;
  player: PlayerRow;
  sessionId: number;
  /** When this session signed in (the session time limit and the reality check count from it). */
  sessionStartedAt: Date;
  /** The client address of this call (rate limits). */
  address: string;
}

export interface SignupInput {
  accountId: string;
  password: string;
  contactPhone: string;
  contactEmail?: string;
  referrerCode?: string;
  ch?: string;
  cm?: string;
  pp?: string;
  affiliateCode?: string;
  fbp?: string;
  appsflyerId?: string;
  visitorId?: string;
}

/** Where and with what a sign-in happened. */
export interface SignInView {
  at: Date;
  address: string;
  userAgent: string;
}

export interface LoginResult {
  token: string;
  accountId: string;
  fullName: string;
  contactEmail: string;
  /** The player's successful sign-in before this one (null for the first). */
  lastLogin: SignInView | null;
}

export interface CodeSent {
  /** The registered phone with all but its last four digits masked. */
  phone: string;
  expiresInSeconds: number;
  resendInSeconds: number;
}

export interface WalletView {
  currency: string;
  /** In the site currency's major units (123.45). */
  gameBalance: number;
  tokens: number;
  frozenTokens: number;
}

export interface VipLevelInput {
  level: number;
  vipName: string;
  startingDepositMinor: number;
  startingTurnoverMinor: number;
}

export interface VipLevelView extends VipLevelInput {
  startingDeposit: number;
  startingTurnover: number;
}

export interface VipProgress {
  totalDeposit: number;
  totalTurnover: number;
  /** What the player deposited and turned over since reaching the current level's thresholds. */
  cycleDeposit: number;
  cycleTurnover: number;
  /** Percent of the way from the current level's threshold to the next one, 0 to 100. */
  depositProgress: number;
  turnoverProgress: number;
  current: VipLevelView | undefined;
  next: VipLevelView | undefined;
}

export interface FavouriteView {
  providerCode: string;
  gameCode: string;
  gameName: string;
  gameType: string;
  imgUrl: string;
}

export interface InboxMessageView {
  id: number;
  title: string;
  body: string;
  createdAt: Date;
  rewardAsset: Asset | null;
  /** In major units for the game balance, whole tokens for tokens; 0 without a reward. */
  rewardAmount: number;
  expiresAt: Date | null;
  claimedAt: Date | null;
  readAt: Date | null;
  claimable: boolean;
}

export interface ClaimResult {
  inboxId: number;
  rewardAsset: Asset;
  rewardAmount: number;
  wallet: WalletView;
}

export interface ProfileView {
  accountId: string;
  fullName: string;
  contactEmail: string;
}

export interface PlayerStatusView {
  accountId: string;
  status: 'active';
  phoneVerified: boolean;
  /** The number with all but its first three and last three characters hidden. */
  phoneMasked: string;
  registeredAt: Date;
}

/**
 * What a player's calls can do: sign-in and account security, wallet, VIP, favourites, profile, inbox, and
 * the player's own protection (limits, reality check, time-out and self-exclusion).
 */
export interface PlayerServices {
  signup(context: ClientContext, input: SignupInput): Promise<LoginResult>;
  login(context: ClientContext, accountId: string, password: string): Promise<LoginResult>;
  /** Sends a register code (to verify the phone) or a login code to the registered phone. */
  requestCode(context: ClientContext, accountId: string, purpose: 'register' | 'login'): Promise<CodeSent>;
  verifyRegistration(context: ClientContext, accountId: string, code: string): Promise<void>;
  loginWithCode(context: ClientContext, accountId: string, code: string): Promise<LoginResult>;
  forgotPassword(context: ClientContext, accountId: string, contactPhone: string): Promise<CodeSent>;
  resetPassword(context: ClientContext, accountId: string, code: string, newPassword: string): Promise<void>;
  /** The member a call is for; anything but a live session of this site and account is sessionExpired. */
  authenticate(context: ClientContext, accountId: string, token: string): Promise<Member>;
  updatePassword(member: Member, password: string, newPassword: string): Promise<void>;
  /** Ends this session (sign out) or every session of the player (sign out everywhere). */
  logout(member: Member): Promise<void>;
  logoutEverywhere(member: Member): Promise<void>;

  wallet(member: Member): Promise<WalletView>;
  vipProgress(member: Member): Promise<VipProgress>;
  vipLevels(context: ClientContext): Promise<VipLevelView[]>;
  favourites(member: Member): Promise<FavouriteView[]>;
  addFavourite(member: Member, providerCode: string, gameCode: string): Promise<FavouriteView>;
  removeFavourite(member: Member, providerCode: string, gameCode: string): Promise<void>;
  updateProfile(member: Member, fullName: string, contactEmail: string): Promise<ProfileView>;
  inbox(member: Member): Promise<InboxMessageView[]>;
  claimInbox(member: Member, inboxId: number): Promise<ClaimResult>;
  /** Marks the player's message read; answers how many of theirs stay unread. */
  readInbox(member: Member, inboxId: number): Promise<number>;
  unreadInbox(member: Member): Promise<number>;
  checkStatus(member: Member): Promise<PlayerStatusView>;

  /** The last sign-in, recent attempts, live sessions and the sign-in-by-code setting. */
  securityOverview(member: Member): Promise<SecurityOverview>;
  /** Ends one of the player's own live sessions (notFound otherwise). */
  logoutSession(member: Member, sessionId: number): Promise<void>;
  /** Ends every live session of the player but this one; answers how many. */
  logoutOthers(member: Member): Promise<number>;
  /** Allows or refuses sign-in by code for the account (codeLoginUnavailable where the site has none). */
  setCodeLogin(member: Member, enabled: boolean): Promise<CodeLoginAnswer>;

  protectionLimits(member: Member): Promise<ProtectionOverview>;
  setLimit(member: Member, input: LimitInput): Promise<ProtectionChangeAnswer>;
  setSession(member: Member, input: SessionInput): Promise<ProtectionChangeAnswer>;
  /** A time-out or self-exclusion: every session of the player ends, this one too. */
  exclude(member: Member, input: ExclusionInput): Promise<ExclusionAnswer>;
  /** The reality check of this session. */
  sessionStatus(member: Member): Promise<SessionStatus>;
}
