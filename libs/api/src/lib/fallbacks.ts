import { API_CALLS, isApiPath, type ApiPath, type FallbackKind } from './call-table';
import type { Envelope } from './envelope';
import type { StartupResponse } from './startup-types';

/** Builds each kind of fallback answer afresh, so no caller can alter another's copy. */
const FALLBACKS = {
  signIn: (details: string) => ({ statusCode: -500, message: 'internalServerError', details }),
  unavailable: (details: string) => ({ statusCode: -503, message: 'serviceUnavailable', details }),
  unavailableEmptyList: (details: string) => ({
    statusCode: -503,
    message: 'serviceUnavailable',
    details,
    value: [] as never[],
  }),
  disconnect: (details: string) => ({ statusCode: 0, message: 'disconnect', details }),
  startup: (details: string): StartupResponse & { details: string } => ({
    statusCode: -500,
    message: 'internalServerError',
    details,
    maintenance: { is_maintenance: false, start_date: null, end_date: null },
    content: { menu: [], game_menu: [] },
    site: null,
    language: [],
    provider_count: [],
    aff_domain: '',
    live_chat: null,
  }),
} satisfies Record<FallbackKind, (details: string) => Envelope>;

/** The fallback answer of one call, typed by its path. */
export type FallbackAnswer<P extends ApiPath> = ReturnType<
  (typeof FALLBACKS)[(typeof API_CALLS)[P]['fallback']]
>;

/**
 * The answer to give for a call whose platform answer is missing (site server or platform unreachable,
 * an HTTP failure without an envelope body). `details` says what happened, for the log. A path outside
 * the table (a call this client does not know yet) gets -503 serviceUnavailable.
 */
export function fallbackFor<P extends ApiPath>(path: P, details: string): FallbackAnswer<P>;
export function fallbackFor(path: string, details: string): Envelope;
export function fallbackFor(path: string, details: string): Envelope {
  return isApiPath(path) ? FALLBACKS[API_CALLS[path].fallback](details) : FALLBACKS.unavailable(details);
}
