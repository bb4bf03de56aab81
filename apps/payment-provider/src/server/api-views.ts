import type { Payment, Payout, PspEvent } from './psp-types';

/** The API's JSON for each record (docs/payment-protocol.md). Times are ISO 8601 without milliseconds. */

export const isoTime = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const isoOrNull = (ms: number | null) => (ms === null ? null : isoTime(ms));

export interface ApiError {
  error: string;
  message: string;
}

export function paymentView(payment: Payment, publicUrl: string) {
  return {
    id: payment.id,
    reference: payment.reference,
    status: payment.status,
    amount: payment.amount,
    currency: payment.currency,
    method: payment.method,
    hosted_url: `${publicUrl}/pay/${payment.id}`,
    expires_at: isoTime(payment.expiresAt),
    failure_reason: payment.failureReason,
  };
}

export function payoutView(payout: Payout) {
  return {
    id: payout.id,
    reference: payout.reference,
    status: payout.status,
    amount: payout.amount,
    currency: payout.currency,
    failure_reason: payout.failureReason,
  };
}

/** An event as it was sent, with how its delivery stands (GET /v1/events, for operators). */
export function eventView(event: PspEvent) {
  const sent = JSON.parse(event.body) as { created: number; data: unknown };
  const delivery = event.delivery;
  return {
    id: event.id,
    type: event.type,
    created: sent.created,
    data: sent.data,
    delivery_status: delivery.status,
    attempts: delivery.attempts,
    last_attempt_at: isoOrNull(delivery.lastAttemptAt),
    next_attempt_at: isoOrNull(delivery.nextAttemptAt),
    delivered_at: isoOrNull(delivery.deliveredAt),
    last_error: delivery.lastError,
  };
}
