import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MEDIA_DESCRIPTION, MEDIA_ROUTES, type MediaRoute } from '@wl/contract';
import { PlatformError } from '../../http/envelope';
import { requestHost, type ZodApp } from '../../http/zod-app';
import type { Platform } from '../../platform';

/** One day: artwork changes only when the catalogue does, and the ETag tells browsers when it did. */
const CACHE_CONTROL = 'public, max-age=86400';
const NOT_FOUND = { statusCode: -404, message: 'notFound' };
const KEY_SVG = /^([a-z0-9][a-z0-9-]{0,39})\.svg$/;
const CODE_SVG = /^([A-Za-z0-9][A-Za-z0-9_-]{0,39})\.svg$/;
const ID_SVG = /^([1-9]\d{0,9})\.svg$/;

function stem(file: string): string {
  return file.slice(0, -'.svg'.length);
}

/** Sends generated SVG with a strong validator, or 404 in the envelope when there is nothing to draw. */
function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string | undefined) {
  if (svg === undefined) return reply.code(404).send(NOT_FOUND);
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
  reply
    .header('cache-control', CACHE_CONTROL)
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff')
    // Opened on its own, the image may not run anything.
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}

const mediaSchema = <P extends MediaRoute['params']>(route: { summary: string; params: P }) => ({
  tags: ['media'],
  summary: route.summary,
  params: route.params,
  description: MEDIA_DESCRIPTION,
});

export function registerMediaRoutes(api: ZodApp, platform: Platform): void {
  const { media } = platform.sites;
  // A malformed file name is a missing image, not a bad request.
  const notFound = (_request: FastifyRequest, reply: FastifyReply) => reply.code(404).send(NOT_FOUND);

  api.get(`/${MEDIA_ROUTES.logo.path}`, { schema: mediaSchema(MEDIA_ROUTES.logo) }, async (request, reply) =>
    KEY_SVG.test(request.params.file)
      ? sendSvg(request, reply, await media.logo(stem(request.params.file)))
      : notFound(request, reply),
  );

  api.get(
    `/${MEDIA_ROUTES.gameArt.path}`,
    { schema: mediaSchema(MEDIA_ROUTES.gameArt) },
    async (request, reply) =>
      CODE_SVG.test(request.params.file)
        ? sendSvg(request, reply, await media.gameArt(request.params.provider, stem(request.params.file)))
        : notFound(request, reply),
  );

  api.get(
    `/${MEDIA_ROUTES.providerLogo.path}`,
    { schema: mediaSchema(MEDIA_ROUTES.providerLogo) },
    async (request, reply) =>
      CODE_SVG.test(request.params.file)
        ? sendSvg(request, reply, await media.providerLogo(stem(request.params.file)))
        : notFound(request, reply),
  );

  api.get(
    `/${MEDIA_ROUTES.slideBanner.path}`,
    { schema: mediaSchema(MEDIA_ROUTES.slideBanner) },
    async (request, reply) => {
      if (!ID_SVG.test(request.params.file)) return notFound(request, reply);
      try {
        const site = await platform.sites.open({ domainName: requestHost(request) });
        return sendSvg(request, reply, await media.slideBanner(site.id, Number(stem(request.params.file))));
      } catch (error) {
        if (error instanceof PlatformError) return notFound(request, reply);
        throw error;
      }
    },
  );
}
