import type { CallRequest } from '@wl/contract';
import type { ClientAnswer } from './answer-types';
import { send, type ApiTransport } from './transport';

// The back office's calls (staff, not players): one function per call, as for the player calls. The
// staff session travels in its own HttpOnly cookie, which the browser sends to /api/backoffice by itself,
// so no request here carries a token. Not exported from the package entry: no player page carries them.

/** The password step: a challenge for the code, and an enrolment (QR code) at the first sign-in. */
export const staffSignIn = (
  client: ApiTransport,
  request: CallRequest<'backoffice/auth/sign_in'>,
): Promise<ClientAnswer<'backoffice/auth/sign_in'>> => send(client, 'backoffice/auth/sign_in', request);

/** The code step: the authenticator's code opens the staff session (its cookie). */
export const staffVerifyTotp = (
  client: ApiTransport,
  request: CallRequest<'backoffice/auth/verify_totp'>,
): Promise<ClientAnswer<'backoffice/auth/verify_totp'>> =>
  send(client, 'backoffice/auth/verify_totp', request);

/** The first code of a new authenticator confirms it and opens the session. */
export const staffConfirmEnrolment = (
  client: ApiTransport,
  request: CallRequest<'backoffice/auth/confirm_enrolment'>,
): Promise<ClientAnswer<'backoffice/auth/confirm_enrolment'>> =>
  send(client, 'backoffice/auth/confirm_enrolment', request);

/** Ends the staff session and clears its cookie. */
export const staffSignOut = (
  client: ApiTransport,
  request: CallRequest<'backoffice/auth/sign_out'>,
): Promise<ClientAnswer<'backoffice/auth/sign_out'>> => send(client, 'backoffice/auth/sign_out', request);

/** The signed-in staff member, role and sites. */
export const getStaffProfile = (
  client: ApiTransport,
  request: CallRequest<'backoffice/auth/me'>,
): Promise<ClientAnswer<'backoffice/auth/me'>> => send(client, 'backoffice/auth/me', request);

/** Owner: every staff member. */
export const listStaff = (
  client: ApiTransport,
  request: CallRequest<'backoffice/staff/list'>,
): Promise<ClientAnswer<'backoffice/staff/list'>> => send(client, 'backoffice/staff/list', request);

/** Owner: a new staff member (the initial password answered once when none is given). */
export const createStaff = (
  client: ApiTransport,
  request: CallRequest<'backoffice/staff/create'>,
): Promise<ClientAnswer<'backoffice/staff/create'>> => send(client, 'backoffice/staff/create', request);

/** Owner: a staff member's role or sites. */
export const updateStaff = (
  client: ApiTransport,
  request: CallRequest<'backoffice/staff/update'>,
): Promise<ClientAnswer<'backoffice/staff/update'>> => send(client, 'backoffice/staff/update', request);

/** Owner: disables a staff member; their sessions end. */
export const disableStaff = (
  client: ApiTransport,
  request: CallRequest<'backoffice/staff/disable'>,
): Promise<ClientAnswer<'backoffice/staff/disable'>> => send(client, 'backoffice/staff/disable', request);

/** Owner: enables a disabled staff member again. */
export const enableStaff = (
  client: ApiTransport,
  request: CallRequest<'backoffice/staff/enable'>,
): Promise<ClientAnswer<'backoffice/staff/enable'>> => send(client, 'backoffice/staff/enable', request);

/** The signed-in member's own new password (the current one must be given); their other sessions end. */
export const changeStaffPassword = (
  client: ApiTransport,
  request: CallRequest<'backoffice/auth/change_password'>,
): Promise<ClientAnswer<'backoffice/auth/change_password'>> =>
  send(client, 'backoffice/auth/change_password', request);

/** Owner: ends a staff member's sessions. */
export const endStaffSessions = (
  client: ApiTransport,
  request: CallRequest<'backoffice/staff/end_sessions'>,
): Promise<ClientAnswer<'backoffice/staff/end_sessions'>> =>
  send(client, 'backoffice/staff/end_sessions', request);

/** Owner: the staff audit log, filtered, newest first. */
export const listAuditLog = (
  client: ApiTransport,
  request: CallRequest<'backoffice/audit/list'>,
): Promise<ClientAnswer<'backoffice/audit/list'>> => send(client, 'backoffice/audit/list', request);

/** The sites the staff member may touch. */
export const listBackofficeSites = (
  client: ApiTransport,
  request: CallRequest<'backoffice/sites/list'>,
): Promise<ClientAnswer<'backoffice/sites/list'>> => send(client, 'backoffice/sites/list', request);
