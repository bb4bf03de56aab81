import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerApiRoutes } from './api-routes';
import type { ApiError } from './api-views';
import { registerHostedRoutes, sendNotFoundPage, sendPage } from './hosted-routes';
import { messagePanel } from './hosted-views';
import { type DeliveryPolicy, Notifier, type NotifyTransport } from './notifier';
import { PayoutWorker } from './payout-worker';
import { PspStore } from './psp-store';
import type { Merchant } from './psp-types';
import { readStateFile, writeStateFile } from './state-file';

export interface PspServerOptions {
  /** The origin players reach the PSP on (hosted_url is `${publicUrl}/pay/<id>`). */
  publicUrl: string;
  merchants: ReadonlyMap<string, Merchant>;
  /** Where the state is kept between restarts; none: memory only. */
  dataFile?: string;
  /** How long after its creation a payout is paid (default 3 s). */
  payoutDelayMs?: number;
  /** Notification retries (default: docs/payment-protocol.md's 1 s doubling to 5 min, for 24 h). */
  deliveryPolicy?: DeliveryPolicy;
  /** How notifications are sent (default: global fetch). */
  transport?: NotifyTransport;
  /** Milliseconds since the epoch (default Date.now). */
  now?: () => number;
  /** How often open payments past their expiry are expired (default 10 s; reads expire them too). */
  expirySweepMs?: number;
  logger?: FastifyServerOptions['logger'];
}

export interface PspServer {
  app: FastifyInstance;
  store: PspStore;
  notifier: Notifier;
}

/** Bodies are small: the largest request is a payment of a few hundred bytes. */
const BODY_LIMIT = 16 * 1024;

export async function createPspServer(options: PspServerOptions): Promise<PspServer> {
  const now = options.now ?? Date.now;
  const dataFile = options.dataFile;
  const store = new PspStore({
    now,
    payoutDelayMs: options.payoutDelayMs ?? 3_000,
    ...(dataFile
      ? { state: readStateFile(dataFile), persist: (state) => writeStateFile(dataFile, state) }
      : {}),
  });
  const merchantFor = (id: string) => options.merchants.get(id);

  const app = Fastify({ logger: options.logger ?? false, bodyLimit: BODY_LIMIT, return503OnClosing: true });
  const notifier = new Notifier({
    store,
    merchantFor,
    now,
    ...(options.deliveryPolicy ? { policy: options.deliveryPolicy } : {}),
    ...(options.transport ? { transport: options.transport } : {}),
    log: (level, message, details) => app.log[level](details, message),
  });
  const payouts = new PayoutWorker(store, now);

  // The API's signatures cover the exact bytes received: JSON bodies stay raw Buffers, parsed after the
  // check. The hosted pages' forms are urlencoded fields. Any other body is refused (415).
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const isPage = (url: string) => url.startsWith('/pay/');
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    if (isPage(request.url)) {
      const [title, text] =
        status >= 500
          ? ['Something went wrong', 'The payment page failed. Please try again in a moment.']
          : ['This request was refused', 'Open the payment page again from the site you came from.'];
      return sendPage(reply, status, messagePanel(title, text), 'none');
    }
    const code =
      status >= 500
        ? 'internal_error'
        : status === 415
          ? 'unsupported_media_type'
          : status === 413
            ? 'payload_too_large'
            : 'invalid_request';
    const answer: ApiError = {
      error: code,
      message: status >= 500 ? 'The PSP failed. Please try again.' : error.message,
    };
    return reply.code(status).send(answer);
  });
  app.setNotFoundHandler((request, reply) => {
    if (isPage(request.url)) return sendNotFoundPage(reply);
    const answer: ApiError = {
      error: 'not_found',
      message: `No ${request.method} ${request.url.split('?')[0]}.`,
    };
    return reply.code(404).send(answer);
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });

  app.get('/health', async () => ({ ok: true }));
  registerApiRoutes(app, { store, merchantFor, now, publicUrl: options.publicUrl });
  registerHostedRoutes(app, { store, now, publicOrigin: new URL(options.publicUrl).origin });

  // The workers start with the server object and stop with app.close().
  notifier.start();
  payouts.start();
  store.expireDue();
  const sweep = setInterval(() => store.expireDue(), options.expirySweepMs ?? 10_000);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    payouts.close();
    await notifier.close();
  });

  return { app, store, notifier };
}
