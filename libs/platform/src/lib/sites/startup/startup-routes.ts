import { answerSchemas, CALLS, type ParsedRequestOf } from '@wl/contract';
import type { FastifySchema } from 'fastify';
import type { ZodApp } from '../../http/zod-app';
import type { Platform } from '../../platform';
import { acceptedEncoding, COMPRESSION_THRESHOLD, encodedAnswer } from './answer-encoding';

/**
 * The route option of @fastify/compress (the site server's) that leaves this route alone: its answer is
 * compressed here, once per kept answer, rather than on every request. Elsewhere it means nothing.
 */
const COMPRESSED_HERE = { compress: false as const };

/**
 * POST /startup, served as contractRoute serves a call (the same request validation, answer schemas and
 * API reference), except that the answer goes out as the bytes the sites services made of it: a site
 * server that keeps startup answers serializes (and compresses) each once, not once per request.
 */
export function registerStartupRoutes(api: ZodApp, platform: Platform): void {
  const call = CALLS.startup;
  const schema: FastifySchema = {
    tags: [call.tag],
    summary: call.summary,
    description: call.description,
    body: call.request,
    response: answerSchemas(call),
  };
  api.route({
    ...COMPRESSED_HERE,
    method: call.method,
    url: `/${call.path}`,
    schema,
    handler(request, reply) {
      const { domain_name } = request.body as ParsedRequestOf<typeof call>;
      const send = (json: Buffer): void => {
        const encoding =
          json.length >= COMPRESSION_THRESHOLD
            ? acceptedEncoding(request.headers['accept-encoding'])
            : undefined;
        // Bytes go out as they are: Fastify's serializer is for objects.
        reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
        if (encoding) reply.header('content-encoding', encoding);
        void reply.send(encoding ? encodedAnswer(json, encoding) : json);
      };
      // A kept answer goes out at once, without a promise: every promise costs once async hooks are on.
      const kept = platform.sites.keptStartupJson(domain_name);
      if (kept) return send(kept);
      // The promise resolves to the reply: Fastify then knows the answer is sent and sends nothing more.
      return platform.sites.startupJson(domain_name).then((json) => {
        send(json);
        return reply;
      });
    },
  });
}
