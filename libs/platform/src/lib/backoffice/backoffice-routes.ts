import { CALLS } from '@wl/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describeError } from '../http/error-log';
import { ANY_STAFF_ROLE, auditStaffFailure, staffRoutes, staffSignInRoutes } from '../http/staff-route';
import type { Platform } from '../platform';
import { registerReportRoutes } from './reports/report-routes';
import { registerMoneyRoutes } from './money/money-routes';
import { registerPlayersRoutes } from './players/players-routes';
import { registerSiteRoutes } from './sites/site-routes';
import { auditAnswer, memberAnswer, profileAnswer, sessionAnswer, siteAnswer } from './backoffice-answers';
import { clearStaffCookie, setStaffCookie, writeStaffCookie } from './staff/staff-cookie';

const OWNER = ['owner'] as const;

/**
 * The back office's calls under /api/backoffice/, in a scope of their own: its hooks (the staff cookie
 * on the answer, the refused audit entry of a failed call) run for these routes only, never a player's.
 */
export async function registerBackofficeRoutes(app: FastifyInstance, platform: Platform): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onError', async (request, _reply, error) => {
      try {
        await auditStaffFailure(platform, request, error);
      } catch (failure) {
        request.log.error({ error: describeError(failure) }, 'staff audit entry not written');
      }
    });
    scope.addHook('onSend', (request, reply, payload, done) => {
      writeStaffCookie(request, reply);
      done(null, payload);
    });
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const signInRoute = staffSignInRoutes(api, platform);
    const staffRoute = staffRoutes(api, platform);
    const { backoffice } = platform;

    signInRoute(CALLS.staffSignIn, async (body, { trail }) => {
      const step = await backoffice.signIn.password(body.email, body.password, trail);
      return {
        step: step.step,
        challenge: step.challenge,
        expires_at: step.expiresAt.toISOString(),
        enrolment: step.enrolment && {
          secret: step.enrolment.secret,
          otpauth_uri: step.enrolment.otpauthUri,
          qr_code: step.enrolment.qrCode,
        },
      };
    });
    signInRoute(CALLS.staffVerifyTotp, async (body, { request, trail }) => {
      const { session, actor } = await backoffice.signIn.code('totp', body.challenge, body.code, trail);
      setStaffCookie(request, session.token);
      return sessionAnswer(actor, session);
    });
    signInRoute(CALLS.staffConfirmEnrolment, async (body, { request, trail }) => {
      const { session, actor } = await backoffice.signIn.code('enrol', body.challenge, body.code, trail);
      setStaffCookie(request, session.token);
      return sessionAnswer(actor, session);
    });
    staffRoute(CALLS.staffSignOut, ANY_STAFF_ROLE, async (actor, _body, { request }) => {
      await backoffice.sessions.revoke(actor.sessionId);
      clearStaffCookie(request);
      return {};
    });
    staffRoute(CALLS.staffMe, ANY_STAFF_ROLE, async (actor) => ({ staff: profileAnswer(actor) }));
    staffRoute(CALLS.staffChangePassword, ANY_STAFF_ROLE, async (actor, body, { trail }) => ({
      ended_sessions: await backoffice.staff.changeOwnPassword(
        actor,
        body.current_password,
        body.new_password,
        trail,
      ),
    }));

    staffRoute(CALLS.staffList, OWNER, async () => ({
      value: (await backoffice.staff.list()).map(memberAnswer),
    }));
    staffRoute(CALLS.staffCreate, OWNER, async (_actor, body, { trail }) => {
      const { staff, initialPassword } = await backoffice.staff.create(
        {
          email: body.email,
          displayName: body.display_name,
          role: body.role,
          siteIds: body.site_ids,
          ...(body.password === undefined ? {} : { password: body.password }),
        },
        trail,
      );
      return { staff: memberAnswer(staff), initial_password: initialPassword };
    });
    staffRoute(CALLS.staffUpdate, OWNER, async (_actor, body, { trail }) => {
      const change = {
        ...(body.role === undefined ? {} : { role: body.role }),
        ...(body.site_ids === undefined ? {} : { siteIds: body.site_ids }),
      };
      return { staff: memberAnswer(await backoffice.staff.update(body.staff_id, change, trail)) };
    });
    staffRoute(CALLS.staffDisable, OWNER, async (_actor, body, { trail }) => {
      const { staff, endedSessions } = await backoffice.staff.disable(body.staff_id, trail);
      return { staff: memberAnswer(staff), ended_sessions: endedSessions };
    });
    staffRoute(CALLS.staffEnable, OWNER, async (_actor, body, { trail }) => ({
      staff: memberAnswer(await backoffice.staff.enable(body.staff_id, trail)),
    }));
    staffRoute(CALLS.staffEndSessions, OWNER, async (_actor, body, { trail }) => ({
      ended: await backoffice.staff.endSessions(body.staff_id, trail),
    }));

    staffRoute(CALLS.auditList, OWNER, async (_actor, body) => {
      const { rows, total } = await backoffice.audit.list({
        ...(body.staff_id === undefined ? {} : { staffId: body.staff_id }),
        ...(body.action === undefined ? {} : { action: body.action }),
        ...(body.site_id === undefined ? {} : { siteId: body.site_id }),
        ...(body.from === undefined ? {} : { from: new Date(body.from) }),
        ...(body.to === undefined ? {} : { to: new Date(body.to) }),
        page: body.page,
        pageSize: body.page_size,
      });
      return { value: rows.map(auditAnswer), total, page: body.page, page_size: body.page_size };
    });

    staffRoute(CALLS.backofficeSites, ANY_STAFF_ROLE, async (actor, body) => ({
      value: (
        await backoffice.sites(actor, {
          ...(body.site_id === undefined ? {} : { siteId: body.site_id }),
          ...(body.site_key === undefined ? {} : { siteKey: body.site_key }),
        })
      ).map(siteAnswer),
    }));
    registerReportRoutes(staffRoute, platform);
    registerMoneyRoutes(staffRoute, platform);
    registerPlayersRoutes(staffRoute, platform);
    registerSiteRoutes(staffRoute, platform);
  });
}
