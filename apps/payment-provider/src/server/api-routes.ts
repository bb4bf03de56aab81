import type { FastifyInstance, FastifyReply } from 'fastify';
import { merchantOf, signatureCheck } from './api-auth';
import { parseJsonObject, parsePaymentInput, parsePayoutInput } from './api-validation';
import { type ApiError, eventView, paymentView, payoutView } from './api-views';
import { isId } from './ids';
import type { PspStore } from './psp-store';
import type { Merchant } from './psp-types';

/** The merchant API of docs/payment-protocol.md, "Platform → PSP", and the operators' event log. */

export interface ApiContext {
  store: PspStore;
  merchantFor(id: string): Merchant | undefined;
  now: () => number;
  publicUrl: string;
}

const refuse = (reply: FastifyReply, status: number, error: string, message: string) =>
  reply.code(status).send({ error, message } satisfies ApiError);

export function registerApiRoutes(app: FastifyInstance, context: ApiContext): void {
  const { store, publicUrl } = context;
  const check = signatureCheck(context.merchantFor, context.now);

  app.post('/v1/payments', { preHandler: check }, async (request, reply) => {
    const body = parseJsonObject(request.body as Buffer | undefined);
    if (!body.ok) return refuse(reply, 400, 'invalid_request', body.message);
    const input = parsePaymentInput(body.value);
    if (!input.ok) return refuse(reply, 400, 'invalid_request', input.message);
    const result = store.createPayment(merchantOf(request).id, input.value);
    if (result.kind === 'conflict') {
      return refuse(
        reply,
        409,
        'reference_conflict',
        `Payment ${result.record.id} already has this reference with another amount, currency or method.`,
      );
    }
    return reply.code(result.kind === 'created' ? 201 : 200).send(paymentView(result.record, publicUrl));
  });

  app.get<{ Params: { id: string } }>('/v1/payments/:id', { preHandler: check }, async (request, reply) => {
    const { id } = request.params;
    const payment = isId('pay', id) ? store.merchantPayment(merchantOf(request).id, id) : undefined;
    if (!payment) return refuse(reply, 404, 'not_found', 'No payment of yours has this id.');
    return paymentView(payment, publicUrl);
  });

  app.post('/v1/payouts', { preHandler: check }, async (request, reply) => {
    const body = parseJsonObject(request.body as Buffer | undefined);
    if (!body.ok) return refuse(reply, 400, 'invalid_request', body.message);
    const input = parsePayoutInput(body.value);
    if (!input.ok) return refuse(reply, 400, 'invalid_request', input.message);
    const result = store.createPayout(merchantOf(request).id, input.value);
    if (result.kind === 'conflict') {
      return refuse(
        reply,
        409,
        'reference_conflict',
        `Payout ${result.record.id} already has this reference with another amount, currency, method or account.`,
      );
    }
    return reply.code(result.kind === 'created' ? 201 : 200).send(payoutView(result.record));
  });

  /**
   * The merchant's notification events, newest first, with their delivery (attempts, last error, when
   * delivered). `limit` 1–100 (default 50); `object_id` keeps those of one payment or payout.
   */
  app.get<{ Querystring: Record<string, unknown> }>(
    '/v1/events',
    { preHandler: check },
    async (request, reply) => {
      const { limit: limitParam, object_id: objectId } = request.query;
      const limit =
        limitParam === undefined
          ? 50
          : typeof limitParam === 'string' && /^\d{1,3}$/.test(limitParam)
            ? Number(limitParam)
            : 0;
      if (limit < 1 || limit > 100) {
        return refuse(reply, 400, 'invalid_request', 'limit must be an integer from 1 to 100.');
      }
      if (
        objectId !== undefined &&
        (typeof objectId !== 'string' || !(isId('pay', objectId) || isId('po', objectId)))
      ) {
        return refuse(reply, 400, 'invalid_request', 'object_id must be a payment or payout id.');
      }
      const events = store.merchantEvents(merchantOf(request).id, {
        limit,
        ...(objectId === undefined ? {} : { objectId }),
      });
      return { data: events.map(eventView) };
    },
  );
}
