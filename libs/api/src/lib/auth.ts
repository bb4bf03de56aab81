import type { Envelope } from './envelope';
import type { VipTier } from './member-types';
import type { SiteRequest } from './request-types';
import { send, type ApiTransport } from './transport';

// Sign-in, registration and the one-time-code (TAC) flows of a guest.

export interface LoginRequest extends SiteRequest {
  account_id: string;
  password: string;
}

export interface LoginTacRequest extends SiteRequest {
  account_id: string;
  tac: string;
}

export interface SignedInUser {
  account_id: string;
  session_token: string;
}

/** A login answer: on statusCode 1, `token` is the session token member calls send as `auth`. */
export interface LoginResponse extends Envelope {
  token?: string;
  user?: SignedInUser;
  fullname?: string;
  email?: string;
}

export interface SignupRequest extends SiteRequest {
  account_id: string;
  password: string;
  contact_phone: string;
  contact_email?: string;
  referrer_code?: string;
  /** Campaign channel, medium and placement of the visit that led to the sign-up. */
  ch?: string;
  cm?: string;
  pp?: string;
  affiliate_code?: string;
  /** Facebook browser id (_fbp cookie), AppsFlyer id and the visitor fingerprint, for attribution. */
  fbp?: string;
  appsflyer_id?: string;
  visitor_id?: string;
}

export interface ForgotPasswordRequest extends SiteRequest {
  account_id: string;
  contact_phone: string;
}

export interface ResetPasswordRequest extends SiteRequest {
  account_id: string;
  tac: string;
  new_password: string;
}

export interface TacVerifyRequest extends SiteRequest {
  account_id: string;
  tac: string;
}

/** Asks for a code by SMS to the account's phone, for registration or for a code login. */
export interface TacSendRequest extends SiteRequest {
  account_id: string;
}

/** The answer of the calls that text a code: where it went (masked) and when it expires or can be resent. */
export interface CodeSentResponse extends Envelope {
  /** The registered phone, all but the last four digits masked. */
  phone?: string;
  /** Seconds the code is valid. */
  expires_in?: number;
  /** Seconds before another code can be asked for. */
  resend_in?: number;
}

export interface VipTiersResponse extends Envelope {
  value?: VipTier[];
}

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
export const resetPassword = (client: ApiTransport, request: ResetPasswordRequest): Promise<Envelope> =>
  send(client, 'auth/reset_password', request);

export const verifyTac = (client: ApiTransport, request: TacVerifyRequest): Promise<Envelope> =>
  send(client, 'auth/tac/verify', request);

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
