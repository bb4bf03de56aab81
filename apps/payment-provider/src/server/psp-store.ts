import type { PaymentInput, PayoutInput } from './api-validation';
import { newId } from './ids';
import {
  type EventType,
  type FinalPaymentStatus,
  type Payment,
  type PaymentFailureReason,
  type Payout,
  type PspEvent,
  type PspState,
  emptyState,
  isFinalPaymentStatus,
} from './psp-types';

export interface StoreOptions {
  /** The state to start from (read from PSP_DATA_FILE); default: empty. */
  state?: PspState;
  /** Called with the whole state after every change (writes PSP_DATA_FILE); default: nothing. */
  persist?: (state: PspState) => void;
  /** Milliseconds since the epoch. */
  now: () => number;
  payoutDelayMs: number;
}

/** A create by reference: a new record, the one already made for it, or a conflicting one. */
export type CreateResult<T> = { kind: 'created' | 'existing' | 'conflict'; record: T };

/** What one delivery attempt of a notification came to. */
export type AttemptOutcome =
  | { kind: 'delivered' }
  | { kind: 'retry'; error: string; nextAttemptAt: number }
  | { kind: 'gave_up'; error: string };

/** An account number the demo bank reports closed: its payouts fail. */
const CLOSED_ACCOUNT = /0000$/;

const referenceKey = (merchantId: string, reference: string) => `${merchantId}\n${reference}`;

/**
 * Payments, payouts and notification events, and every change of status they go through. Each change
 * and the event it owes are committed together (one write of the state), so a restart never finds a
 * final status whose notification was lost.
 */
export class PspStore {
  private readonly state: PspState;
  private readonly payments = new Map<string, Payment>();
  private readonly paymentRefs = new Map<string, Payment>();
  private readonly payouts = new Map<string, Payout>();
  private readonly payoutRefs = new Map<string, Payout>();
  private readonly events = new Map<string, PspEvent>();
  private readonly persist: (state: PspState) => void;
  private readonly now: () => number;
  private readonly payoutDelayMs: number;
  /** Called after a change that enqueued an event or a payout (the workers wake up). */
  private readonly listeners = new Set<() => void>();

  constructor(options: StoreOptions) {
    this.state = options.state ?? emptyState();
    this.persist = options.persist ?? (() => undefined);
    this.now = options.now;
    this.payoutDelayMs = options.payoutDelayMs;
    for (const payment of this.state.payments) {
      this.payments.set(payment.id, payment);
      this.paymentRefs.set(referenceKey(payment.merchantId, payment.reference), payment);
    }
    for (const payout of this.state.payouts) {
      this.payouts.set(payout.id, payout);
      this.payoutRefs.set(referenceKey(payout.merchantId, payout.reference), payout);
    }
    for (const event of this.state.events) this.events.set(event.id, event);
  }

  /** Registers a listener for new work (events to deliver, payouts to pay); returns its removal. */
  onWork(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private commit(newWork = false): void {
    this.persist(this.state);
    if (newWork) for (const listener of this.listeners) listener();
  }

  // Payments

  createPayment(merchantId: string, input: PaymentInput): CreateResult<Payment> {
    const known = this.paymentRefs.get(referenceKey(merchantId, input.reference));
    if (known) {
      this.expireIfDue(known);
      const same =
        known.amount === input.amount && known.currency === input.currency && known.method === input.method;
      return { kind: same ? 'existing' : 'conflict', record: known };
    }
    const createdAt = this.now();
    const payment: Payment = {
      id: newId('pay'),
      merchantId,
      reference: input.reference,
      amount: input.amount,
      currency: input.currency,
      method: input.method,
      description: input.description,
      returnUrl: input.returnUrl,
      status: 'pending',
      failureReason: null,
      createdAt,
      expiresAt: createdAt + input.expiresInS * 1_000,
      finishedAt: null,
      wrongCodes: 0,
      card: null,
    };
    this.state.payments.push(payment);
    this.payments.set(payment.id, payment);
    this.paymentRefs.set(referenceKey(merchantId, payment.reference), payment);
    this.commit();
    return { kind: 'created', record: payment };
  }

  /** A payment by id, expired first if its time is up (expiry is checked on every read). */
  payment(id: string): Payment | undefined {
    const payment = this.payments.get(id);
    if (payment) this.expireIfDue(payment);
    return payment;
  }

  /** A payment of that merchant only: another merchant's payment is as good as unknown. */
  merchantPayment(merchantId: string, id: string): Payment | undefined {
    const payment = this.payment(id);
    return payment?.merchantId === merchantId ? payment : undefined;
  }

  /** Ends a payment that is still open, and owes its notification; a final payment stays as it is. */
  finishPayment(
    payment: Payment,
    status: FinalPaymentStatus,
    failureReason: PaymentFailureReason | null = null,
  ): boolean {
    if (isFinalPaymentStatus(payment.status)) return false;
    payment.status = status;
    payment.failureReason = status === 'failed' ? failureReason : null;
    payment.finishedAt = this.now();
    this.enqueue(payment.merchantId, `payment.${status}`, payment.id, {
      id: payment.id,
      reference: payment.reference,
      amount: payment.amount,
      currency: payment.currency,
      status: payment.status,
      failure_reason: payment.failureReason,
    });
    this.commit(true);
    return true;
  }

  /** Records the card entered (brand and last four digits only). */
  recordCard(payment: Payment, card: { brand: string; last4: string }): void {
    payment.card = card;
    this.commit();
  }

  requireConfirmation(payment: Payment): void {
    if (payment.status !== 'pending') return;
    payment.status = 'requires_confirmation';
    this.commit();
  }

  /** Counts a wrong one-time code; returns how many there have been. */
  recordWrongCode(payment: Payment): number {
    payment.wrongCodes += 1;
    this.commit();
    return payment.wrongCodes;
  }

  private expireIfDue(payment: Payment): void {
    if (!isFinalPaymentStatus(payment.status) && this.now() >= payment.expiresAt) {
      this.finishPayment(payment, 'expired');
    }
  }

  /** Expires every open payment whose time is up (the sweep); returns how many. */
  expireDue(): number {
    let expired = 0;
    for (const payment of this.state.payments) {
      if (!isFinalPaymentStatus(payment.status) && this.now() >= payment.expiresAt) {
        if (this.finishPayment(payment, 'expired')) expired += 1;
      }
    }
    return expired;
  }

  // Payouts

  /** A payout by reference; the same reference for another amount, currency, method or account conflicts. */
  createPayout(merchantId: string, input: PayoutInput): CreateResult<Payout> {
    const known = this.payoutRefs.get(referenceKey(merchantId, input.reference));
    if (known) {
      const same =
        known.amount === input.amount &&
        known.currency === input.currency &&
        known.method === input.method &&
        known.bankCode === input.bankCode &&
        known.accountNumber === input.accountNumber;
      return { kind: same ? 'existing' : 'conflict', record: known };
    }
    const createdAt = this.now();
    const payout: Payout = {
      id: newId('po'),
      merchantId,
      reference: input.reference,
      amount: input.amount,
      currency: input.currency,
      method: input.method,
      bankCode: input.bankCode,
      accountNumber: input.accountNumber,
      accountHolder: input.accountHolder,
      status: 'pending',
      failureReason: null,
      createdAt,
      dueAt: createdAt + this.payoutDelayMs,
      finishedAt: null,
    };
    this.state.payouts.push(payout);
    this.payouts.set(payout.id, payout);
    this.payoutRefs.set(referenceKey(merchantId, payout.reference), payout);
    this.commit(true);
    return { kind: 'created', record: payout };
  }

  payout(id: string): Payout | undefined {
    return this.payouts.get(id);
  }

  /** The payouts not yet paid nor failed. */
  pendingPayouts(): Payout[] {
    return this.state.payouts.filter((payout) => payout.status === 'pending');
  }

  /** The demo bank's answer to a due payout: paid, or failed for a closed account. */
  settlePayout(payout: Payout): void {
    if (payout.status !== 'pending') return;
    const closed = CLOSED_ACCOUNT.test(payout.accountNumber);
    payout.status = closed ? 'failed' : 'paid';
    payout.failureReason = closed ? 'account_closed' : null;
    payout.finishedAt = this.now();
    this.enqueue(payout.merchantId, closed ? 'payout.failed' : 'payout.paid', payout.id, {
      id: payout.id,
      reference: payout.reference,
      amount: payout.amount,
      currency: payout.currency,
      status: payout.status,
      failure_reason: payout.failureReason,
    });
    this.commit(true);
  }

  // Events

  private enqueue(merchantId: string, type: EventType, objectId: string, data: object): void {
    const createdAt = this.now();
    const id = newId('evt');
    const event: PspEvent = {
      id,
      merchantId,
      type,
      objectId,
      createdAt,
      // Serialised once: every attempt sends these very bytes.
      body: JSON.stringify({ id, type, created: Math.floor(createdAt / 1_000), data }),
      delivery: {
        status: 'pending',
        attempts: 0,
        nextAttemptAt: createdAt,
        lastAttemptAt: null,
        deliveredAt: null,
        lastError: null,
      },
    };
    this.state.events.push(event);
    this.events.set(id, event);
  }

  event(id: string): PspEvent | undefined {
    return this.events.get(id);
  }

  /** A merchant's events, newest first, optionally about one payment or payout only. */
  merchantEvents(merchantId: string, options: { limit: number; objectId?: string }): PspEvent[] {
    const found: PspEvent[] = [];
    for (let i = this.state.events.length - 1; i >= 0 && found.length < options.limit; i -= 1) {
      const event = this.state.events[i] as PspEvent;
      if (event.merchantId !== merchantId) continue;
      if (options.objectId !== undefined && event.objectId !== options.objectId) continue;
      found.push(event);
    }
    return found;
  }

  /** The events still to be delivered. */
  pendingEvents(): PspEvent[] {
    return this.state.events.filter((event) => event.delivery.status === 'pending');
  }

  recordAttempt(event: PspEvent, outcome: AttemptOutcome): void {
    const delivery = event.delivery;
    delivery.attempts += 1;
    delivery.lastAttemptAt = this.now();
    if (outcome.kind === 'delivered') {
      delivery.status = 'delivered';
      delivery.deliveredAt = delivery.lastAttemptAt;
      delivery.nextAttemptAt = null;
    } else {
      delivery.lastError = outcome.error;
      delivery.status = outcome.kind === 'retry' ? 'pending' : 'failed';
      delivery.nextAttemptAt = outcome.kind === 'retry' ? outcome.nextAttemptAt : null;
    }
    this.commit();
  }
}
