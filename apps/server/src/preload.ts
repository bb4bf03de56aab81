import type { FastifyInstance } from 'fastify';
import { PRELOADED_SITE_CALLS, isEnvelope, isSuccess, preloadedCallBody, type Envelope } from '@wl/api';

/**
 * Answers the first view's site calls for `host` through this server's own /api (embedded platform or
 * proxy alike), for the page to carry them. A call that fails is left out: the browser then makes it.
 */
export async function preloadSiteCalls(
  app: FastifyInstance,
  host: string,
): Promise<Record<string, Envelope>> {
  const answers = await Promise.all(
    PRELOADED_SITE_CALLS.map(async (path) => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/${path}`,
        headers: { host, 'content-type': 'application/json' },
        payload: preloadedCallBody(path, host),
      });
      const body: unknown = response.json();
      return isEnvelope(body) && isSuccess(body) ? ([[path, body]] as const) : [];
    }),
  );
  return Object.fromEntries(answers.flat());
}
