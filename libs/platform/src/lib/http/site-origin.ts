import type { FastifyRequest } from 'fastify';

/**
 * The origin the player's browser reached the site at (the request's protocol and Host, which the site
 * server forwards), only when its host name is the site's domain the call named: links the platform
 * hands to a third party (a game's lobby link, a payment's return page) then lead back to the same site,
 * never elsewhere.
 */
export function siteOriginOf(request: FastifyRequest, siteDomain: string): string | undefined {
  try {
    const origin = new URL(`${request.protocol}://${request.host}`);
    return origin.hostname === siteDomain.toLowerCase() ? origin.origin : undefined;
  } catch {
    return undefined;
  }
}
