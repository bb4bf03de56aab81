import type { CallRequest, Exclusion, LimitChange, MoneyLimit, ProtectionOverview } from '@wl/contract';
import type { ClientAnswer } from './answer-types';
import type { MemberRequest } from './request-types';
import { send, type ApiTransport } from './transport';

// Player protection: deposit and loss limits over 24 hours, 7 days and 30 days (a new or lower limit at
// once, a higher one or a removal after a 24-hour cooling-off), the session time limit, the reality check,
// time-out and self-exclusion. The platform enforces them; these calls read and change them.

export type ProtectionLimitsResponse = ClientAnswer<'protection/limits'>;
export type SetLimitRequest = CallRequest<'protection/set_limit'>;
export type SetLimitResponse = ClientAnswer<'protection/set_limit'>;
export type SetSessionRequest = CallRequest<'protection/set_session'>;
export type SetSessionResponse = ClientAnswer<'protection/set_session'>;
export type ExcludeRequest = CallRequest<'protection/exclude'>;
export type ExcludeResponse = ClientAnswer<'protection/exclude'>;
export type SessionStatusResponse = ClientAnswer<'protection/session_status'>;
export type { Exclusion, LimitChange, MoneyLimit, ProtectionOverview };

/** The rolling windows of a limit (the contract's LIMIT_PERIODS). */
export const LIMIT_PERIODS = ['24h', '7d', '30d'] as const satisfies readonly MoneyLimit['period'][];
/** The reality check's intervals in minutes (the contract's REALITY_CHECK_MINUTES). */
export const REALITY_CHECK_MINUTES = [15, 30, 60] as const;
/** A time-out's lengths and a self-exclusion's (the contract's TIMEOUT_PERIODS and SELF_EXCLUSION_PERIODS). */
export const TIMEOUT_PERIODS = ['24h', '7d', '30d', '6w'] as const;
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y'] as const;

export const getProtectionLimits = (
  client: ApiTransport,
  request: MemberRequest,
): Promise<ProtectionLimitsResponse> => send(client, 'protection/limits', request);

/** Sets, lowers, raises or removes (amount null) a deposit or loss limit; the answer says how it applies. */
export const setLimit = (client: ApiTransport, request: SetLimitRequest): Promise<SetLimitResponse> =>
  send(client, 'protection/set_limit', request);

/** The session time limit and the reality check; a field left out is unchanged, null turns it off. */
export const setSessionLimits = (
  client: ApiTransport,
  request: SetSessionRequest,
): Promise<SetSessionResponse> => send(client, 'protection/set_session', request);

/** A time-out or self-exclusion: every session ends, this one too. */
export const excludeSelf = (client: ApiTransport, request: ExcludeRequest): Promise<ExcludeResponse> =>
  send(client, 'protection/exclude', request);

/** The reality check: time played and the session's result, the next check, the session limit. */
export const getSessionStatus = (
  client: ApiTransport,
  request: MemberRequest,
): Promise<SessionStatusResponse> => send(client, 'protection/session_status', request);
