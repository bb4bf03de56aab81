import type { FastifyBaseLogger } from 'fastify';
import { fallbackFor, type StartupResponse } from '@wl/api';
import { describeError } from '@wl/platform';
import type { SiteBackend } from './backend';

/** What the page's boot answer says when the platform gave none: no error text reaches a page. */
const NO_ANSWER = 'POST /api/startup: platform unavailable';

/** A startup answer of the platform (a site's, or siteNotFound, siteDisabled...), not some other envelope. */
export function isStartupAnswer(answer: unknown): answer is StartupResponse {
  if (typeof answer !== 'object' || answer === null) return false;
  const { statusCode, maintenance } = answer as Partial<StartupResponse>;
  return typeof statusCode === 'number' && typeof maintenance === 'object' && maintenance !== null;
}

/**
 * The startup answer of a host for a page view. When the platform cannot give one (it threw, say on an
 * unreachable database, or answered a 5xx envelope without the startup fields), the spec's failure
 * answer stands in, so the page path serves its 503 "unavailable" page instead of an error.
 */
export async function startupForPage(
  backend: SiteBackend,
  host: string,
  log: FastifyBaseLogger,
): Promise<StartupResponse> {
  try {
    const answer: unknown = await backend.startup(host);
    if (isStartupAnswer(answer)) return answer;
    log.warn({ host }, 'the platform answered startup without its fields');
  } catch (error: unknown) {
    log.warn(
      { error: describeError(error, { frames: false }), host },
      'the platform could not answer startup',
    );
  }
  return fallbackFor('startup', NO_ANSWER);
}
