import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { requestHost } from '../http/zod-app';
import type { Platform } from '../platform';
import { sportsbookLanguages } from './bets/sportsbook-site';

/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

/**
 * GET /api/sports/live: the match feed's changes as server-sent events, for the host's site if it offers
 * the sportsbook (else its error as JSON). Each message's data is a JSON array of the events of one feed
 * tick (betting/feed/live-events.ts). Not a contract call: a stream, not an envelope (hidden from the API
 * reference; docs/sportsbook.md describes it).
 */
export async function registerLiveRoute(app: FastifyInstance, platform: Platform): Promise<void> {
  const streams = new Set<ServerResponse>();
  app.addHook('onClose', async () => {
    for (const stream of streams) stream.end();
  });

  app.get('/sports/live', { schema: { hide: true } }, async (request, reply) => {
    const site = await platform.sites.open({ domainName: requestHost(request) });
    await sportsbookLanguages(platform.database.db, site.id);
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    stream.write('retry: 5000\n\n');
    streams.add(stream);
    const unsubscribe = platform.betting.live.subscribe((events) => {
      stream.write(`data: ${JSON.stringify(events)}\n\n`);
    });
    const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    request.raw.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      streams.delete(stream);
    });
  });
}
