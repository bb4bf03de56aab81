import { z } from 'zod';

/**
 * The generated images under /api/media: GET, answered with SVG (not the envelope), cacheable. Pages link
 * to them by URL; no client function calls them.
 */
export interface MediaRoute {
  path: string;
  summary: string;
  params: z.ZodObject;
}

const file = z.object({ file: z.string() });

export const MEDIA_ROUTES = {
  logo: { path: 'media/logo/:file', summary: "A site's generated logo", params: file },
  gameArt: {
    path: 'media/game/:provider/:file',
    summary: "A game's artwork",
    params: z.object({ provider: z.string(), file: z.string() }),
  },
  providerLogo: { path: 'media/provider/:file', summary: "A game provider's badge", params: file },
  slideBanner: {
    path: 'media/slide/:file',
    summary: "A slide's generated banner, only under the host of the slide's site",
    params: file,
  },
} as const satisfies Record<string, MediaRoute>;

export const MEDIA_DESCRIPTION =
  'image/svg+xml, cacheable (ETag, max-age one day); 404 { statusCode: -404, message: notFound }';
