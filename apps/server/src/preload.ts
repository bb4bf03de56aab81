import type { FastifyInstance } from 'fastify';
import { PRELOADED_SITE_CALLS, isEnvelope, isSuccess, preloadedCallBody, type Envelope } from '@wl/api';

type Injector = Pick<FastifyInstance, 'inject'>;

/** How long a host's preloaded answers are reused: site content changes rarely, pages are viewed often. */
export const PRELOAD_TTL_MS = 15_000;

/**
 * Answers the first view's site calls for `host` through this server's own /api (embedded platform or
 * proxy alike), for the page to carry them. A call that fails is left out: the browser then makes it.
 */
async function answerSiteCalls(app: Injector, host: string): Promise<Record<string, Envelope>> {
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

/**
 * The preloaded answers of a host, computed at most once per PRELOAD_TTL_MS: every page view would
 * otherwise cost seven platform calls. An operator's change shows on pages within that time.
 */
export function createSitePreloader(app: Injector, ttlMs = PRELOAD_TTL_MS, now: () => number = Date.now) {
  const cache = new Map<string, { at: number; answers: Promise<Record<string, Envelope>> }>();
  return (host: string): Promise<Record<string, Envelope>> => {
    const cached = cache.get(host);
    if (cached && now() - cached.at < ttlMs) return cached.answers;
    const answers = answerSiteCalls(app, host);
    cache.set(host, { at: now(), answers });
    // A failed batch is not kept: the next page view asks again.
    answers.catch(() => cache.delete(host));
    return answers;
  };
}
