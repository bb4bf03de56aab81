import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONFIRMATION_CODE, MAX_WRONG_CODES, checkCardForm } from './card-rules';
import {
  type Panel,
  bankTransferPanel,
  cardPanel,
  confirmPanel,
  ewalletPanel,
  messagePanel,
  resultPanel,
  returnUrlWithStatus,
} from './hosted-views';
import { isId } from './ids';
import { newNonce, pageCsp, paymentSummary, renderPage, returnOrigin } from './page-layout';
import type { PspStore } from './psp-store';
import {
  type FinalPaymentStatus,
  type Payment,
  type PaymentFailureReason,
  isFinalPaymentStatus,
} from './psp-types';

/**
 * The hosted payment page (docs/payment-protocol.md, "The hosted page"): `GET /pay/:id` shows the step
 * the payment is at; each step is a plain form POST (no script). A POST that ends the payment answers
 * 303 to the merchant's return URL with `status`; any POST to a payment that has already ended, or that
 * does not fit its step, answers 303 to `GET /pay/:id`, which shows where it stands.
 */

export interface HostedContext {
  store: PspStore;
  now: () => number;
  /** The PSP's public origin, the one its pages' forms are posted from. */
  publicOrigin: string;
}

type Form = Record<string, string>;
type PayRequest = FastifyRequest<{ Params: { id: string } }>;

/** The form fields of a urlencoded POST (see the content-type parser in psp-server.ts). */
const formOf = (request: FastifyRequest): Form =>
  typeof request.body === 'object' && request.body !== null && !Buffer.isBuffer(request.body)
    ? (request.body as Form)
    : {};

/** Headers of every hosted page: never cached, never framed, no referrer beyond this origin. */
export function hostedPageHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'same-origin')
    .header('cross-origin-opener-policy', 'same-origin');
}

export function sendPage(
  reply: FastifyReply,
  status: number,
  page: Panel & { summary?: ReturnType<typeof paymentSummary> },
  forms: 'none' | readonly string[],
): FastifyReply {
  const nonce = newNonce();
  return hostedPageHeaders(reply)
    .code(status)
    .header('content-security-policy', pageCsp(nonce, forms))
    .type('text/html; charset=utf-8')
    .send(renderPage({ ...page, nonce }));
}

export const sendNotFoundPage = (reply: FastifyReply): FastifyReply =>
  sendPage(
    reply,
    404,
    messagePanel(
      'We can’t find this payment',
      'Check the link, or go back to the site you came from and start the payment again.',
    ),
    'none',
  );

export function registerHostedRoutes(app: FastifyInstance, context: HostedContext): void {
  const { store, now } = context;

  /** The page of a payment as it stands (status 200, or the form's error status). */
  function sendPaymentPage(reply: FastifyReply, payment: Payment, panel?: Panel, status = 200) {
    const final = isFinalPaymentStatus(payment.status);
    const shown =
      panel ??
      (final
        ? resultPanel(payment)
        : payment.status === 'requires_confirmation'
          ? confirmPanel(payment)
          : payment.method === 'card'
            ? cardPanel(payment)
            : payment.method === 'ewallet'
              ? ewalletPanel(payment)
              : bankTransferPanel(payment));
    const summary = paymentSummary(payment, now(), !final);
    return sendPage(reply, status, { ...shown, summary }, final ? 'none' : [returnOrigin(payment)]);
  }

  /** Ends the payment and sends the player back to the merchant. */
  function finish(
    reply: FastifyReply,
    payment: Payment,
    status: FinalPaymentStatus,
    reason: PaymentFailureReason | null = null,
  ) {
    store.finishPayment(payment, status, reason);
    return hostedPageHeaders(reply).redirect(returnUrlWithStatus(payment), 303);
  }

  const showPayment = (reply: FastifyReply, payment: Payment) =>
    hostedPageHeaders(reply).redirect(`/pay/${payment.id}`, 303);

  /**
   * A form posted from another site is refused: only this origin's pages act on a payment. Browsers say
   * where a form came from in Sec-Fetch-Site and Origin; a client that sends neither is let through.
   */
  function crossSite(request: FastifyRequest): boolean {
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site' || site === 'same-site') return true;
    const origin = request.headers.origin;
    if (origin === undefined) return false;
    const host = request.headers.host;
    return origin !== context.publicOrigin && origin !== `http://${host}` && origin !== `https://${host}`;
  }

  /** The open payment a form acts on; undefined when the answer has been sent instead. */
  function openPayment(request: PayRequest, reply: FastifyReply): Payment | undefined {
    const payment = isId('pay', request.params.id) ? store.payment(request.params.id) : undefined;
    if (!payment) {
      sendNotFoundPage(reply);
      return undefined;
    }
    if (crossSite(request)) {
      sendPage(
        reply,
        403,
        messagePanel('This form was refused', 'It was sent from another site. Open the payment page again.'),
        'none',
      );
      return undefined;
    }
    // Finished (also a second submit of the same form): show how it ended.
    if (isFinalPaymentStatus(payment.status)) {
      showPayment(reply, payment);
      return undefined;
    }
    return payment;
  }

  app.get<{ Params: { id: string } }>('/pay/:id', async (request, reply) => {
    const payment = isId('pay', request.params.id) ? store.payment(request.params.id) : undefined;
    return payment ? sendPaymentPage(reply, payment) : sendNotFoundPage(reply);
  });

  app.post<{ Params: { id: string } }>('/pay/:id/card', async (request, reply) => {
    const payment = openPayment(request, reply);
    if (!payment) return reply;
    if (payment.method !== 'card' || payment.status !== 'pending') return showPayment(reply, payment);
    const form = formOf(request);
    const check = checkCardForm(form, new Date(now()));
    if (!check.ok) {
      const panel = cardPanel(payment, { errors: check.errors, expiry: form['expiry'], name: form['name'] });
      return sendPaymentPage(reply, payment, panel, 422);
    }
    store.recordCard(payment, check.card);
    switch (check.outcome) {
      case 'succeed':
        return finish(reply, payment, 'succeeded');
      case 'decline':
        return finish(reply, payment, 'failed', 'card_declined');
      case 'unknown':
        return finish(reply, payment, 'failed', 'unknown_card');
      case 'confirm':
        store.requireConfirmation(payment);
        return showPayment(reply, payment);
    }
  });

  app.post<{ Params: { id: string } }>('/pay/:id/confirm', async (request, reply) => {
    const payment = openPayment(request, reply);
    if (!payment) return reply;
    if (payment.status !== 'requires_confirmation') return showPayment(reply, payment);
    const code = (formOf(request)['code'] ?? '').replace(/\s/g, '');
    if (code === CONFIRMATION_CODE) return finish(reply, payment, 'succeeded');
    if (!/^\d{6}$/.test(code)) {
      return sendPaymentPage(reply, payment, confirmPanel(payment, 'Enter the 6-digit code.'), 422);
    }
    const wrong = store.recordWrongCode(payment);
    if (wrong >= MAX_WRONG_CODES) return finish(reply, payment, 'failed', 'authentication_failed');
    const left = MAX_WRONG_CODES - wrong;
    const error = `That code is not right. You have ${left} attempt${left === 1 ? '' : 's'} left.`;
    return sendPaymentPage(reply, payment, confirmPanel(payment, error), 422);
  });

  app.post<{ Params: { id: string } }>('/pay/:id/ewallet', async (request, reply) => {
    const payment = openPayment(request, reply);
    if (!payment) return reply;
    const decision = formOf(request)['decision'];
    if (payment.method !== 'ewallet' || payment.status !== 'pending') return showPayment(reply, payment);
    if (decision === 'approve') return finish(reply, payment, 'succeeded');
    if (decision === 'decline') return finish(reply, payment, 'failed', 'declined_by_payer');
    return showPayment(reply, payment);
  });

  app.post<{ Params: { id: string } }>('/pay/:id/bank-transfer', async (request, reply) => {
    const payment = openPayment(request, reply);
    if (!payment) return reply;
    if (payment.method !== 'bank_transfer' || payment.status !== 'pending')
      return showPayment(reply, payment);
    // The demo bank confirms the transfer at once.
    return finish(reply, payment, 'succeeded');
  });

  app.post<{ Params: { id: string } }>('/pay/:id/cancel', async (request, reply) => {
    const payment = openPayment(request, reply);
    if (!payment) return reply;
    return finish(reply, payment, 'cancelled');
  });
}
