import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { staffAccounts } from '../../db/schema';
import type { LoginThrottle } from '../../players/auth/login-throttle';
import {
  hashPassword,
  needsRehash,
  verifyAgainstNothing,
  verifyPassword,
} from '../../players/auth/password-hasher';
import type { RateLimiter } from '../../players/auth/rate-limiter';
import type { AuditTrail } from '../audit/audit-trail';
import { staffErrors } from '../backoffice-errors';
import type { ChallengePurpose, StaffChallenges } from './staff-challenges';
import { normaliseEmail, roleOf, sitesOf, type StaffRow } from './staff-records';
import type { OpenedStaffSession, StaffSessions } from './staff-sessions';
import type { SecretBox } from './secret-box';
import { checkTotp, newTotpSecret, totpEnrolment, type TotpEnrolment } from './totp';
import type { StaffActor } from './staff-types';

/** What the password step answers: the code step's challenge, and an enrolment when there is none yet. */
export interface PasswordStep {
  step: ChallengePurpose;
  challenge: string;
  expiresAt: Date;
  enrolment: TotpEnrolment | null;
}

/** A completed sign-in: the new session and who it is for. */
export interface StaffSignedIn {
  session: OpenedStaffSession;
  actor: StaffActor;
}

/** Thrown inside the claiming transaction to undo it when the code's time step was already taken. */
class CodeTaken extends Error {}

/**
 * The two steps of a staff sign-in. Throttling is the players' (the `staffSignIn` rate limit per address,
 * and growing delays after failures for one account from one address); failures are forgotten only when
 * the whole sign-in succeeds, so a known password cannot buy fresh guesses at the code.
 */
export class StaffSignIn {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
    private readonly rateLimiter: RateLimiter,
    private readonly throttle: LoginThrottle,
    private readonly challenges: StaffChallenges,
    private readonly sessions: StaffSessions,
    /** Seals the secrets on their way to the database (the account's, and an enrolment's offer). */
    private readonly secrets: SecretBox,
  ) {}

  async password(email: string, password: string, trail: AuditTrail): Promise<PasswordStep> {
    const { address } = trail.origin;
    const login = normaliseEmail(email);
    trail.about({ targetKind: 'staff', targetId: login });
    await this.rateLimiter.hit('staffSignIn', { siteId: 0, address });
    await this.throttle.check(0, throttleKey(login), address);
    const [staff] = await this.db.select().from(staffAccounts).where(eq(staffAccounts.email, login)).limit(1);
    if (!staff) {
      // Spends a real check's time, so the answer's timing does not tell which e-mails exist.
      await verifyAgainstNothing(password);
      return this.refuse(login, trail, 'unknownEmail');
    }
    trail.by(staff.id).about({ targetId: String(staff.id) });
    if (!(await verifyPassword(password, staff.passwordHash))) {
      return this.refuse(login, trail, 'wrongPassword');
    }
    // After the password check: a wrong password on a disabled account says nothing more than elsewhere.
    if (staff.disabled) return this.refuse(login, trail, 'staffDisabled');
    if (needsRehash(staff.passwordHash)) {
      await this.db
        .update(staffAccounts)
        .set({ passwordHash: await hashPassword(password) })
        .where(eq(staffAccounts.id, staff.id));
    }
    if (staff.totpEnrolled) {
      const issued = await this.challenges.issue(staff.id, 'totp', null);
      return { step: 'totp', challenge: issued.token, expiresAt: issued.expiresAt, enrolment: null };
    }
    const secret = newTotpSecret();
    const issued = await this.challenges.issue(staff.id, 'enrol', this.secrets.seal(secret));
    return {
      step: 'enrol',
      challenge: issued.token,
      expiresAt: issued.expiresAt,
      enrolment: await totpEnrolment(secret, staff.email),
    };
  }

  /**
   * The code step: the challenge of the password step and a code of the authenticator (`totp`), or the
   * first code of the one being enrolled (`enrol`, which then becomes the account's). A code is taken
   * once: its time step is claimed in the same statement that checks no later one was.
   */
  async code(
    purpose: ChallengePurpose,
    challengeToken: string,
    code: string,
    trail: AuditTrail,
  ): Promise<StaffSignedIn> {
    const { address, userAgent } = trail.origin;
    await this.rateLimiter.hit('staffSignIn', { siteId: 0, address });
    const challenge = await this.challenges.live(challengeToken, purpose);
    if (!challenge) {
      trail.because('unknownChallenge');
      throw staffErrors.challengeExpired();
    }
    trail.by(challenge.staffId).about({ targetKind: 'staff', targetId: String(challenge.staffId) });
    const [staff] = await this.db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.id, challenge.staffId))
      .limit(1);
    if (!staff || staff.disabled) {
      trail.because('staffDisabled');
      throw staffErrors.challengeExpired();
    }
    await this.throttle.check(0, throttleKey(staff.email), address);
    const sealed = purpose === 'enrol' ? challenge.pendingSecret : staff.totpSecret;
    if (!sealed || (purpose === 'enrol') === staff.totpEnrolled) {
      // Enrolled (or reset) since the password step: that step must be taken again.
      trail.because('enrolmentChanged');
      throw staffErrors.challengeExpired();
    }
    const checked = await checkTotp(this.secrets.open(sealed), code, this.clock(), staff.totpLastStep);
    if (!checked.valid) {
      await this.challenges.failedAttempt(challenge.id);
      return this.refuse(staff.email, trail, checked.replayed ? 'replayedCode' : 'wrongCode');
    }
    const claimed = await this.db
      .transaction(async (tx) => {
        if (!(await this.challenges.consume(tx, challenge.id))) return 'challengeUsed' as const;
        const enrol = purpose === 'enrol' ? { totpSecret: sealed, totpEnrolled: true } : {};
        const [taken] = await tx
          .update(staffAccounts)
          .set({ ...enrol, totpLastStep: checked.timeStep, updatedAt: this.clock() })
          .where(
            and(
              eq(staffAccounts.id, staff.id),
              eq(staffAccounts.disabled, false),
              eq(staffAccounts.totpEnrolled, purpose === 'totp'),
              or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, checked.timeStep)),
            ),
          )
          .returning({ id: staffAccounts.id });
        // Another sign-in took this step's code (or the account changed) at the same moment: undo.
        if (!taken) throw new CodeTaken();
        return 'ok' as const;
      })
      .catch((error: unknown) => {
        if (error instanceof CodeTaken) return 'replayed' as const;
        throw error;
      });
    if (claimed === 'challengeUsed') {
      trail.because('challengeUsed');
      throw staffErrors.challengeExpired();
    }
    if (claimed === 'replayed') {
      await this.challenges.failedAttempt(challenge.id);
      return this.refuse(staff.email, trail, 'replayedCode');
    }
    if (purpose === 'enrol') trail.about({ after: { totp_enrolled: true } });
    await this.throttle.succeed(0, throttleKey(staff.email), address);
    const session = await this.sessions.open(staff.id, address, userAgent);
    return { session, actor: await actorOf(this.db, staff, session.sessionId) };
  }

  private async refuse(email: string, trail: AuditTrail, reason: string): Promise<never> {
    await this.throttle.fail(0, throttleKey(email), trail.origin.address);
    trail.because(reason);
    throw staffErrors.invalidCredentials();
  }
}

/**
 * The login throttle's account for a staff member: site 0 (no site has it) and a name no player account
 * id can take (they have no ':' or '@'), so staff and player failures are never counted together.
 */
function throttleKey(email: string): string {
  return `staff:${email}`;
}

/** The staff member behind a session, with their sites as of now. */
export async function actorOf(db: Db, staff: StaffRow, sessionId: number): Promise<StaffActor> {
  const role = roleOf(staff);
  return {
    staffId: staff.id,
    email: staff.email,
    displayName: staff.displayName,
    role,
    allSites: role === 'owner',
    sites: await sitesOf(db, staff),
    sessionId,
    passwordChangeRequired: staff.passwordChangeRequired,
  };
}
