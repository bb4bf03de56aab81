import { CALLS } from '@wl/contract';
import type { FastifyRequest } from 'fastify';
import { clientContext } from '../http/client-context';
import { memberRoutes } from '../http/member-route';
import { playerRoutes } from '../http/player-route';
import type { ZodApp } from '../http/zod-app';
import type { Platform } from '../platform';

/** The players' game calls: launching a game (real or fun), and their rounds. */
export function registerPlayRoutes(api: ZodApp, platform: Platform): void {
  const memberRoute = memberRoutes(api, platform);
  const guestRoute = playerRoutes(api);
  const { play } = platform;
  const launchInput = (
    body: { provider_code: string; game_code: string; language?: string | undefined },
    request: FastifyRequest,
    siteDomain: string,
  ) => {
    const origin = siteOriginOf(request, siteDomain);
    return {
      providerCode: body.provider_code,
      gameCode: body.game_code,
      ...(body.language ? { language: body.language } : {}),
      ...(origin ? { siteOrigin: origin } : {}),
    };
  };

  memberRoute(CALLS.launchGame, (member, body, request) =>
    play.launch(member, launchInput(body, request, clientContext(request, body).domainName)),
  );
  guestRoute(CALLS.launchDemo, (context, body, request) =>
    play.launchDemo(context, launchInput(body, request, context.domainName)),
  );
  memberRoute(CALLS.betHistory, (member, body) =>
    play.betHistory(member, {
      page: body.page,
      pageSize: body.page_size,
      ...(body.date_from ? { dateFrom: body.date_from } : {}),
      ...(body.date_to ? { dateTo: body.date_to } : {}),
      ...(body.game_type ? { gameType: body.game_type } : {}),
    }),
  );
  memberRoute(CALLS.roundDetail, (member, body) =>
    play.roundDetail(member, body.provider_code, body.round_id),
  );
}

/**
 * The origin the player's browser reached the site at (the request's protocol and Host, which the site
 * server forwards), only when its host name is the site's domain the call named: a game page's lobby and
 * deposit links then lead back to the same site, never elsewhere.
 */
function siteOriginOf(request: FastifyRequest, siteDomain: string): string | undefined {
  try {
    const origin = new URL(`${request.protocol}://${request.host}`);
    return origin.hostname === siteDomain.toLowerCase() ? origin.origin : undefined;
  } catch {
    return undefined;
  }
}
