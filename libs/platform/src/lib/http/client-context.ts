import type { FastifyRequest } from 'fastify';
import { requestHost } from './zod-app';
import type { ClientContext } from '../players/player-types';

export interface SiteFields {
  domain_name?: string | null;
  external_id?: string | number | null;
}

/** The longest User-Agent kept (sessions, sign-in attempts); browsers send far less. */
const MAX_USER_AGENT = 512;

/** The request's User-Agent as the platform keeps it: printable, at most 512 characters. */
export function userAgentOf(request: FastifyRequest): string {
  const header = request.headers['user-agent'];
  const text = typeof header === 'string' ? header : '';
  let kept = '';
  for (const char of text.slice(0, MAX_USER_AGENT)) {
    const code = char.charCodeAt(0);
    if (code >= 0x20 && code !== 0x7f) kept += char;
  }
  return kept;
}

/**
 * The site is the domain_name sent, else the Host the browser asked for; the address is request.ip; the
 * user agent names the device in the player's sessions and sign-in attempts.
 */
export function clientContext(request: FastifyRequest, body: SiteFields): ClientContext {
  const domainName = body.domain_name?.trim();
  const externalId =
    body.external_id === null || body.external_id === undefined ? '' : String(body.external_id).trim();
  return {
    domainName: domainName ? domainName : requestHost(request),
    externalId: externalId === '' ? null : externalId,
    address: request.ip,
    userAgent: userAgentOf(request),
  };
}
