import type { StaffRole } from '@wl/contract';
import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { staffAccounts, staffAuditLog } from '../../db/schema';
import { freshAddress, startPlayerKit, type PlayerKit } from '../../players/testing/player-test-kit';
import { STAFF_COOKIE, STAFF_POLICY } from '../staff/staff-policy';

/** A password the players' rules accept, for test staff. */
export const STAFF_PASSWORD = 'Harbor9Compass';

/** A staff member of a test, with what signing in needs (the secret once enrolled). */
export interface TestStaff {
  id: number;
  email: string;
  password: string;
  secret: string | null;
}

export type AuditEntryRow = typeof staffAuditLog.$inferSelect;

export interface StaffCallOptions {
  /** The staff session token to send as the cookie. */
  session?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export interface BackofficeKit extends PlayerKit {
  /** POSTs a back-office call (`auth/me`) with the staff cookie when a session is given. */
  staffCall(path: string, body?: object, options?: StaffCallOptions): Promise<LightMyRequestResponse>;
  /**
   * A staff member made as the operator command makes one (not enrolled yet), who has already chosen their
   * own password (`mustChangePassword` keeps the one given to be replaced at the first sign-in).
   */
  addStaff(
    email: string,
    role: StaffRole,
    siteIds?: number[],
    options?: { mustChangePassword?: boolean },
  ): Promise<TestStaff>;
  /** The whole sign-in over HTTP (enrolling at the first one), a step later than the last: the session token. */
  signIn(staff: TestStaff, options?: { ip?: string }): Promise<string>;
  /** The authenticator's code for the secret at the test clock's time. */
  codeOf(secret: string): Promise<string>;
  /** Every audit entry, oldest first. */
  auditEntries(): Promise<AuditEntryRow[]>;
}

/** The staff session token an answer sets in its cookie ('' when it clears it, undefined when none). */
export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
  const found = cookies.find((cookie) => cookie.startsWith(`${STAFF_COOKIE}=`));
  return found?.slice(STAFF_COOKIE.length + 1).split(';')[0];
}

interface Envelope {
  statusCode: number;
  message: string;
}

interface SignInBody extends Envelope {
  step: 'totp' | 'enrol';
  challenge: string;
  enrolment: { secret: string } | null;
}

/** The player kit's platform and sites (alpha, beta), with the back office's calls and staff. */
export async function startBackofficeKit(
  options: Parameters<typeof startPlayerKit>[0] = {},
): Promise<BackofficeKit> {
  return withBackoffice(await startPlayerKit(options));
}

/** A player kit (or a richer one, as the rewards kit) with the back office's calls and staff. */
export function withBackoffice<K extends PlayerKit>(kit: K): BackofficeKit & K {
  const { platform, clock } = kit;
  const staffCall: BackofficeKit['staffCall'] = (path, body = {}, options = {}) =>
    kit.call(`/backoffice/${path}`, body, {
      ip: options.ip ?? '198.51.100.7',
      headers: {
        'user-agent': 'BackofficeTest/1.0',
        ...(options.session === undefined ? {} : { cookie: `${STAFF_COOKIE}=${options.session}` }),
        ...options.headers,
      },
    });
  const codeOf = (secret: string) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
  return {
    ...kit,
    staffCall,
    codeOf,
    async addStaff(email, role, siteIds = [], { mustChangePassword = false } = {}) {
      const trail = platform.backoffice.trail({ address: 'local', userAgent: 'test' }, 'test staff add');
      const { staff } = await platform.backoffice.staff.create(
        { email, displayName: 'Test Staff', role, siteIds, password: STAFF_PASSWORD },
        trail,
      );
      if (!mustChangePassword) {
        await platform.database.db
          .update(staffAccounts)
          .set({ passwordChangeRequired: false })
          .where(eq(staffAccounts.id, staff.id));
      }
      return { id: staff.id, email: staff.email, password: STAFF_PASSWORD, secret: null };
    },
    async signIn(staff, { ip = freshAddress() } = {}) {
      const first = await staffCall('auth/sign_in', { email: staff.email, password: staff.password }, { ip });
      const step = first.json<SignInBody>();
      if (step.statusCode !== 1) throw new Error(`sign-in of ${staff.email} failed: ${first.body}`);
      // A new time step: the code of the last sign-in's step would be refused as a replay.
      clock.advance(STAFF_POLICY.totp.periodSeconds);
      if (step.step === 'enrol') staff.secret = step.enrolment?.secret ?? null;
      if (!staff.secret) throw new Error(`no secret for ${staff.email}`);
      const path = step.step === 'enrol' ? 'auth/confirm_enrolment' : 'auth/verify_totp';
      const second = await staffCall(
        path,
        { challenge: step.challenge, code: await codeOf(staff.secret) },
        { ip },
      );
      const token = sessionCookieOf(second);
      if (second.json<Envelope>().statusCode !== 1 || !token) {
        throw new Error(`code step of ${staff.email} failed: ${second.body}`);
      }
      return token;
    },
    auditEntries: () => platform.database.db.select().from(staffAuditLog).orderBy(asc(staffAuditLog.id)),
  };
}
