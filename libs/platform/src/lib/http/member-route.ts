import type { AnswerInputOf, ParsedRequestOf } from '@wl/contract';
import type { FastifyRequest } from 'fastify';
import { contractRoute } from './contract-route';
import type { ZodApp } from './zod-app';
import type { Platform } from '../platform';
import type { Member } from '../players/player-types';
import { clientContext, type SiteFields } from './client-context';
import type { PlayerCall } from './player-route';

/** The fields of a member call: the site, the account and the session token. */
type MemberFields = SiteFields & { account_id: string; auth: string };

/**
 * Registers calls of a signed-in player (account_id and auth): the body is validated, the session
 * authenticated (sessionExpired, BLOCK or CLOSE answered when it cannot act), then the handler gets the
 * member and answers the call's success fields.
 */
export function memberRoutes(api: ZodApp, { players }: Platform) {
  return function memberRoute<C extends PlayerCall<MemberFields>>(
    call: C,
    handler: (member: Member, body: ParsedRequestOf<C>, request: FastifyRequest) => Promise<AnswerInputOf<C>>,
  ): void {
    contractRoute(api, call, async (request, body) => {
      const fields = body as MemberFields;
      const member = await players.authenticate(
        clientContext(request, fields),
        fields.account_id,
        fields.auth,
      );
      return handler(member, body, request);
    });
  };
}
