import type { FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { ZodApp } from '../../http/zod-app';
import type { Platform } from '../../platform';
import { SITE_FAILURES, siteCallBody, siteCallOf } from './route-schemas';

type SiteCallBody = typeof siteCallBody;

/**
 * Registers site calls: the body is validated, the site of domain_name opened (its failure answered when
 * it cannot serve), then the handler reads for that site only.
 */
export function siteRoutes(api: ZodApp, platform: Platform) {
  return function route<B extends SiteCallBody, R extends z.ZodType>(
    url: string,
    summary: string,
    body: B,
    response: R,
    handler: (siteId: number, body: z.output<B>) => Promise<z.input<R>>,
  ): void {
    // Typed loosely for Fastify: the handler's answer is checked against `response` at the call site.
    const schema: FastifySchema = {
      tags: ['site'],
      summary,
      description: SITE_FAILURES,
      body,
      response: { 200: response },
    };
    api.post(url, { schema }, async (request) => {
      const parsed = request.body as z.output<B>;
      const site = await platform.sites.open(siteCallOf(parsed));
      return handler(site.id, parsed);
    });
  };
}
