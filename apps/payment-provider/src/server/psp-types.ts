/**
 * The PSP's records, as kept in memory and in PSP_DATA_FILE. Times are milliseconds since the epoch;
 * amounts are integers in minor units (docs/payment-protocol.md).
 */

export const PAYMENT_METHODS = ['card', 'ewallet', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYOUT_METHODS = ['bank_transfer', 'ewallet'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export type PaymentStatus =
  'pending' | 'requires_confirmation' | 'succeeded' | 'failed' | 'expired' | 'cancelled';

/** The statuses a payment never leaves, each notified once. */
export type FinalPaymentStatus = 'succeeded' | 'failed' | 'expired' | 'cancelled';

export const isFinalPaymentStatus = (status: PaymentStatus): status is FinalPaymentStatus =>
  status === 'succeeded' || status === 'failed' || status === 'expired' || status === 'cancelled';

/** Why a payment failed (its `failure_reason`). */
export type PaymentFailureReason =
  'card_declined' | 'unknown_card' | 'authentication_failed' | 'declined_by_payer';

export interface Payment {
  id: string;
  merchantId: string;
  reference: string;
  amount: number;
  currency: string;
  method: PaymentMethod;
  description: string | null;
  returnUrl: string;
  status: PaymentStatus;
  failureReason: PaymentFailureReason | null;
  createdAt: number;
  expiresAt: number;
  finishedAt: number | null;
  /** Wrong one-time codes entered on the confirmation step. */
  wrongCodes: number;
  /** The card's brand and last four digits once a card was entered (never the full number). */
  card: { brand: string; last4: string } | null;
}

export type PayoutStatus = 'pending' | 'paid' | 'failed';
export type PayoutFailureReason = 'account_closed';

export interface Payout {
  id: string;
  merchantId: string;
  reference: string;
  amount: number;
  currency: string;
  method: PayoutMethod;
  bankCode: string | null;
  accountNumber: string;
  accountHolder: string;
  status: PayoutStatus;
  failureReason: PayoutFailureReason | null;
  createdAt: number;
  /** When the demo pays it (created + PSP_PAYOUT_DELAY_MS); kept so a restart still pays it. */
  dueAt: number;
  finishedAt: number | null;
}

export type EventType =
  | 'payment.succeeded'
  | 'payment.failed'
  | 'payment.expired'
  | 'payment.cancelled'
  | 'payout.paid'
  | 'payout.failed';

/**
 * One notification and its delivery. `body` is the exact JSON sent on every attempt: only the
 * signature's time changes between attempts.
 */
export interface PspEvent {
  id: string;
  merchantId: string;
  type: EventType;
  /** The payment or payout it is about. */
  objectId: string;
  createdAt: number;
  body: string;
  delivery: {
    status: 'pending' | 'delivered' | 'failed';
    attempts: number;
    /** When the next attempt is due (pending only). */
    nextAttemptAt: number | null;
    lastAttemptAt: number | null;
    deliveredAt: number | null;
    /** Why the last attempt failed ("HTTP 500", "timeout after 10000 ms", …). */
    lastError: string | null;
  };
}

/** Everything the PSP remembers; PSP_DATA_FILE holds exactly this. */
export interface PspState {
  version: 1;
  payments: Payment[];
  payouts: Payout[];
  events: PspEvent[];
}

export const emptyState = (): PspState => ({ version: 1, payments: [], payouts: [], events: [] });

export interface Merchant {
  id: string;
  secret: string;
  notifyUrl: string;
}
