import type { FastifyInstance } from 'fastify';
import { PRELOADED_SITE_CALLS, isEnvelope, isSuccess, preloadedCallBody, type PageAnswer } from '@wl/api';

type Injector = Pick<FastifyInstance, 'inject'>;

/** How long a host's preloaded answers are reused: site content changes rarely, pages are viewed often. */
export const PRELOAD_TTL_MS = 15_000;

/**
 * Answers the first view's site calls for `host` through this server's own /api (embedded platform or
 * proxy alike), for the page to carry them by call id. A call that fails (a failure envelope, a 503
 * while the database is away, an answer that is not JSON) is left out: the browser then makes it.
 */
async function answerSiteCalls(app: Injector, host: string, externalId: string): Promise<PageAnswer[]> {
  const site = { domain_name: host, ...(externalId ? { external_id: externalId } : {}) };
  const answers = await Promise.all(
    PRELOADED_SITE_CALLS.map(async (call) => {
      const body = preloadedCallBody(call, site);
      try {
        const response = await app.inject({
          method: 'POST',
          url: `/api/${call.path}`,
          headers: { host, 'content-type': 'application/json' },
          payload: body,
        });
        const answer: unknown = response.json();
        return isEnvelope(answer) && isSuccess(answer) ? [{ path: call.path, body, answer }] : [];
      } catch {
        return [];
      }
    }),
  );
  return answers.flat();
}

/**
 * The preloaded answers of a host (and the site's external_id, sent as the browser sends it), computed
 * at most once per PRELOAD_TTL_MS: every page view would otherwise cost a dozen platform calls. An
 * operator's change drops them at once (`clear`, on the site-change signal).
 */
export function createSitePreloader(app: Injector, ttlMs = PRELOAD_TTL_MS, now: () => number = Date.now) {
  const cache = new Map<string, { at: number; answers: Promise<PageAnswer[]> }>();
  const load = (host: string, externalId = ''): Promise<PageAnswer[]> => {
    const key = `${host} ${externalId}`;
    const cached = cache.get(key);
    if (cached && now() - cached.at < ttlMs) return cached.answers;
    const answers = answerSiteCalls(app, host, externalId);
    cache.set(key, { at: now(), answers });
    // A failed batch is not kept: the next page view asks again.
    answers.catch(() => cache.delete(key));
    return answers;
  };
  return Object.assign(load, { clear: () => cache.clear() });
}
