import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { describeError } from './error-log';
import { PlatformError } from './envelope';

interface HandledError {
  validation?: unknown;
  statusCode?: number;
  message: string;
}

/** When a player's browser (or a crawler) should try again after the database failed to answer. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** The route's pattern and method: never the URL with its query, which may carry a player's values. */
export function routeOf(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;
}

/**
 * Bad input gets the envelope with a message key and changes nothing. An unreachable, overloaded or
 * timed-out database answers 503 serviceUnavailable with Retry-After; anything else unexpected 500
 * internalServerError. No answer carries an error's own message, and the log keeps no query values.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: HandledError, request, reply) => {
    if (error instanceof PlatformError) {
      if (error.httpStatus === 429 && typeof error.fields['retry_after'] === 'number') {
        reply.header('retry-after', String(error.fields['retry_after']));
      }
      return reply
        .code(error.httpStatus)
        .send({ statusCode: error.statusCode, message: error.messageKey, ...error.fields });
    }
    // Schema failures, malformed JSON and other client errors Fastify has already classed as 4xx keep
    // their status (413 for a body too large, 415 for a wrong content type), with the invalidRequest key.
    if (error.validation || (error.statusCode !== undefined && error.statusCode < 500)) {
      const status = error.validation ? 400 : (error.statusCode ?? 400);
      return reply
        .code(status)
        .send({ statusCode: -status, message: 'invalidRequest', details: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn(
        { error: describeError(error, { frames: false }), route: routeOf(request) },
        'database unavailable',
      );
      return reply
        .code(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
        .send({ statusCode: -503, message: 'serviceUnavailable' });
    }
    request.log.error({ error: describeError(error), route: routeOf(request) }, 'unexpected error');
    return reply.code(500).send({ statusCode: -500, message: 'internalServerError' });
  });
}
