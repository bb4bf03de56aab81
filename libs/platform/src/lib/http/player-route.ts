import type { FastifyRequest } from 'fastify';
import type { AnswerInputOf, CallDefinition, ParsedRequestOf } from '@wl/contract';
import type { z } from 'zod';
import { contractRoute } from './contract-route';
import type { ZodApp } from './zod-app';
import type { ClientContext } from '../players/player-types';
import { clientContext, type SiteFields } from './client-context';

/** A player call of the contract: its body may name the site (else the Host is used). */
export type PlayerCall<Fields extends SiteFields = SiteFields> = CallDefinition<
  string,
  'POST',
  z.ZodType<Fields>
>;

/**
 * Registers a guest's player calls (sign-in, codes, the VIP table): the body is validated and the handler
 * gets the site, address and body, and answers the call's success fields.
 */
export function playerRoutes(api: ZodApp) {
  return function route<C extends PlayerCall>(
    call: C,
    handler: (
      context: ClientContext,
      body: ParsedRequestOf<C>,
      request: FastifyRequest,
    ) => Promise<AnswerInputOf<C>>,
  ): void {
    contractRoute(api, call, async (request, body) =>
      handler(clientContext(request, body as SiteFields), body, request),
    );
  };
}
