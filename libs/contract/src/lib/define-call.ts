import { z } from 'zod';
import type { ErrorKey } from './errors/all-error-keys';
import { failure, successEnvelope } from './shared/envelope';

/**
 * The answer a client gives when the platform's is missing (spec section 8):
 * - signIn: -500 internalServerError (login, code login, sign-up and the code and password flows).
 * - unavailable: -503 serviceUnavailable; the global error handler only logs it, so a background load
 *   failing stays quiet.
 * - unavailableEmptyList: -503 serviceUnavailable with an empty `value` (favourites).
 * - disconnect: 0 disconnect (the member actions); the global error handler shows it, so the player
 *   learns the action did not happen.
 * - startup: -500 internalServerError with a complete startup answer naming no site and no maintenance.
 */
export type FallbackKind = 'signIn' | 'unavailable' | 'unavailableEmptyList' | 'disconnect' | 'startup';

export type HttpMethod = 'GET' | 'POST';

/** One call of the platform API, as the platform serves it and the client sends it. */
export interface CallDefinition<
  Path extends string = string,
  Method extends HttpMethod = HttpMethod,
  Request extends z.ZodType | undefined = z.ZodType | undefined,
  Answer extends z.ZodObject = z.ZodObject,
> {
  /** Under /api, without the leading slash, exactly as the spec names it ('auth/get_balance'). */
  path: Path;
  method: Method;
  fallback: FallbackKind;
  /** The API reference's group and one-line summary. */
  tag: string;
  summary: string;
  /** A longer note for the API reference. */
  description?: string;
  /** The JSON body of a POST, the query string of a GET; undefined when the call sends nothing. */
  request: Request;
  /**
   * The success answer's own fields; the envelope (statusCode 1, message) is added around them. When
   * `envelope` is 'included', the answer is the whole body for success and failure alike (startup).
   */
  answer: Answer;
  envelope?: 'added' | 'included';
  /** The message keys a failed answer of this call can carry. */
  errors: readonly ErrorKey[];
}

export function defineCall<
  const Path extends string,
  const Method extends HttpMethod,
  Request extends z.ZodType | undefined,
  Answer extends z.ZodObject,
>(call: CallDefinition<Path, Method, Request, Answer>): CallDefinition<Path, Method, Request, Answer> {
  return call;
}

/** The success body of a call: the envelope around its answer fields (or the whole answer of startup). */
export function successSchema(call: CallDefinition): z.ZodObject {
  return call.envelope === 'included' ? call.answer : z.object({ ...successEnvelope, ...call.answer.shape });
}

/** The HTTP answers of a call, by status: 200 the success or a failure; 400 and 429 a failure. */
export function answerSchemas(call: CallDefinition) {
  const success = successSchema(call);
  return {
    200: call.envelope === 'included' ? success : z.union([success, failure]),
    400: failure,
    429: failure,
  };
}

/** What a client sends: the request schema's input (defaults and transforms not yet applied). */
export type RequestOf<C extends CallDefinition> = C['request'] extends z.ZodType
  ? z.input<C['request']>
  : undefined;

/** What the platform reads: the request after validation (defaults filled in, codes normalised). */
export type ParsedRequestOf<C extends CallDefinition> = C['request'] extends z.ZodType
  ? z.output<C['request']>
  : undefined;

/** The answer fields of a success, as the client reads them. */
export type AnswerOf<C extends CallDefinition> = NoFields<z.output<C['answer']>>;

/** The answer fields a platform handler returns (checked against the schema before sending). */
export type AnswerInputOf<C extends CallDefinition> = NoFields<z.input<C['answer']>>;

/** An answer without fields of its own (zod types it as a record of never). */
type NoFields<T> = T extends Record<string, never> ? Record<never, never> : T;
