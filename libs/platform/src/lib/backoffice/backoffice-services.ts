import type { PlatformDeps } from '../platform';
import { LoginThrottle } from '../players/auth/login-throttle';
import type { RateLimiter } from '../players/auth/rate-limiter';
import { AuditLog, type AuditOrigin } from './audit/audit-log';
import { AuditTrail } from './audit/audit-trail';
import { staffSiteList, type BackofficeSiteView } from './sites/staff-sites';
import { StaffAccounts } from './staff/staff-accounts';
import type { SecretBox } from './staff/secret-box';
import { StaffChallenges } from './staff/staff-challenges';
import { actorOf, StaffSignIn } from './staff/staff-sign-in';
import { StaffSessions } from './staff/staff-sessions';
import type { StaffActor } from './staff/staff-types';

/** The back office's side of the platform: staff, their sign-in and sessions, the audit log, their sites. */
export interface BackofficeServices {
  staff: StaffAccounts;
  signIn: StaffSignIn;
  sessions: StaffSessions;
  audit: AuditLog;
  /** Seals and opens the staff's TOTP secrets (the demo seed stores its published ones through it). */
  secrets: SecretBox;
  /** The audit entry of one call or operator command, named by its action. */
  trail(origin: AuditOrigin, action: string): AuditTrail;
  /** The staff member of a live session token (staffSignInRequired otherwise), with their sites now. */
  actor(token: string | undefined): Promise<StaffActor>;
  sites(actor: StaffActor, only?: { siteId?: number; siteKey?: string }): Promise<BackofficeSiteView[]>;
  /** Removes dead staff sessions and sign-in challenges (housekeeping); answers how many of each. */
  purge(): Promise<{ sessions: number; challenges: number }>;
}

export function createBackofficeServices(
  deps: PlatformDeps,
  rateLimiter: RateLimiter,
  secrets: SecretBox,
): BackofficeServices {
  const { db } = deps.database;
  const { clock } = deps;
  const sessions = new StaffSessions(db, clock);
  const challenges = new StaffChallenges(db, clock);
  const audit = new AuditLog(db, clock);
  const throttle = new LoginThrottle(db, clock, deps.securityLog);
  return {
    staff: new StaffAccounts(db, clock, sessions, challenges),
    signIn: new StaffSignIn(db, clock, rateLimiter, throttle, challenges, sessions, secrets),
    sessions,
    audit,
    secrets,
    trail: (origin, action) => new AuditTrail(audit, origin, action),
    async actor(token) {
      const { sessionId, staff } = await sessions.authenticate(token);
      return actorOf(db, staff, sessionId);
    },
    sites: (actor, only) => staffSiteList(db, actor, only),
    purge: async () => ({ sessions: await sessions.purge(), challenges: await challenges.purge() }),
  };
}
