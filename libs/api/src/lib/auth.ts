import type { CallRequest } from '@wl/contract';
import type { ClientAnswer } from './answer-types';
import type { SiteRequest } from './request-types';
import { send, type ApiTransport } from './transport';

// Sign-in, registration and the one-time-code (TAC) flows of a guest.

export type LoginRequest = CallRequest<'auth/login'>;
export type LoginTacRequest = CallRequest<'auth/login_tac'>;

/** A login answer: on statusCode 1, `token` is the session token member calls send as `auth`. */
export type LoginResponse = ClientAnswer<'auth/login'>;
export type SignedInUser = NonNullable<LoginResponse['user']>;

export type SignupRequest = CallRequest<'auth/signup'>;
export type ForgotPasswordRequest = CallRequest<'auth/forgot_password'>;
export type ResetPasswordRequest = CallRequest<'auth/reset_password'>;
export type TacVerifyRequest = CallRequest<'auth/tac/verify'>;

/** Asks for a code by SMS to the account's phone, for registration or for a code login. */
export type TacSendRequest = CallRequest<'auth/tac/request_login'>;

/** The answer of the calls that text a code: where it went (masked) and when it expires or can be resent. */
export type CodeSentResponse = ClientAnswer<'auth/tac/request_login'>;

export type VipTiersResponse = ClientAnswer<'auth/vip_before_login'>;

export const login = (client: ApiTransport, request: LoginRequest): Promise<LoginResponse> =>
  send(client, 'auth/login', request);

export const loginTac = (client: ApiTransport, request: LoginTacRequest): Promise<LoginResponse> =>
  send(client, 'auth/login_tac', request);

/** Creates the account and signs it in: answers like a login (a new session). */
export const signup = (client: ApiTransport, request: SignupRequest): Promise<LoginResponse> =>
  send(client, 'auth/signup', request);

/** Texts a reset code to the account's registered phone, when the phone given is that phone. */
export const forgotPassword = (
  client: ApiTransport,
  request: ForgotPasswordRequest,
): Promise<CodeSentResponse> => send(client, 'auth/forgot_password', request);

/** Sets the new password with the code of forgot_password; every session of the account ends. */
export const resetPassword = (
  client: ApiTransport,
  request: ResetPasswordRequest,
): Promise<ClientAnswer<'auth/reset_password'>> => send(client, 'auth/reset_password', request);

export const verifyTac = (
  client: ApiTransport,
  request: TacVerifyRequest,
): Promise<ClientAnswer<'auth/tac/verify'>> => send(client, 'auth/tac/verify', request);

/** Texts a code to a new account's phone, to verify it with verifyTac. */
export const requestRegisterTac = (
  client: ApiTransport,
  request: TacSendRequest,
): Promise<CodeSentResponse> => send(client, 'auth/tac/request_new_register', request);

export const requestLoginTac = (client: ApiTransport, request: TacSendRequest): Promise<CodeSentResponse> =>
  send(client, 'auth/tac/request_login', request);

/** The VIP level table of the site, for guests (auth/vip_before_login). */
export const getVipTiers = (client: ApiTransport, request: SiteRequest): Promise<VipTiersResponse> =>
  send(client, 'auth/vip_before_login', request);
