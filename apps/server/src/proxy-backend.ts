import type { FastifyReply, FastifyRequest } from 'fastify';
import { fallbackFor, isEnvelope, shouldRetry, type StartupResponse } from '@wl/api';
import { normaliseHost } from '@wl/platform';
import type { SiteBackend } from './backend';
import { isStartupAnswer } from './startup-answer';

/** Headers passed on to the platform; the browser's Host travels as X-Forwarded-Host. */
/** The request headers the platform reads; a provider's wallet call is signed in its own two. */
const FORWARDED_REQUEST_HEADERS = [
  'content-type',
  'accept',
  'accept-language',
  'user-agent',
  'cookie',
  'x-provider-code',
  'x-signature',
];
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'cache-control', 'retry-after', 'set-cookie'];

/**
 * How long the startup answer of a host is reused for its pages when the platform is elsewhere. A platform
 * reached over HTTP sends no site-change signal, so this TTL is the bound: an operator's change, or a
 * maintenance window starting, shows on this server's pages at most this late (a window's end, which the
 * answer carries, is kept exactly). /api/startup itself is forwarded, never kept here.
 */
export const PROXY_STARTUP_TTL_MS = 3_000;
/** Hosts whose startup answer is kept at most; past it the oldest goes. */
const PROXY_STARTUP_HOSTS = 1_000;

interface Forwarded {
  status: number;
  headers: Headers;
  body: Buffer;
}

/** Sends one request on, with the spec's retry rule (a GET once more on a retryable status). */
async function forward(url: string, init: RequestInit): Promise<Forwarded> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(url, init);
    const body = Buffer.from(await response.arrayBuffer());
    if (!shouldRetry(init.method ?? 'GET', response.status, attempt)) {
      return { status: response.status, headers: response.headers, body };
    }
  }
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * /api/* forwarded to a platform elsewhere (PLATFORM_URL). When it cannot be reached, or answers without
 * an envelope, the player gets the spec's failure answer for that call instead of a proxy error page.
 */
export function proxyBackend(
  platformUrl: string,
  timeoutMs = 15_000,
  /** Milliseconds since the epoch; tests move it. */
  clock: () => number = Date.now,
  /** The game providers' origins, from GAME_FRAME_ORIGINS: a platform elsewhere has no call for them. */
  gameOrigins: readonly string[] = [],
): SiteBackend {
  const startups = new Map<string, { answer: StartupResponse; until: number }>();
  const keep = (host: string, answer: StartupResponse) => {
    // Inside a maintenance window the answer says when it ends; it is not kept past that.
    const end = answer.maintenance.end_date ? Date.parse(answer.maintenance.end_date) + 1 : Infinity;
    const until = Math.min(clock() + PROXY_STARTUP_TTL_MS, end);
    if (!startups.has(host) && startups.size >= PROXY_STARTUP_HOSTS) {
      const oldest = startups.keys().next();
      if (!oldest.done) startups.delete(oldest.value);
    }
    startups.set(host, { answer: structuredClone(answer), until });
  };
  const send = (request: FastifyRequest, apiPath: string, body: string | undefined) => {
    const headers: Record<string, string> = {
      'x-forwarded-host': request.hostname,
      'x-forwarded-for': request.ip,
      'x-forwarded-proto': request.protocol,
    };
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    return forward(`${platformUrl}/api/${apiPath}`, {
      method: request.method,
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
  };

  return {
    kind: 'proxy',
    async registerApi(app) {
      const handler = async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
        const apiPath = request.params['*'];
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        const body = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : undefined;
        const what = `${request.method} /api/${apiPath}`;
        try {
          const answer = await send(
            request,
            `${apiPath}${query}`,
            request.method === 'GET' ? undefined : body,
          );
          const json = parseJson(answer.body);
          // A provider's wallet call answers the protocol's own JSON (docs/wallet-protocol.md), refusals included.
          const walletAnswer = apiPath.startsWith('wallet/') && json !== undefined;
          if (isEnvelope(json) || walletAnswer || (answer.status < 400 && json !== undefined)) {
            for (const name of FORWARDED_RESPONSE_HEADERS) {
              const value = answer.headers.get(name);
              if (value) reply.header(name, value);
            }
            return reply.code(answer.status).send(answer.body);
          }
          const details = `${what}: ${answer.status} (no envelope in the answer)`;
          request.log.warn(details);
          return reply.code(200).send(fallbackFor(apiPath, details));
        } catch (error: unknown) {
          const details = `${what}: <no response>`;
          request.log.warn({ err: error }, details);
          return reply.code(200).send(fallbackFor(apiPath, details));
        }
      };
      await app.register(async (scope) => {
        // Bodies pass through untouched, whatever their type: the platform validates them.
        scope.removeAllContentTypeParsers();
        scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
        scope.all('/api/*', handler);
      });
    },
    async startup(host) {
      const key = normaliseHost(host);
      const kept = startups.get(key);
      if (kept && clock() < kept.until) return structuredClone(kept.answer);
      startups.delete(key);
      try {
        const response = await fetch(`${platformUrl}/api/startup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-host': host },
          body: JSON.stringify({ domain_name: host }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        const json: unknown = await response.json();
        if (!isEnvelope(json)) {
          return fallbackFor('startup', `POST /api/startup: ${response.status} (no envelope in the answer)`);
        }
        if (isStartupAnswer(json)) keep(key, json);
        return json as StartupResponse;
      } catch {
        return fallbackFor('startup', 'POST /api/startup: <no response>');
      }
    },
    // No change signal comes from a platform elsewhere: the listener is never called (see PROXY_STARTUP_TTL_MS).
    watchSiteChanges: () => () => undefined,
    gameOrigins: async () => [...gameOrigins],
    close: async () => undefined,
  };
}
