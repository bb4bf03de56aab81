import Ajv from 'ajv';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { logoSvg } from '../media/logo-svg';
import type { SiteDirectory } from '../sites/site-directory';

export interface PlatformOptions {
  directory: SiteDirectory;
}

const startupBody = {
  type: 'object',
  required: ['domain_name'],
  properties: { domain_name: { type: 'string', minLength: 1, maxLength: 253 } },
} as const;

/**
 * Payloads are checked as sent: no coercion, so 42 or ["a"] is not taken for a string, and unknown
 * fields are left for the handler to ignore.
 */
const validator = new Ajv({ coerceTypes: false, allErrors: false, removeAdditional: false });

/** Bad input gets the envelope with a message key, never a stack trace. */
function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(
    (error: { validation?: unknown; statusCode?: number; message: string }, request, reply) => {
      // Schema failures, malformed JSON and other client errors Fastify has already classed as 4xx.
      if (error.validation || (error.statusCode !== undefined && error.statusCode < 500)) {
        return reply.code(400).send({ statusCode: -400, message: 'invalidRequest', details: error.message });
      }
      request.log.error(error);
      return reply.code(500).send({ statusCode: -500, message: 'internalServerError' });
    },
  );
}

/** The platform API, mounted under /api by the site server or the standalone platform entry. */
export const platformPlugin: FastifyPluginAsync<PlatformOptions> = async (app, { directory }) => {
  installErrorHandler(app);
  app.setValidatorCompiler(({ schema }) => validator.compile(schema));

  app.post<{ Body: { domain_name: string } }>(
    '/startup',
    { schema: { body: startupBody } },
    async (request) => directory.startup(request.body.domain_name),
  );

  app.get<{ Params: { key: string } }>('/media/logo/:key', async (request, reply) => {
    const site = directory.findByKey(request.params.key.replace(/\.svg$/, ''));
    if (!site) return reply.code(404).send({ statusCode: -404, message: 'notFound' });
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=3600')
      .send(logoSvg(site.name, site.logoColors));
  });
};
