import type { FastifyInstance } from 'fastify';
import type { Launch } from '../studio-api';
import { ERROR_PAGE_CSP, PAGE_CSP, renderErrorPage, renderPlayPage } from './play-page';
import type { AssetManifest } from './static-assets';
import type { StudioContext } from './studio-context';

type LaunchQuery = Record<string, unknown>;

/** A query parameter given once (a repeated one is an array: refused). */
const one = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** A lobby or cashier link: an absolute http(s) URL, else none (it becomes a link on the page). */
function siteLink(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** The launch from the URL the platform built, or what is wrong with it. */
export function readLaunch(provider: string, params: LaunchQuery): Launch | string {
  const query = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, one(value)]));
  const mode =
    query.mode === 'fun' ? 'fun' : query.mode === 'real' || query.mode === undefined ? 'real' : undefined;
  if (!mode) return 'The launch mode must be real or fun.';
  if (!query.game || query.game.length > 128) return 'The launch names no game.';
  if (mode === 'real' && !/^[A-Za-z0-9_-]{1,300}$/.test(query.token ?? '')) {
    return 'This game link has no valid session token. Open the game again from the site.';
  }
  const currency = query.currency ?? (mode === 'fun' ? 'PHP' : '');
  if (!/^[A-Z]{3}$/.test(currency)) return 'The launch names no currency.';
  return {
    provider,
    token: mode === 'real' ? query.token : undefined,
    game: query.game,
    type: (query.type ?? '').slice(0, 64),
    name: (query.name || query.game).slice(0, 200),
    currency,
    lang: (query.lang ?? 'en').slice(0, 8),
    mode,
    lobby: siteLink(query.lobby),
    cashier: siteLink(query.cashier),
  };
}

export function registerPageRoutes(
  app: FastifyInstance,
  context: StudioContext,
  assets: AssetManifest,
): void {
  /** The game page: its engine's bundle and the launch parameters, which its script opens a session with. */
  app.get<{ Params: { provider: string }; Querystring: LaunchQuery }>(
    '/play/:provider',
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      const { provider } = request.params;
      const launch = context.serves(provider) ? readLaunch(provider, request.query) : undefined;
      if (typeof launch !== 'object') {
        const [code, title, message] =
          launch === undefined
            ? [404, 'Unknown provider', 'This game studio does not serve that provider.']
            : [400, 'This game cannot start', launch];
        return reply
          .code(code)
          .header('content-security-policy', ERROR_PAGE_CSP)
          .type('text/html; charset=utf-8')
          .send(renderErrorPage(title, message));
      }
      const { kind } = context.gameSetupFor({ code: launch.game, type: launch.type, name: launch.name });
      return reply
        .header('content-security-policy', PAGE_CSP)
        .type('text/html; charset=utf-8')
        .send(renderPlayPage(launch, kind, assets));
    },
  );
}
