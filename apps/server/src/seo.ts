import type { FastifyInstance } from 'fastify';
import { isEnvelope, isSuccess, type SeoRecord } from '@wl/api';

type Injector = Pick<FastifyInstance, 'inject'>;

/** How long a host's SEO record of a page is reused, as its preloaded answers are. */
export const SEO_TTL_MS = 15_000;

interface SeoAnswer {
  ok: boolean;
  record: SeoRecord | null;
}

/** The platform's SEO record of one page of a host, through this server's own /api (embedded or proxy). */
async function askSeo(app: Injector, host: string, pageName: string): Promise<SeoAnswer> {
  try {
    const response = await app.inject({
      method: 'POST',
      url: '/api/seo',
      headers: { host, 'content-type': 'application/json' },
      payload: { domain_name: host, page_name: pageName },
    });
    const body: unknown = response.json();
    if (!isEnvelope(body) || !isSuccess(body)) return { ok: false, record: null };
    const value = (body as { value?: SeoRecord | null }).value;
    return { ok: true, record: value ?? null };
  } catch {
    return { ok: false, record: null };
  }
}

/**
 * The SEO record of a host's page (null: the site has none, or the platform did not answer), asked at
 * most once per TTL per host and page. "No record" is kept like a record; a failed answer is not, so the
 * next page view asks again.
 */
export function createSeoLoader(app: Injector, ttlMs = SEO_TTL_MS, now: () => number = Date.now) {
  const cache = new Map<string, { at: number; answer: Promise<SeoAnswer> }>();
  const load = async (host: string, pageName: string): Promise<SeoRecord | null> => {
    const key = `${host.toLowerCase()} ${pageName}`;
    const cached = cache.get(key);
    if (cached && now() - cached.at < ttlMs) return (await cached.answer).record;
    const answer = askSeo(app, host, pageName);
    cache.set(key, { at: now(), answer });
    const { ok, record } = await answer;
    if (!ok && cache.get(key)?.answer === answer) cache.delete(key);
    return record;
  };
  // An operator's change of a record drops them all at once (the site-change signal).
  return Object.assign(load, { clear: () => cache.clear() });
}

/** A page's record, else the home page's: what the page's head is written from. */
export async function seoRecordOf(
  load: (host: string, pageName: string) => Promise<SeoRecord | null>,
  host: string,
  pageName: string,
): Promise<SeoRecord | null> {
  const record = await load(host, pageName);
  if (record || pageName === 'home') return record;
  return load(host, 'home');
}
