import { MiddlewareRegistry } from './middleware';
import { ROUTES, findRouteByPath, type RouteDefinition } from '@wl/site-model';

function route(path: string): RouteDefinition {
  const found = findRouteByPath(path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
}

describe('route middleware', () => {
  it('names auth on every member page and guest on /forgot-password only', () => {
    expect(ROUTES.filter((r) => r.middleware?.includes('guest')).map((r) => r.path)).toEqual([
      '/forgot-password',
    ]);
    expect(ROUTES.filter((r) => r.middleware?.includes('auth')).map((r) => r.path)).toEqual(
      ROUTES.filter((r) => r.requiresAuth).map((r) => r.path),
    );
  });

  it('auth: a guest goes to the login entry, a player goes on', () => {
    const registry = new MiddlewareRegistry();
    expect(registry.run({ route: route('/account'), path: '/account', isAuthenticated: false })).toEqual({
      kind: 'login',
    });
    expect(registry.run({ route: route('/account'), path: '/account', isAuthenticated: true })).toEqual({
      kind: 'next',
    });
  });

  it('guest: /forgot-password refuses a signed-in player', () => {
    const registry = new MiddlewareRegistry();
    const forgot = route('/forgot-password');
    expect(registry.run({ route: forgot, path: forgot.path, isAuthenticated: true })).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(registry.run({ route: forgot, path: forgot.path, isAuthenticated: false })).toEqual({
      kind: 'next',
    });
  });

  it('runs the middleware a route names, by name and in order, from the registry', () => {
    const registry = new MiddlewareRegistry();
    const seen: string[] = [];
    registry.register('first', () => {
      seen.push('first');
      return { kind: 'next' };
    });
    registry.register('second', () => {
      seen.push('second');
      return { kind: 'redirect', to: '/promotions' };
    });
    registry.register('third', () => {
      seen.push('third');
      return { kind: 'next' };
    });
    const custom: RouteDefinition = { name: 'vip', path: '/vip', middleware: ['first', 'second', 'third'] };
    expect(registry.run({ route: custom, path: '/vip', isAuthenticated: false })).toEqual({
      kind: 'redirect',
      to: '/promotions',
    });
    expect(seen).toEqual(['first', 'second']);
    expect(registry.has('third')).toBe(true);
  });

  it('fails closed with a 404 for a middleware nobody registered', () => {
    const log = { error: jest.fn() };
    const registry = new MiddlewareRegistry(log);
    const custom: RouteDefinition = { name: 'vip', path: '/vip', middleware: ['missing'] };
    expect(registry.run({ route: custom, path: '/vip', isAuthenticated: true })).toEqual({
      kind: 'notFound',
    });
    expect(log.error).toHaveBeenCalledWith('Route middleware "missing" of /vip is not registered');
  });

  it('lets a page without middleware through', () => {
    expect(
      new MiddlewareRegistry().run({ route: route('/slots'), path: '/slots', isAuthenticated: false }),
    ).toEqual({
      kind: 'next',
    });
  });
});
