import type { FastifyInstance } from 'fastify';
import { describeError, isDatabaseUnavailable } from '@wl/platform';

/** Seconds after which a crawler or browser should try a page again, as the unavailable page says. */
const RETRY_AFTER_SECONDS = '60';

/**
 * The site server's own routes (pages, manifest, proxied /api): an error nobody handled answers 503 (an
 * unreachable database) or 500, as the envelope under /api and as plain text elsewhere, never with the
 * error's message; the log keeps the error without query values. The embedded platform under /api has
 * its own handler; client errors (4xx) keep Fastify's answer.
 */
export function installServerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    if (error.statusCode !== undefined && error.statusCode < 500) return reply.send(error);
    const unavailable = isDatabaseUnavailable(error);
    const route = `${request.method} ${request.routeOptions.url ?? '?'}`;
    request.log.error({ error: describeError(error, { frames: !unavailable }), route }, 'request failed');
    reply.code(unavailable ? 503 : 500).header('cache-control', 'no-store');
    if (unavailable) reply.header('retry-after', RETRY_AFTER_SECONDS);
    if (request.url.startsWith('/api/')) {
      return reply.send(
        unavailable
          ? { statusCode: -503, message: 'serviceUnavailable' }
          : { statusCode: -500, message: 'internalServerError' },
      );
    }
    return reply.type('text/plain; charset=utf-8').send(unavailable ? 'Service unavailable' : 'Server error');
  });
}
