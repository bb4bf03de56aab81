import type { FastifyInstance } from 'fastify';

/**
 * A form of a site's page that the browser sent itself: the page's scripts never ran (they failed to
 * load, or were blocked), so the press reached no handler. The account forms are sent by POST, so the
 * password is in no address; the body is dropped unused, and the player is sent back to the page (303, which
 * the browser follows with a GET), where the scripts get another chance. API calls are not pages: an
 * unknown one stays a 404.
 */
export async function registerFormFallback(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    // Only in this scope: elsewhere a form body is still refused (415).
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'buffer' },
      (_request, _body, done) => done(null, undefined),
    );
    scope.post('/*', async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname.startsWith('/api/') || /\.[a-z0-9]+$/i.test(pathname)) {
        return reply.code(404).type('text/plain').send('Not found');
      }
      // One leading slash: "//elsewhere.example" (or "/\elsewhere.example", which browsers read alike)
      // would send the player to another site.
      return reply.header('cache-control', 'no-store').redirect(`/${pathname.replace(/^[/\\]+/, '')}`, 303);
    });
  });
}
