import type { AnswerInputOf, CallDefinition, ParsedRequestOf } from '@wl/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { contractRoute } from './contract-route';
import type { ZodApp } from './zod-app';
import type { Platform } from '../platform';
import { SITE_FAILURES, siteCallOf, type siteCallBody } from './site-call';

/** A site call of the contract: its body names the site (domain_name, external_id). */
type SiteCall = CallDefinition<string, 'POST', z.ZodType<z.output<typeof siteCallBody>>>;

/**
 * Registers site calls: the body is validated, the site of domain_name opened (its failure answered when
 * it cannot serve), then the handler reads for that site only and answers the call's success fields.
 */
export function siteRoutes(api: ZodApp, platform: Platform) {
  return function route<C extends SiteCall>(
    call: C,
    handler: (siteId: number, body: ParsedRequestOf<C>, request: FastifyRequest) => Promise<AnswerInputOf<C>>,
  ): void {
    contractRoute(
      api,
      call,
      async (request, body) => {
        const site = await platform.sites.open(siteCallOf(body as z.output<typeof siteCallBody>));
        return handler(site.id, body, request);
      },
      SITE_FAILURES,
    );
  };
}
