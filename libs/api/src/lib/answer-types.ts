import type { CallAnswer, CallPath } from '@wl/contract';
import type { Envelope } from './envelope';

/**
 * A call's answer as the client receives it: the envelope, with the contract's success fields when
 * statusCode is 1 (a failure or a fallback answer carries none of them).
 */
export type ClientAnswer<P extends CallPath> = Envelope & Partial<CallAnswer<P>>;
