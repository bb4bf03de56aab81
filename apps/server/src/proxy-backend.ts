import type { FastifyReply, FastifyRequest } from 'fastify';
import { fallbackFor, isEnvelope, shouldRetry, type StartupResponse } from '@wl/api';
import type { SiteBackend } from './backend';

/** Headers passed on to the platform; the browser's Host travels as X-Forwarded-Host. */
const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept', 'accept-language', 'user-agent', 'cookie'];
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'cache-control', 'retry-after', 'set-cookie'];

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
export function proxyBackend(platformUrl: string, timeoutMs = 15_000): SiteBackend {
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
          if (isEnvelope(json) || (answer.status < 400 && json !== undefined)) {
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
      try {
        const response = await fetch(`${platformUrl}/api/startup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-host': host },
          body: JSON.stringify({ domain_name: host }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        const json: unknown = await response.json();
        if (isEnvelope(json)) return json as StartupResponse;
        return fallbackFor('startup', `POST /api/startup: ${response.status} (no envelope in the answer)`);
      } catch {
        return fallbackFor('startup', 'POST /api/startup: <no response>');
      }
    },
    close: async () => undefined,
  };
}
