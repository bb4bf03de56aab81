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

export interface VipTiersResponse extends Envelope {
  value?: VipTier[];
}

export const login = (client: ApiTransport, request: LoginRequest): Promise<LoginResponse> =>
  send(client, 'auth/login', request);

export const loginTac = (client: ApiTransport, request: LoginTacRequest): Promise<LoginResponse> =>
  send(client, 'auth/login_tac', request);

export const signup = (client: ApiTransport, request: SignupRequest): Promise<Envelope> =>
  send(client, 'auth/signup', request);

export const forgotPassword = (client: ApiTransport, request: ForgotPasswordRequest): Promise<Envelope> =>
  send(client, 'auth/forgot_password', request);

export const resetPassword = (client: ApiTransport, request: ResetPasswordRequest): Promise<Envelope> =>
  send(client, 'auth/reset_password', request);

export const verifyTac = (client: ApiTransport, request: TacVerifyRequest): Promise<Envelope> =>
  send(client, 'auth/tac/verify', request);

export const requestRegisterTac = (client: ApiTransport, request: TacSendRequest): Promise<Envelope> =>
  send(client, 'auth/tac/request_new_register', request);

export const requestLoginTac = (client: ApiTransport, request: TacSendRequest): Promise<Envelope> =>
  send(client, 'auth/tac/request_login', request);

/** The VIP level table of the site, for guests (auth/vip_before_login). */
export const getVipTiers = (client: ApiTransport, request: SiteRequest): Promise<VipTiersResponse> =>
  send(client, 'auth/vip_before_login', request);
