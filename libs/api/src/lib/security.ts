import type { ActiveSession, CallRequest, CodeLoginSetting, SignInAttempt, SignInRecord } from '@wl/contract';
import type { ClientAnswer } from './answer-types';
import type { MemberRequest } from './request-types';
import { send, type ApiTransport } from './transport';

// Account security: the last sign-in (also in every login answer, `last_login`), recent sign-in attempts,
// the live sessions, signing one out or every other one, and sign-in by code.

export type SecurityOverviewResponse = ClientAnswer<'security/overview'>;
export type LogoutSessionRequest = CallRequest<'security/logout_session'>;
export type SetCodeLoginRequest = CallRequest<'security/set_code_login'>;
export type { ActiveSession, CodeLoginSetting, SignInAttempt, SignInRecord };

export const getSecurityOverview = (
  client: ApiTransport,
  request: MemberRequest,
): Promise<SecurityOverviewResponse> => send(client, 'security/overview', request);

/** Signs out one of the player's sessions by its id (from the overview). */
export const logoutSession = (
  client: ApiTransport,
  request: LogoutSessionRequest,
): Promise<ClientAnswer<'security/logout_session'>> => send(client, 'security/logout_session', request);

/** Signs out every other session of the player; this one stays. */
export const logoutOthers = (
  client: ApiTransport,
  request: MemberRequest,
): Promise<ClientAnswer<'security/logout_others'>> => send(client, 'security/logout_others', request);

/** Allows or refuses sign-in by code for the account (where the site offers it). */
export const setCodeLogin = (
  client: ApiTransport,
  request: SetCodeLoginRequest,
): Promise<ClientAnswer<'security/set_code_login'>> => send(client, 'security/set_code_login', request);
