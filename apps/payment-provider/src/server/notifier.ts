import type { PspStore } from './psp-store';
import type { Merchant, PspEvent } from './psp-types';
import { signBody } from './signature';

/**
 * Delivers the notification events to the merchants' notify URLs (docs/payment-protocol.md,
 * "PSP → platform: notifications"). An attempt succeeds on any 2xx answer; anything else (another
 * status, a network error, no answer within the attempt's time limit) is retried with the same event
 * id and body, signed anew, after a doubling delay, until the event is a day old. Each attempt's
 * outcome is kept in the store, so a restart with PSP_DATA_FILE picks up where it stopped.
 */

export interface DeliveryPolicy {
  /** The wait after the first failed attempt; it doubles after each further one. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** No attempt is made later than this after the event was created. */
  giveUpAfterMs: number;
  /** One attempt's time limit. */
  attemptTimeoutMs: number;
}

/** 1 s, 2 s, 4 s … at most 5 minutes apart, for 24 hours; 10 s per attempt. */
export const DEFAULT_DELIVERY_POLICY: DeliveryPolicy = {
  baseDelayMs: 1_000,
  maxDelayMs: 5 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
  attemptTimeoutMs: 10_000,
};

/** The wait after `failedAttempts` failed attempts (1 → baseDelayMs). */
export function retryDelayMs(policy: DeliveryPolicy, failedAttempts: number): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(failedAttempts - 1, 30));
}

export interface NotifyRequest {
  method: 'POST';
  headers: Record<string, string>;
  body: string;
  signal: AbortSignal;
  redirect: 'manual';
}

/** A fetch-like function; global `fetch` fits. */
export type NotifyTransport = (
  url: string,
  init: NotifyRequest,
) => Promise<{ status: number; text(): Promise<string> }>;

export interface NotifierOptions {
  store: PspStore;
  merchantFor(merchantId: string): Merchant | undefined;
  policy?: DeliveryPolicy;
  /** Default: global fetch. */
  transport?: NotifyTransport;
  now: () => number;
  log?: (level: 'warn' | 'error', message: string, details: Record<string, unknown>) => void;
}

/** setTimeout's longest wait. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** An error's message, with its cause's code (fetch says only "fetch failed"; the cause says ECONNREFUSED). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  const detail =
    typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : '';
  return detail ? `${error.message} (${detail})` : error.message;
}

export class Notifier {
  private readonly store: PspStore;
  private readonly policy: DeliveryPolicy;
  private readonly transport: NotifyTransport;
  private readonly now: () => number;
  private readonly log: NonNullable<NotifierOptions['log']>;
  /** Attempts under way, by event id; a close aborts them. */
  private readonly inFlight = new Map<string, { abort: AbortController; done: Promise<void> }>();
  private timer: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;
  private closed = false;

  constructor(private readonly options: NotifierOptions) {
    this.store = options.store;
    this.policy = options.policy ?? DEFAULT_DELIVERY_POLICY;
    this.transport = options.transport ?? ((url, init) => fetch(url, init));
    this.now = options.now;
    this.log = options.log ?? (() => undefined);
  }

  start(): void {
    this.unsubscribe = this.store.onWork(() => this.schedule());
    this.schedule();
  }

  /** Events not yet delivered nor given up. */
  pending(): number {
    return this.store.pendingEvents().length;
  }

  /** Stops delivering. An attempt under way is cut short and not counted: the next start repeats it. */
  async close(): Promise<void> {
    this.closed = true;
    this.unsubscribe?.();
    clearTimeout(this.timer);
    const running = [...this.inFlight.values()];
    for (const attempt of running) attempt.abort.abort();
    await Promise.all(running.map((attempt) => attempt.done));
  }

  /** Sets the timer for the earliest attempt due. */
  private schedule(): void {
    if (this.closed) return;
    clearTimeout(this.timer);
    let next = Infinity;
    for (const event of this.store.pendingEvents()) {
      if (!this.inFlight.has(event.id)) next = Math.min(next, event.delivery.nextAttemptAt ?? 0);
    }
    if (next === Infinity) return;
    const wait = Math.min(MAX_TIMER_MS, Math.max(0, next - this.now()));
    this.timer = setTimeout(() => this.runDue(), wait);
    this.timer.unref();
  }

  private runDue(): void {
    const now = this.now();
    for (const event of this.store.pendingEvents()) {
      if (!this.inFlight.has(event.id) && (event.delivery.nextAttemptAt ?? 0) <= now) this.deliver(event);
    }
    this.schedule();
  }

  private deliver(event: PspEvent): void {
    const abort = new AbortController();
    const done = this.attempt(event, abort.signal).then((error) => {
      this.inFlight.delete(event.id);
      if (error === undefined) {
        this.store.recordAttempt(event, { kind: 'delivered' });
      } else if (!this.closed) {
        const nextAttemptAt = this.now() + retryDelayMs(this.policy, event.delivery.attempts + 1);
        const details = { event: event.id, type: event.type, attempt: event.delivery.attempts + 1, error };
        if (nextAttemptAt > event.createdAt + this.policy.giveUpAfterMs) {
          this.store.recordAttempt(event, { kind: 'gave_up', error });
          this.log('error', 'notification given up', details);
        } else {
          this.store.recordAttempt(event, { kind: 'retry', error, nextAttemptAt });
          this.log('warn', 'notification will be retried', { ...details, nextAttemptAt });
        }
      }
      this.schedule();
    });
    this.inFlight.set(event.id, { abort, done });
  }

  /** One attempt: undefined when the merchant answered 2xx, else what went wrong. */
  private async attempt(event: PspEvent, stop: AbortSignal): Promise<string | undefined> {
    const merchant = this.options.merchantFor(event.merchantId);
    if (!merchant) return `merchant ${event.merchantId} is not configured`;
    const timeout = AbortSignal.timeout(this.policy.attemptTimeoutMs);
    try {
      const response = await this.transport(merchant.notifyUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'DemoPSP-Notifier/1',
          // A new time on every attempt, over the same bytes: a retry hours later is not stale.
          'psp-signature': signBody(merchant.secret, event.body, Math.floor(this.now() / 1_000)),
        },
        body: event.body,
        signal: AbortSignal.any([stop, timeout]),
        // A redirect is not an acknowledgement: it is an answer other than 2xx.
        redirect: 'manual',
      });
      // Read (and drop) the answer so the connection can be reused.
      await response.text().catch(() => undefined);
      return response.status >= 200 && response.status < 300 ? undefined : `HTTP ${response.status}`;
    } catch (error) {
      if (timeout.aborted) return `no answer within ${this.policy.attemptTimeoutMs} ms`;
      if (stop.aborted) return 'stopped';
      return `network: ${describe(error)}`;
    }
  }
}
