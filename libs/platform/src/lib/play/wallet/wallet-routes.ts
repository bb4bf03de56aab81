import {
  WALLET_CALLS,
  WALLET_HEADERS,
  WALLET_HTTP_STATUS,
  WALLET_REQUESTS,
  walletAnswer,
  type WalletAnswer,
} from '@wl/contract';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform';

/** A wallet call is small; anything larger is not one. */
const WALLET_BODY_LIMIT = 16 * 1024;

const headerOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The providers' wallet calls under /wallet/<call>. They are read as text: the signature is over the
 * exact bytes, so the body is parsed only after it is checked (wallet-calls.ts). The schemas are given
 * for the API reference only; the same schemas check the body after the signature.
 */
export async function registerWalletRoutes(app: FastifyInstance, platform: Platform): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: WALLET_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.setValidatorCompiler(() => (value) => ({ value }));
    for (const call of WALLET_CALLS) {
      scope.post(
        `/wallet/${call}`,
        {
          schema: {
            tags: ['wallet protocol'],
            summary: `Seamless wallet: ${call} (signed by the provider; docs/wallet-protocol.md)`,
            body: WALLET_REQUESTS[call],
            response: { 200: walletAnswer, 400: walletAnswer, 401: walletAnswer, 500: walletAnswer },
          },
        },
        async (request, reply) => {
          let answer: WalletAnswer;
          try {
            answer = await platform.play.walletCall(call, {
              providerCode: headerOf(request.headers[WALLET_HEADERS.provider]),
              signature: headerOf(request.headers[WALLET_HEADERS.signature]),
              rawBody: typeof request.body === 'string' ? request.body : '',
            });
          } catch (error) {
            request.log.error({ err: error, call }, 'wallet call failed');
            answer = { status: 'INTERNAL_ERROR', message: 'try again with the same request' };
          }
          return reply.code(WALLET_HTTP_STATUS[answer.status]).send(answer);
        },
      );
    }
  });
}
