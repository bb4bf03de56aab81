import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { type RandomSource, cryptoRandom } from '../engines';
import { registerCatalogueRoutes } from './catalogue-routes';
import { gameSetupFor } from './game-setup';
import { registerPageRoutes } from './page-routes';
import { registerRoundRoutes } from './round-routes';
import { registerSessionRoutes } from './session-routes';
import { SessionStore } from './sessions';
import { type AssetManifest, registerStaticAssets } from './static-assets';
import type { ApiError } from '../studio-api';
import type { StudioContext } from './studio-context';
import { type WalletClient, type WalletClientOptions, createWalletClient } from './wallet-client';

export interface StudioServerOptions {
  /** The platform's base URL (wallet calls go to `${platformUrl}/api/wallet/<call>`). */
  platformUrl: string;
  /** A provider code's wallet secret; undefined: the code is not served. */
  secretFor(providerCode: string): string | undefined;
  /** The game pages' bundles, from build.mjs's manifest. */
  assets: AssetManifest;
  /** Where the bundles are served from (/assets/); none in specs. */
  publicDir?: string;
  /** Wallet client settings besides the URL, code and secret (a transport, retry policies, a log). */
  wallet?: Omit<WalletClientOptions, 'baseUrl' | 'providerCode' | 'secret'>;
  sessions?: SessionStore;
  random?: RandomSource;
  /** How long a round's answer waits for its win (default 3 s). */
  waitForWinMs?: number;
  logger?: FastifyServerOptions['logger'];
}

export interface StudioServer {
  app: FastifyInstance;
  /** Wallet calls (wins, rollbacks, round ends) still being retried, over every provider. */
  pendingWalletCalls(): number;
  /** Waits for the pending wallet calls, at most timeoutMs; true when none is left. */
  drainWallet(timeoutMs: number): Promise<boolean>;
}

export async function createStudioServer(options: StudioServerOptions): Promise<StudioServer> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
  });
  const wallets = new Map<string, WalletClient>();
  const walletFor = (provider: string): WalletClient | undefined => {
    const secret = options.secretFor(provider);
    if (secret === undefined) return undefined;
    let wallet = wallets.get(provider);
    if (!wallet) {
      wallet = createWalletClient({
        log: (message, details) => app.log.warn({ provider, ...details }, message),
        ...options.wallet,
        baseUrl: options.platformUrl,
        providerCode: provider,
        secret,
      });
      wallets.set(provider, wallet);
    }
    return wallet;
  };
  const pendingWalletCalls = () => [...wallets.values()].reduce((sum, w) => sum + w.pending(), 0);

  const context: StudioContext = {
    sessions: options.sessions ?? new SessionStore(),
    walletFor,
    serves: (provider) => options.secretFor(provider) !== undefined,
    gameSetupFor,
    random: options.random ?? cryptoRandom(),
    waitForWinMs: options.waitForWinMs ?? 3_000,
  };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const answer: ApiError = { error: 'BAD_REQUEST', message: error.message };
      return reply.code(400).send(answer);
    }
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    const answer: ApiError = {
      error: status >= 500 ? 'STUDIO_ERROR' : 'BAD_REQUEST',
      message: status >= 500 ? 'The game studio failed. Please try again.' : error.message,
    };
    return reply.code(status).send(answer);
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });

  app.get('/health', async () => ({ ok: true, pendingWalletCalls: pendingWalletCalls() }));
  registerCatalogueRoutes(app);
  registerPageRoutes(app, context, options.assets);
  registerSessionRoutes(app, context);
  registerRoundRoutes(app, context);
  if (options.publicDir) await registerStaticAssets(app, options.publicDir);

  return {
    app,
    pendingWalletCalls,
    async drainWallet(timeoutMs) {
      const drained = await Promise.all([...wallets.values()].map((w) => w.drain(timeoutMs)));
      return drained.every(Boolean);
    },
  };
}
