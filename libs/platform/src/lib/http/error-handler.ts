import type { FastifyInstance } from 'fastify';
import { PlatformError } from './envelope';

interface HandledError {
  validation?: unknown;
  statusCode?: number;
  message: string;
}

/** Bad input gets the envelope with a message key and changes nothing; never a stack trace. */
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
    // Schema failures, malformed JSON and other client errors Fastify has already classed as 4xx.
    if (error.validation || (error.statusCode !== undefined && error.statusCode < 500)) {
      return reply.code(400).send({ statusCode: -400, message: 'invalidRequest', details: error.message });
    }
    request.log.error(error);
    return reply.code(500).send({ statusCode: -500, message: 'internalServerError' });
  });
}
