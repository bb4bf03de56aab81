import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { players } from '../../db/schema';
import type { SiteRef, SiteServices } from '../../sites/site-types';
import { playerErrors } from '../player-errors';
import { findPlayer, normaliseAccountId, type PlayerRow } from '../player-records';
import type { ClientContext, CodeSent, LoginResult, Member, SignupInput } from '../player-types';
import { openMemberSite, openSite } from '../site-access';
import type { SmsSender } from '../sms-sender';
import { checkNewPassword, maskPhone, normalisePhone, samePhone } from './account-rules';
import { OneTimeCodes, type CodePurpose } from './one-time-codes';
import { checkNewPlayer, insertPlayer, type NewPlayer } from './player-registration';
import { hashPassword, needsRehash, verifyAgainstNothing, verifyPassword } from './password-hasher';
import { RateLimiter } from './rate-limiter';
import { SECURITY_POLICY } from './security-policy';
import { SessionStore } from './session-store';

export interface AuthDeps {
  db: Db;
  clock: () => Date;
  sms: SmsSender;
  sites: SiteServices;
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

  constructor(private readonly deps: AuthDeps) {
    this.sessions = new SessionStore(deps.db, deps.clock);
    this.codes = new OneTimeCodes(deps.db, deps.clock);
    this.limiter = new RateLimiter(deps.db, deps.clock);
  }

  /** Checks the fields, stores the player and answers like a login (a new session). */
  async signup(context: ClientContext, input: SignupInput): Promise<LoginResult> {
    const site = await openSite(this.deps.sites, context);
    const fields = checkNewPlayer(input);
    await this.limiter.hit('signup', site.id, fields.accountId, context.address);
    const player = await insertPlayer(this.deps.db, this.deps.clock, site, fields);
    return this.startSession(player, context.address);
  }

  /** Stores a new player (seed data, operator); checks every field first so that bad input changes nothing. */
  createPlayer(site: SiteRef, input: NewPlayer): Promise<PlayerRow> {
    return insertPlayer(this.deps.db, this.deps.clock, site, checkNewPlayer(input));
  }

  async login(context: ClientContext, accountIdInput: string, password: string): Promise<LoginResult> {
    const site = await openSite(this.deps.sites, context);
    const accountId = normaliseAccountId(accountIdInput);
    await this.limiter.hit('login', site.id, accountId, context.address);
    const player = await findPlayer(this.deps.db, site.id, accountId);
    if (!player) {
      await verifyAgainstNothing(password);
      throw playerErrors.invalidCredentials();
    }
    this.refuseWhileLocked(player);
    if (!(await verifyPassword(password, player.passwordHash))) {
      throw await this.recordFailure(player, playerErrors.invalidCredentials());
    }
    this.refuseUnlessActive(player);
    const newHash = needsRehash(player.passwordHash) ? await hashPassword(password) : undefined;
    await this.recordSuccess(player, { newHash });
    return this.startSession(player, context.address);
  }

  async requestCode(
    context: ClientContext,
    accountIdInput: string,
    purpose: 'register' | 'login',
  ): Promise<CodeSent> {
    const site = await openSite(this.deps.sites, context);
    const accountId = normaliseAccountId(accountIdInput);
    await this.limiter.hit('code', site.id, accountId, context.address);
    const player = await findPlayer(this.deps.db, site.id, accountId);
    if (!player) throw playerErrors.notFound();
    this.refuseUnlessActive(player);
    if (purpose === 'register' && player.phoneVerifiedAt) throw playerErrors.alreadyVerified();
    if (purpose === 'login') this.refuseWhileLocked(player);
    return this.sendCode(site, player, purpose);
  }

  /** Marks the registered phone as verified with a register code. */
  async verifyRegistration(context: ClientContext, accountIdInput: string, code: string): Promise<void> {
    const site = await openSite(this.deps.sites, context);
    const accountId = normaliseAccountId(accountIdInput);
    await this.limiter.hit('code', site.id, accountId, context.address);
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
    await this.limiter.hit('login', site.id, accountId, context.address);
    const player = await findPlayer(this.deps.db, site.id, accountId);
    if (!player) throw playerErrors.tacInvalid();
    this.refuseWhileLocked(player);
    await this.codes.consume(player.id, 'login', code);
    this.refuseUnlessActive(player);
    // The code reached the registered phone, which proves the player holds it.
    await this.recordSuccess(player, { phoneProven: true });
    return this.startSession(player, context.address);
  }

  /** Sends a reset code to the registered phone, when the phone given is that phone. */
  async forgotPassword(
    context: ClientContext,
    accountIdInput: string,
    contactPhone: string,
  ): Promise<CodeSent> {
    const site = await openSite(this.deps.sites, context);
    const accountId = normaliseAccountId(accountIdInput);
    await this.limiter.hit('code', site.id, accountId, context.address);
    const player = await findPlayer(this.deps.db, site.id, accountId);
    const phone = normalisePhone(contactPhone);
    if (!player || !phone || !samePhone(phone, player.contactPhone))
      throw playerErrors.invalidAccountOrPhone();
    this.refuseUnlessActive(player);
    return this.sendCode(site, player, 'forgot');
  }

  /** Sets a new password with a reset code; every session ends and a lock is lifted. */
  async resetPassword(
    context: ClientContext,
    accountIdInput: string,
    code: string,
    newPassword: string,
  ): Promise<void> {
    const site = await openSite(this.deps.sites, context);
    const accountId = normaliseAccountId(accountIdInput);
    await this.limiter.hit('code', site.id, accountId, context.address);
    const player = await findPlayer(this.deps.db, site.id, accountId);
    if (!player) throw playerErrors.tacInvalid();
    checkNewPassword(newPassword, accountId);
    await this.codes.consume(player.id, 'forgot', code);
    const now = this.deps.clock();
    await this.deps.db
      .update(players)
      .set({
        passwordHash: await hashPassword(newPassword),
        failedLogins: 0,
        lockedUntil: null,
        phoneVerifiedAt: player.phoneVerifiedAt ?? now,
        updatedAt: now,
      })
      .where(eq(players.id, player.id));
    await this.sessions.revokeAll(player.id);
  }

  async authenticate(context: ClientContext, accountIdInput: string, token: string): Promise<Member> {
    const site = await openMemberSite(this.deps.sites, context);
    const owner = await this.sessions.authenticate(site.id, normaliseAccountId(accountIdInput), token);
    if (owner.player.status === 'blocked') throw playerErrors.blocked();
    if (owner.player.status === 'closed') throw playerErrors.closed();
    return { site, player: owner.player, sessionId: owner.sessionId, address: context.address };
  }

  /** The player signs out: this session ends. */
  logout(member: Member): Promise<void> {
    return this.sessions.revoke(member.sessionId);
  }

  /** The player signs out everywhere: every session of the player ends, this one included. */
  logoutEverywhere(member: Member): Promise<void> {
    return this.sessions.revokeAll(member.player.id);
  }

  /** Changes the password after checking the current one; the player's other sessions end. */
  async updatePassword(member: Member, password: string, newPassword: string): Promise<void> {
    const { player } = member;
    checkNewPassword(newPassword, player.accountId);
    if (newPassword === password) throw playerErrors.samePassword();
    await this.limiter.hit('login', member.site.id, player.accountId, member.address);
    const current = await findPlayer(this.deps.db, member.site.id, player.accountId);
    if (!current) throw playerErrors.invalidPassword();
    this.refuseWhileLocked(current);
    if (!(await verifyPassword(password, current.passwordHash))) {
      throw await this.recordFailure(current, playerErrors.invalidPassword());
    }
    await this.deps.db
      .update(players)
      .set({ passwordHash: await hashPassword(newPassword), failedLogins: 0, updatedAt: this.deps.clock() })
      .where(eq(players.id, current.id));
    await this.sessions.revokeAll(current.id, member.sessionId);
  }

  private async startSession(player: PlayerRow, address: string): Promise<LoginResult> {
    const token = await this.sessions.open(player, address);
    return {
      token,
      accountId: player.accountId,
      fullName: player.fullName,
      contactEmail: player.contactEmail,
    };
  }

  private async sendCode(site: SiteRef, player: PlayerRow, purpose: CodePurpose): Promise<CodeSent> {
    const issued = await this.codes.issue(player.id, purpose);
    const minutes = Math.round(issued.expiresInSeconds / 60);
    const text = `${site.name}: your ${CODE_TEXT[purpose]} is ${issued.code}. It expires in ${minutes} minutes. Never share it.`;
    try {
      await this.deps.sms.send(site.id, player.contactPhone, text);
    } catch {
      await this.codes.withdraw(issued.id);
      throw playerErrors.smsUnavailable();
    }
    return {
      phone: maskPhone(player.contactPhone),
      expiresInSeconds: issued.expiresInSeconds,
      resendInSeconds: SECURITY_POLICY.code.resendAfterSeconds,
    };
  }

  private refuseWhileLocked(player: PlayerRow): void {
    const now = this.deps.clock().getTime();
    if (player.lockedUntil && player.lockedUntil.getTime() > now) {
      throw playerErrors.accountLocked(Math.ceil((player.lockedUntil.getTime() - now) / 1000));
    }
  }

  private refuseUnlessActive(player: PlayerRow): void {
    if (player.status === 'blocked') throw playerErrors.accountBlocked();
    if (player.status === 'closed') throw playerErrors.accountClosed();
  }

  /** Counts a wrong password; the failure that reaches the limit locks the account (and says so). */
  private async recordFailure(player: PlayerRow, failure: Error): Promise<Error> {
    const { maxFailures, lockSeconds } = SECURITY_POLICY.lockout;
    const now = this.deps.clock();
    const lockUntil = new Date(now.getTime() + lockSeconds * 1000);
    const reached = sql`${players.failedLogins} + 1 >= ${maxFailures}`;
    const [row] = await this.deps.db
      .update(players)
      .set({
        failedLogins: sql`case when ${reached} then 0 else ${players.failedLogins} + 1 end`,
        lockedUntil: sql`case when ${reached} then ${lockUntil.toISOString()}::timestamptz else ${players.lockedUntil} end`,
      })
      .where(eq(players.id, player.id))
      .returning({ lockedUntil: players.lockedUntil });
    if (row?.lockedUntil && row.lockedUntil.getTime() > now.getTime()) {
      return playerErrors.accountLocked(lockSeconds);
    }
    return failure;
  }

  private async recordSuccess(
    player: PlayerRow,
    options: { newHash?: string; phoneProven?: boolean },
  ): Promise<void> {
    const now = this.deps.clock();
    await this.deps.db
      .update(players)
      .set({
        failedLogins: 0,
        lockedUntil: null,
        lastLoginAt: now,
        phoneVerifiedAt: player.phoneVerifiedAt ?? (options.phoneProven ? now : null),
        ...(options.newHash ? { passwordHash: options.newHash } : {}),
      })
      .where(eq(players.id, player.id));
  }
}
