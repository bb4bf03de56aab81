import type { FastifyReply, FastifyRequest } from 'fastify';
import { STAFF_COOKIE, STAFF_POLICY } from './staff-policy';

/** The staff session token the request's cookie carries, if any. */
export function readStaffCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === STAFF_COOKIE) {
      const value = part.slice(separator + 1).trim();
      // Tokens are base64url: anything else is not one of ours.
      return /^[A-Za-z0-9_-]{1,128}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

/** The path the cookie is sent on: the back-office calls only (/api/backoffice wherever /api is mounted). */
function cookiePath(request: FastifyRequest): string {
  const url = request.routeOptions.url ?? request.url;
  const at = url.indexOf('/backoffice/');
  return at >= 0 ? url.slice(0, at + '/backoffice'.length) : '/';
}

/**
 * The Set-Cookie of a staff session: HttpOnly (no script reads it), SameSite=Strict (no other site's page
 * sends it), only on the back-office paths, Secure when the request came over HTTPS, and gone when the
 * session's absolute time is. An empty token clears it.
 */
function staffCookie(request: FastifyRequest, token: string): string {
  const maxAge = token === '' ? 0 : STAFF_POLICY.session.absoluteSeconds;
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${STAFF_COOKIE}=${token}; Path=${cookiePath(request)}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure}`;
}

const pending = new WeakMap<FastifyRequest, string>();

/** Asks for the session cookie on this request's answer (written by the back office's onSend hook). */
export function setStaffCookie(request: FastifyRequest, token: string): void {
  pending.set(request, staffCookie(request, token));
}

export function clearStaffCookie(request: FastifyRequest): void {
  pending.set(request, staffCookie(request, ''));
}

/** Writes the cookie a handler asked for, on success and failure alike. */
export function writeStaffCookie(request: FastifyRequest, reply: FastifyReply): void {
  const cookie = pending.get(request);
  if (cookie) reply.header('set-cookie', cookie);
}
