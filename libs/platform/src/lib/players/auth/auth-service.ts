import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { players } from '../../db/schema';
import type { SiteRef, SiteServices } from '../../sites/site-types';
import { PlatformError } from '../../http/envelope';
import { playerErrors } from '../player-errors';
import { findPlayer, normaliseAccountId, type PlayerRow } from '../player-records';
import type { ClientContext, CodeSent, LoginResult, Member, SignupInput } from '../player-types';
import { openMemberSite, openSite } from '../site-access';
import type { SmsSender } from '../sms-sender';
import { checkNewPassword, maskPhone, normalisePhone, samePhone } from './account-rules';
import { OneTimeCodes, type CodePurpose } from './one-time-codes';
import { checkNewPlayer, insertPlayer, type NewPlayer } from './player-registration';
import { hashPassword, needsRehash, verifyAgainstNothing, verifyPassword } from './password-hasher';
import { LoginThrottle } from './login-throttle';
import type { RateLimiter } from './rate-limiter';
import { SECURITY_POLICY } from './security-policy';
import { SessionStore } from './session-store';
import { SIGNED_IN, SignInRecords, type SignInMethod } from './sign-in-records';
import type { SecurityLog } from '../../security-log/security-log';
import type { ProtectionGuard } from '../protection/protection-guard';

export interface AuthDeps {
  db: Db;
  clock: () => Date;
  sms: SmsSender;
  sites: SiteServices;
  log: SecurityLog;
  /** The platform's one rate limiter (site calls such as the ad-visit beacon use it too). */
  limiter: RateLimiter;
  /** Refuses a sign-in during the player's time-out or self-exclusion. */
  protection: Pick<ProtectionGuard, 'refuseIfExcluded'>;
}

const CODE_TEXT: Record<CodePurpose, string> = {
  register: 'verification code',
  login: 'login code',
  forgot: 'password reset code',
};

/** Sign-up, password and code login, codes, password changes and the check of every member call. */
export class AuthService {
  readonly sessions: SessionStore;
  readonly codes: OneTimeCodes;
  readonly limiter: RateLimiter;
  readonly throttle: LoginThrottle;
  readonly signIns: SignInRecords;

  constructor(private readonly deps: AuthDeps) {
    this.sessions = new SessionStore(deps.db, deps.clock);
    this.signIns = new SignInRecords(deps.db, deps.clock);
    this.codes = new OneTimeCodes(deps.db, deps.clock);
    this.limiter = deps.limiter;
    this.throttle = new LoginThrottle(deps.db, deps.clock, deps.log);
  }

  /** Checks the fields, stores the player and answers like a login (a new session). */
  async signup(context: ClientContext, input: SignupInput): Promise<LoginResult> {
    const site = await openSite(this.deps.sites, context);
    const fields = checkNewPlayer(input);
    await this.limiter.hit('signup', { siteId: site.id, address: context.address });
    const player = await insertPlayer(this.deps.db, this.deps.clock, site, fields).catch((error: unknown) => {
      if (error instanceof PlatformError && error.messageKey === 'phoneInUse') {
        const { accountId } = fields;
        this.deps.log.record('signUp.refused', {
          siteId: site.id,
          accountId,
          address: context.address,
          reason: 'phoneInUse',
        });
      }
      throw error;
    });
    return this.startSession(player, context, 'signup');
  }

  /** Stores a new player (seed data, operator); checks every field first so that bad input changes nothing. */
  createPlayer(site: SiteRef, input: NewPlayer): Promise<PlayerRow> {
    return insertPlayer(this.deps.db, this.deps.clock, site, checkNewPlayer(input));
  }

  async login(context: ClientContext, accountIdInput: string, password: string): Promise<LoginResult> {
    const site = await openSite(this.deps.sites, context);
    const accountId = normaliseAccountId(accountIdInput);
    await this.limiter.hit('login', { siteId: site.id, address: context.address });
    await this.throttle.check(site.id, accountId, context.address);
    const player = await findPlayer(this.deps.db, site.id, accountId);
    if (!player || !(await verifyPassword(password, player.passwordHash))) {
      // An unknown account costs the same hashing time and counts the same, so neither tells it apart.
      if (!player) await verifyAgainstNothing(password);
      await this.throttle.fail(site.id, accountId, context.address);
      const reason = player ? 'wrongPassword' : 'unknownAccount';
      this.deps.log.record('signIn.failed', { siteId: site.id, accountId, address: context.address, reason });
      const refused = playerErrors.invalidCredentials();
      if (player) await this.recordAttempt(player, context, 'password', refused.messageKey);
      throw refused;
    }
    await this.admit(player, context, 'password');
    const newHash = needsRehash(player.passwordHash) ? await hashPassword(password) : undefined;
    await this.recordSuccess(player, context.address, 'password', newHash);
    return this.startSession(player, context, 'password');
  }

  async requestCode(
    context: ClientContext,
    accountIdInput: string,
    purpose: 'register' | 'login',
  ): Promise<CodeSent> {
    const site = await openSite(this.deps.sites, context);
    const accountId = normaliseAccountId(accountIdInput);
    await this.limiter.hit('code', { siteId: site.id, address: context.address, accountId });
    const player = await findPlayer(this.deps.db, site.id, accountId);
    if (!player) throw playerErrors.notFound();
    this.refuseUnlessActive(player);
    if (purpose === 'register' && player.phoneVerifiedAt) throw playerErrors.alreadyVerified();
    // A code signs in only through a phone the player has proven to hold.
    if (purpose === 'login' && !player.phoneVerifiedAt) throw playerErrors.phoneNotVerified();
    // The player turned sign-in by code off: no code is sent (a SIM swap cannot sign in with one).
    if (purpose === 'login' && !player.codeLogin) throw playerErrors.codeLoginDisabled();
    return this.sendCode(site, player, purpose, context.address);
  }

  /** Marks the registered phone as verified with a register code. */
  async verifyRegistration(context: ClientContext, accountIdInput: string, code: string): Promise<void> {
    const site = await openSite(this.deps.sites, context);
    const accountId = normaliseAccountId(accountIdInput);
    await this.limiter.hit('code', { siteId: site.id, address: context.address, accountId });
    const player = await findPlayer(this.deps.db, site.id, accountId);
    if (!player) throw playerErrors.tacInvalid();
    if (player.phoneVerifiedAt) throw playerErrors.alreadyVerified();
    await this.codes.consume(player.id, 'register', code);
    await this.deps.db
      .update(players)
      .set({ phoneVerifiedAt: this.deps.clock(), updatedAt: this.deps.clock() })
      .where(eq(players.id, player.id));
  }

  async loginWithCode(context: ClientContext, accountIdInput: string, code: string): Promise<LoginResult> {
    const site = await openSite(this.deps.sites, context);
    const accountId = normaliseAccountId(accountIdInput);
    await this.limiter.hit('login', { siteId: site.id, address: context.address });
    await this.throttle.check(site.id, accountId, context.address);
    const player = await findPlayer(this.deps.db, site.id, accountId);
    try {
      if (!player) throw playerErrors.tacInvalid();
      if (!player.phoneVerifiedAt) throw playerErrors.phoneNotVerified();
      if (!player.codeLogin) throw playerErrors.codeLoginDisabled();
      await this.codes.consume(player.id, 'login', code);
    } catch (failure) {
      await this.throttle.fail(site.id, accountId, context.address);
      const reason = failure instanceof PlatformError ? failure.messageKey : 'error';
      this.deps.log.record('signIn.failed', { siteId: site.id, accountId, address: context.address, reason });
      if (player) await this.recordAttempt(player, context, 'code', reason);
      throw failure;
    }
    await this.admit(player, context, 'code');
    await this.recordSuccess(player, context.address, 'code');
    return this.startSession(player, context, 'code');
  }

  /** Sends a reset code to the registered phone, when the phone given is that phone. */
  async forgotPassword(
    context: ClientContext,
    accountIdInput: string,
    contactPhone: string,
  ): Promise<CodeSent> {
    const site = await openSite(this.deps.sites, context);
    const accountId = normaliseAccountId(accountIdInput);
    const player = await findPlayer(this.deps.db, site.id, accountId);
    const phone = normalisePhone(contactPhone);
    const phoneMatches = Boolean(player && phone && samePhone(phone, player.contactPhone));
    // Counted apart for a matching and a wrong phone: guesses never use up the owner's own requests.
    await this.limiter.hit('reset', { siteId: site.id, address: context.address, accountId, phoneMatches });
    if (!player || !phoneMatches) throw playerErrors.invalidAccountOrPhone();
    this.refuseUnlessActive(player);
    return this.sendCode(site, player, 'forgot', context.address);
  }

  /** Sets a new password with a reset code; every session ends. */
  async resetPassword(
    context: ClientContext,
    accountIdInput: string,
    code: string,
    newPassword: string,
  ): Promise<void> {
    const site = await openSite(this.deps.sites, context);
    const accountId = normaliseAccountId(accountIdInput);
    await this.limiter.hit('code', { siteId: site.id, address: context.address, accountId });
    const player = await findPlayer(this.deps.db, site.id, accountId);
    if (!player) throw playerErrors.tacInvalid();
    checkNewPassword(newPassword, accountId);
    await this.codes.consume(player.id, 'forgot', code);
    const now = this.deps.clock();
    await this.deps.db
      .update(players)
      .set({
        passwordHash: await hashPassword(newPassword),
        phoneVerifiedAt: player.phoneVerifiedAt ?? now,
        updatedAt: now,
      })
      .where(eq(players.id, player.id));
    await this.throttle.forgetAccount(site.id, accountId);
    await this.sessions.revokeAll(player.id);
    this.deps.log.record('password.reset', { siteId: site.id, accountId, address: context.address });
  }

  async authenticate(context: ClientContext, accountIdInput: string, token: string): Promise<Member> {
    const site = await openMemberSite(this.deps.sites, context);
    const owner = await this.sessions.authenticate(site.id, normaliseAccountId(accountIdInput), token);
    if (owner.player.status === 'blocked') throw playerErrors.blocked();
    if (owner.player.status === 'closed') throw playerErrors.closed();
    return {
      site,
      player: owner.player,
      sessionId: owner.sessionId,
      sessionStartedAt: owner.startedAt,
      address: context.address,
    };
  }

  /** The player signs out: this session ends. */
  async logout(member: Member): Promise<void> {
    await this.sessions.revoke(member.sessionId);
    this.logSessionsEnded(member, 'logout');
  }

  /** The player signs out everywhere: every session of the player ends, this one included. */
  async logoutEverywhere(member: Member): Promise<void> {
    await this.sessions.revokeAll(member.player.id);
    this.logSessionsEnded(member, 'logoutEverywhere');
  }

  private logSessionsEnded(member: Member, reason: string): void {
    const { site, player, address } = member;
    this.deps.log.record('session.revoked', {
      siteId: site.id,
      accountId: player.accountId,
      address,
      reason,
    });
  }

  /** Changes the password after checking the current one; the player's other sessions end. */
  async updatePassword(member: Member, password: string, newPassword: string): Promise<void> {
    const { player } = member;
    checkNewPassword(newPassword, player.accountId);
    if (newPassword === password) throw playerErrors.samePassword();
    const siteId = member.site.id;
    await this.limiter.hit('login', { siteId, address: member.address });
    await this.throttle.check(siteId, player.accountId, member.address);
    const current = await findPlayer(this.deps.db, siteId, player.accountId);
    if (!current) throw playerErrors.invalidPassword();
    if (!(await verifyPassword(password, current.passwordHash))) {
      await this.throttle.fail(siteId, player.accountId, member.address);
      throw playerErrors.invalidPassword();
    }
    await this.deps.db
      .update(players)
      .set({ passwordHash: await hashPassword(newPassword), updatedAt: this.deps.clock() })
      .where(eq(players.id, current.id));
    await this.sessions.revokeAll(current.id, member.sessionId);
    this.deps.log.record('password.changed', {
      siteId,
      accountId: player.accountId,
      address: member.address,
    });
  }

  /**
   * Opens the session of a sign-in that passed every check, records the attempt, and answers the login with
   * the player's previous successful sign-in.
   */
  private async startSession(
    player: PlayerRow,
    context: ClientContext,
    method: SignInMethod,
  ): Promise<LoginResult> {
    const lastLogin = await this.signIns.lastSuccess(player.id);
    const userAgent = context.userAgent ?? '';
    const { token, sessionId, endedSessions } = await this.sessions.open(player, context.address, userAgent);
    await this.recordAttempt(player, context, method, SIGNED_IN, sessionId);
    if (endedSessions > 0) {
      const { siteId, accountId } = player;
      this.deps.log.record('session.revoked', {
        siteId,
        accountId,
        reason: 'sessionCap',
        sessions: endedSessions,
      });
    }
    return {
      token,
      accountId: player.accountId,
      fullName: player.fullName,
      contactEmail: player.contactEmail,
      lastLogin,
    };
  }

  private recordAttempt(
    player: PlayerRow,
    context: ClientContext,
    method: SignInMethod,
    outcome: string,
    sessionId?: number,
  ): Promise<void> {
    return this.signIns.record({
      playerId: player.id,
      address: context.address,
      userAgent: context.userAgent ?? '',
      method,
      outcome,
      ...(sessionId === undefined ? {} : { sessionId }),
    });
  }

  /**
   * A sign-in whose password or code was right may still be refused: an account the operator blocked or
   * closed, or a time-out or self-exclusion in force (the answer says until when). The attempt is kept.
   */
  private async admit(player: PlayerRow, context: ClientContext, method: SignInMethod): Promise<void> {
    try {
      this.refuseUnlessActive(player);
      await this.deps.protection.refuseIfExcluded(
        { siteId: player.siteId, playerId: player.id },
        'a sign-in',
      );
    } catch (refusal) {
      if (refusal instanceof PlatformError) {
        const { siteId, accountId } = player;
        const reason = refusal.messageKey;
        this.deps.log.record('signIn.failed', { siteId, accountId, address: context.address, reason });
        await this.recordAttempt(player, context, method, reason);
      }
      throw refusal;
    }
  }

  private async sendCode(
    site: SiteRef,
    player: PlayerRow,
    purpose: CodePurpose,
    address: string,
  ): Promise<CodeSent> {
    // Reset codes have their own budget per phone, so login-code requests cannot use up the owner's
    // recovery.
    const budget = purpose === 'forgot' ? 'reset' : 'code';
    const issued = await this.codes.issue(player.id, purpose);
    // Counted once the resend wait has let the code through, so only messages really sent count.
    try {
      await this.limiter.hit('sms', { siteId: site.id, address, phone: `${player.contactPhone}:${budget}` });
    } catch (limited) {
      await this.codes.withdraw(issued.id);
      throw limited;
    }
    const minutes = Math.round(issued.expiresInSeconds / 60);
    const text = `${site.name}: your ${CODE_TEXT[purpose]} is ${issued.code}. It expires in ${minutes} minutes. Never share it.`;
    try {
      await this.deps.sms.send(site.id, player.contactPhone, text);
    } catch {
      await this.codes.withdraw(issued.id);
      throw playerErrors.smsUnavailable();
    }
    this.deps.log.record('code.sent', {
      siteId: site.id,
      accountId: player.accountId,
      address,
      reason: purpose,
      phoneEnd: player.contactPhone.slice(-4),
    });
    return {
      phone: maskPhone(player.contactPhone),
      expiresInSeconds: issued.expiresInSeconds,
      resendInSeconds: SECURITY_POLICY.code.resendAfterSeconds,
    };
  }

  private refuseUnlessActive(player: PlayerRow): void {
    if (player.status === 'blocked') throw playerErrors.accountBlocked();
    if (player.status === 'closed') throw playerErrors.accountClosed();
  }

  /** A sign-in succeeded: the failures from this address are forgotten and the time is kept. */
  private async recordSuccess(
    player: PlayerRow,
    address: string,
    method: 'password' | 'code',
    newHash?: string,
  ): Promise<void> {
    await this.throttle.succeed(player.siteId, player.accountId, address);
    const { siteId, accountId } = player;
    this.deps.log.record('signIn.succeeded', { siteId, accountId, address, reason: method });
    await this.deps.db
      .update(players)
      .set({ lastLoginAt: this.deps.clock(), ...(newHash ? { passwordHash: newHash } : {}) })
      .where(eq(players.id, player.id));
  }
}
