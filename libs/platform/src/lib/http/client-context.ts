import type { FastifyRequest } from 'fastify';
import { requestHost } from './zod-app';
import type { ClientContext } from '../players/player-types';

export interface SiteFields {
  domain_name?: string | null;
  external_id?: string | number | null;
}

/** The site is the domain_name sent, else the Host the browser asked for; the address is request.ip. */
export function clientContext(request: FastifyRequest, body: SiteFields): ClientContext {
  const domainName = body.domain_name?.trim();
  const externalId =
    body.external_id === null || body.external_id === undefined ? '' : String(body.external_id).trim();
  return {
    domainName: domainName ? domainName : requestHost(request),
    externalId: externalId === '' ? null : externalId,
    address: request.ip,
  };
}
