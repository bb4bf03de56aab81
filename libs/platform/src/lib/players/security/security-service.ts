import { SECURITY_ATTEMPTS_SHOWN, SIGN_IN_METHODS, type CallAnswerInput } from '@wl/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { players } from '../../db/schema';
import type { SecurityLog } from '../../security-log/security-log';
import type { SiteServices } from '../../sites/site-types';
import type { SessionStore } from '../auth/session-store';
import { SIGNED_IN, type SignInRecords } from '../auth/sign-in-records';
import { playerErrors } from '../player-errors';
import type { Member } from '../player-types';
import { deviceLabel } from './device-label';
import { signInWire } from './sign-in-wire';

export type SecurityOverview = CallAnswerInput<'security/overview'>;
export type CodeLoginAnswer = CallAnswerInput<'security/set_code_login'>;
type Method = SecurityOverview['attempts'][number]['method'];

const isMethod = (value: string): value is Method => (SIGN_IN_METHODS as readonly string[]).includes(value);

export interface SecurityDeps {
  db: Db;
  sites: SiteServices;
  sessions: SessionStore;
  signIns: SignInRecords;
  log: SecurityLog;
}

/**
 * The player's account security: the sign-ins and sessions the /security page shows, signing out one
 * session or every other one, and the sign-in-by-code setting.
 */
export function createSecurityService({ db, sites, sessions, signIns, log }: SecurityDeps) {
  /** Whether the member's site offers sign-in by code (its tac_login setting). */
  async function siteOffersCodes(member: Member): Promise<boolean> {
    const site = await sites.get(member.site.key);
    return site?.settings.tac_login ?? false;
  }

  function logEnded(member: Member, reason: string, count: number): void {
    log.record('session.revoked', {
      siteId: member.site.id,
      accountId: member.player.accountId,
      address: member.address,
      reason,
      sessions: count,
    });
  }

  return {
    async overview(member: Member): Promise<SecurityOverview> {
      const { player } = member;
      const [lastLogin, attempts, live, available] = await Promise.all([
        signIns.lastSuccess(player.id, member.sessionId),
        signIns.recent(player.id, SECURITY_ATTEMPTS_SHOWN),
        sessions.live(player.id),
        siteOffersCodes(member),
      ]);
      return {
        last_login: lastLogin ? signInWire(lastLogin) : null,
        attempts: attempts.map((row) => ({
          ...signInWire(row),
          method: isMethod(row.method) ? row.method : 'password',
          success: row.outcome === SIGNED_IN,
          reason: row.outcome === SIGNED_IN ? null : row.outcome,
        })),
        sessions: live.map((row) => ({
          session_id: row.id,
          created_at: row.createdAt.toISOString(),
          last_seen_at: row.lastSeenAt.toISOString(),
          address: row.clientAddress,
          device: deviceLabel(row.userAgent),
          user_agent: row.userAgent,
          current: row.id === member.sessionId,
        })),
        code_login: { available, enabled: player.codeLogin },
      };
    },

    /** Signs out one of the player's own live sessions; another player's, or a dead one, is notFound. */
    async logoutSession(member: Member, sessionId: number): Promise<void> {
      if (!(await sessions.revokeOwn(member.player.id, sessionId))) throw playerErrors.notFound();
      logEnded(member, sessionId === member.sessionId ? 'logout' : 'logoutSession', 1);
    },

    /** Signs out everywhere else: every live session of the player ends but this one. */
    async logoutOthers(member: Member): Promise<number> {
      const ended = await sessions.revokeAll(member.player.id, member.sessionId);
      logEnded(member, 'logoutOthers', ended);
      return ended;
    },

    /** Allows or refuses sign-in by code for the account, on a site that offers it. */
    async setCodeLogin(member: Member, enabled: boolean): Promise<CodeLoginAnswer> {
      if (!(await siteOffersCodes(member))) throw playerErrors.codeLoginUnavailable();
      await db.update(players).set({ codeLogin: enabled }).where(eq(players.id, member.player.id));
      log.record('codeLogin.changed', {
        siteId: member.site.id,
        accountId: member.player.accountId,
        address: member.address,
        reason: enabled ? 'codeLoginOn' : 'codeLoginOff',
      });
      return { code_login: { available: true, enabled } };
    },
  };
}

export type SecurityService = ReturnType<typeof createSecurityService>;
