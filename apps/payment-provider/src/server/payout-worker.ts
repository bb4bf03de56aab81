import type { PspStore } from './psp-store';

/**
 * Pays the pending payouts when they are due (PSP_PAYOUT_DELAY_MS after their creation). The due time is
 * in the store, so payouts still pending after a restart are paid then (at once if overdue).
 */
export class PayoutWorker {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly store: PspStore,
    private readonly now: () => number,
  ) {}

  start(): void {
    this.unsubscribe = this.store.onWork(() => this.schedule());
    this.schedule();
  }

  close(): void {
    this.unsubscribe?.();
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private schedule(): void {
    for (const payout of this.store.pendingPayouts()) {
      if (this.timers.has(payout.id)) continue;
      const timer = setTimeout(
        () => {
          this.timers.delete(payout.id);
          this.store.settlePayout(payout);
        },
        Math.max(0, payout.dueAt - this.now()),
      );
      timer.unref();
      this.timers.set(payout.id, timer);
    }
  }
}
