import type { AnswerInputOf, CallDefinition, ParsedRequestOf, StaffRole } from '@wl/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuditTrail } from '../backoffice/audit/audit-trail';
import { staffErrors } from '../backoffice/backoffice-errors';
import { readStaffCookie } from '../backoffice/staff/staff-cookie';
import { mayTouchSite, type StaffActor } from '../backoffice/staff/staff-types';
import type { Platform } from '../platform';
import { userAgentOf } from './client-context';
import { contractRoute } from './contract-route';
import { PlatformError } from './envelope';
import type { ZodApp } from './zod-app';

/** A back-office call of the contract: a POST whose body is an object. */
export type StaffCall = CallDefinition<string, 'POST', z.ZodType<object>>;

/** The calls open to a member who must still choose their own password (the rest answer that). */
const OPEN_BEFORE_PASSWORD_CHANGE = new Set([
  'backoffice/auth/me',
  'backoffice/auth/sign_out',
  'backoffice/auth/change_password',
]);

/** Every role may make the call (any signed-in staff member). */
export const ANY_STAFF_ROLE = 'anyRole';
export type StaffRoles = typeof ANY_STAFF_ROLE | readonly StaffRole[];

/** What a staff handler gets beside the body: the request (for the cookie) and the call's audit entry. */
export interface StaffCallContext {
  request: FastifyRequest;
  trail: AuditTrail;
}

/** The fields by which a call names sites; each one named must be the staff member's. */
interface SiteFields {
  site_id?: number;
  site_key?: string;
  site_ids?: number[];
}

const trails = new WeakMap<FastifyRequest, AuditTrail>();

/**
 * The audit entry of a back-office request, made on first use: its action is the path under
 * /backoffice/ (`staff/create`), its origin the client address and user agent as every call reads them.
 */
export function staffTrailOf(platform: Platform, request: FastifyRequest): AuditTrail {
  let trail = trails.get(request);
  if (!trail) {
    const url = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
    const action = url.slice(url.indexOf('/backoffice/') + '/backoffice/'.length);
    trail = platform.backoffice.trail({ address: request.ip, userAgent: userAgentOf(request) }, action);
    trails.set(request, trail);
  }
  return trail;
}

/** The key a failed staff call answered, as its refused audit entry keeps it. */
function failureKey(error: unknown): string {
  if (error instanceof PlatformError) return error.messageKey;
  const { validation, statusCode } = error as { validation?: unknown; statusCode?: number };
  return validation || (statusCode !== undefined && statusCode < 500)
    ? 'invalidRequest'
    : 'internalServerError';
}

/**
 * Writes the refused entry of a failed back-office request: a refusal of the helper (session, role,
 * site), of a service, or of the schema before any handler ran (then the staff member is read from the
 * cookie, if it is a live session's).
 */
export async function auditStaffFailure(
  platform: Platform,
  request: FastifyRequest,
  error: unknown,
): Promise<void> {
  const trail = staffTrailOf(platform, request);
  if (trail.actor === null) {
    const staffId = await platform.backoffice.sessions.peek(readStaffCookie(request));
    if (staffId !== undefined) trail.by(staffId);
  }
  await trail.refused(failureKey(error));
}

/** Refuses a site outside the staff member's, and notes the one site a call is about for its entry. */
function checkSites(actor: StaffActor, fields: SiteFields, trail: AuditTrail): void {
  const named = [...(fields.site_ids ?? []), ...(fields.site_id === undefined ? [] : [fields.site_id])];
  if (fields.site_id !== undefined) trail.about({ siteId: fields.site_id });
  if (fields.site_key !== undefined) {
    const site = actor.sites.find((candidate) => candidate.key === fields.site_key);
    if (site) trail.about({ siteId: site.id });
    else if (!actor.allSites) throw staffErrors.siteForbidden();
  }
  if (named.some((siteId) => !mayTouchSite(actor, siteId))) throw staffErrors.siteForbidden();
}

/**
 * Registers back-office calls of a signed-in staff member: the body is validated, the staff session
 * read from its cookie (staffSignInRequired when there is none alive), a password someone else set
 * refused until replaced (staffPasswordChangeRequired), the role checked against the
 * call's (staffForbidden), every site the body names against the staff member's (staffSiteForbidden);
 * then the handler answers. Every call leaves an audit entry: `ok` (written by the service with its
 * change, else here) or `refused` (by the back office's error hook).
 */
export function staffRoutes(api: ZodApp, platform: Platform) {
  return function staffRoute<C extends StaffCall>(
    call: C,
    roles: StaffRoles,
    handler: (
      actor: StaffActor,
      body: ParsedRequestOf<C>,
      context: StaffCallContext,
    ) => Promise<AnswerInputOf<C>>,
  ): void {
    const who = roles === ANY_STAFF_ROLE ? 'Any staff role.' : `Roles: ${roles.join(', ')}.`;
    contractRoute(
      api,
      call,
      async (request, body) => {
        const trail = staffTrailOf(platform, request);
        const actor = await platform.backoffice.actor(readStaffCookie(request));
        trail.by(actor.staffId);
        if (actor.passwordChangeRequired && !OPEN_BEFORE_PASSWORD_CHANGE.has(call.path)) {
          throw staffErrors.passwordChangeRequired();
        }
        if (roles !== ANY_STAFF_ROLE && !roles.includes(actor.role)) throw staffErrors.forbidden();
        checkSites(actor, body as SiteFields, trail);
        const answer = await handler(actor, body, { request, trail });
        if (!trail.recorded) await trail.ok();
        return answer;
      },
      who,
    );
  };
}

/** Registers the sign-in steps: no session yet; the same audit entry as every staff call. */
export function staffSignInRoutes(api: ZodApp, platform: Platform) {
  return function signInRoute<C extends StaffCall>(
    call: C,
    handler: (body: ParsedRequestOf<C>, context: StaffCallContext) => Promise<AnswerInputOf<C>>,
  ): void {
    contractRoute(api, call, async (request, body) => {
      const trail = staffTrailOf(platform, request);
      const answer = await handler(body, { request, trail });
      if (!trail.recorded) await trail.ok();
      return answer;
    });
  };
}
