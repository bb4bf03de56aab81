import type { RouteDefinition } from '@wl/site-model';

export interface MiddlewareContext {
  route: RouteDefinition;
  /** The requested path without its locale prefix. */
  path: string;
  isAuthenticated: boolean;
}

/** next: go on; login: the guest goes to the template's login entry; redirect: elsewhere; notFound: 404. */
export type MiddlewareResult =
  { kind: 'next' } | { kind: 'login' } | { kind: 'redirect'; to: string } | { kind: 'notFound' };

export type RouteMiddleware = (context: MiddlewareContext) => MiddlewareResult;

const NEXT: MiddlewareResult = { kind: 'next' };

/** Member pages: a guest is sent to the login entry. */
export const authMiddleware: RouteMiddleware = ({ isAuthenticated }) =>
  isAuthenticated ? NEXT : { kind: 'login' };

/** Guest-only pages (/forgot-password): a signed-in player is sent home. */
export const guestMiddleware: RouteMiddleware = ({ isAuthenticated }) =>
  isAuthenticated ? { kind: 'redirect', to: '/' } : NEXT;

/**
 * Route middleware by name: a route's metadata names the middleware it needs, which runs from here in
 * order; the first result that is not `next` decides. A name nobody registered fails closed (404).
 */
export class MiddlewareRegistry {
  private readonly middleware = new Map<string, RouteMiddleware>([
    ['auth', authMiddleware],
    ['guest', guestMiddleware],
  ]);

  constructor(private readonly log: Pick<Console, 'error'> = console) {}

  register(name: string, middleware: RouteMiddleware): void {
    this.middleware.set(name, middleware);
  }

  has(name: string): boolean {
    return this.middleware.has(name);
  }

  run(context: MiddlewareContext): MiddlewareResult {
    for (const name of context.route.middleware ?? []) {
      const middleware = this.middleware.get(name);
      if (!middleware) {
        this.log.error(`Route middleware "${name}" of ${context.route.path} is not registered`);
        return { kind: 'notFound' };
      }
      const result = middleware(context);
      if (result.kind !== 'next') return result;
    }
    return NEXT;
  }
}
