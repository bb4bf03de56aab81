import swagger from '@fastify/swagger';
import type { FastifyPluginAsync } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Platform } from '../platform';
import { registerBackofficeRoutes } from '../backoffice/backoffice-routes';
import { registerBettingRoutes } from '../betting/betting-routes';
import { registerLiveRoute } from '../betting/live-route';
import { registerCashierRoutes, registerPspNotifyRoute } from '../cashier/cashier-routes';
import { registerPlayRoutes } from '../play/play-routes';
import { registerWalletRoutes } from '../play/wallet/wallet-routes';
import { registerPlayerRoutes } from '../players/player-routes';
import { registerRewardsRoutes } from '../rewards/rewards-routes';
import { registerSiteRoutes } from '../sites/site-routes';
import { installErrorHandler } from './error-handler';

export interface PlatformPluginOptions {
  platform: Platform;
}

export const OPENAPI_INFO = {
  title: 'White-label gaming platform API',
  description:
    'Every call answers the envelope { statusCode, message, ...fields }; statusCode 1 is success. ' +
    'Member calls carry account_id and auth (the session token); site calls carry domain_name. ' +
    "Back-office calls (tag backoffice, under /api/backoffice/) are the operator staff's: they are " +
    'authorised by the staff session cookie alone, never by a player session.',
  version: '1.0.0',
};

/** The platform API, mounted under /api by the site server or by the standalone platform entry. */
export const platformPlugin: FastifyPluginAsync<PlatformPluginOptions> = async (app, { platform }) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  // Every answer is JSON and says so: a browser never sniffs it into something else.
  // A callback hook, not an async one: a promise per answer costs on the hottest calls.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    done(null, payload);
  });
  await app.register(swagger, { openapi: { info: OPENAPI_INFO }, transform: jsonSchemaTransform });

  const api = app.withTypeProvider<ZodTypeProvider>();
  registerSiteRoutes(api, platform);
  registerPlayerRoutes(api, platform);
  registerPlayRoutes(api, platform);
  registerCashierRoutes(api, platform);
  registerRewardsRoutes(api, platform);
  registerBettingRoutes(api, platform);
  await registerWalletRoutes(app, platform);
  await registerPspNotifyRoute(app, platform);
  await registerLiveRoute(app, platform);
  await registerBackofficeRoutes(app, platform);

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};
