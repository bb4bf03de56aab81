import { makeAutoObservable, runInAction } from 'mobx';
import { cashOutBet, getSportsBets, type CashOutResponse, type SportsBetsRequest } from '@wl/api';
import { currencyDigits, fromMajor, toMajor, type MinorUnits } from '@wl/money';
import {
  PlatformRequests,
  isRetryable,
  type FeatureStore,
  type MemberSource,
  type PlatformPort,
} from '@wl/core';
import type { HistoryStatus } from '../bet-history-store';
import { CASH_OUT_REFUSALS, changedOffer, type CashOutFlow } from './cash-out-flow';
import { canCashOut, shownSportsBet, type ShownSportsBet } from './shown-sports-bet';

/** Which bets the list shows: open ones (with their cash-out offers), settled ones, or all. */
export const SPORTS_BETS_FILTERS = ['open', 'settled', 'all'] as const;
export type SportsBetsFilter = (typeof SPORTS_BETS_FILTERS)[number];

/** Bets per page (the spec's paginator: 10 a page). */
export const SPORTS_BETS_PAGE_SIZE = 10;
/** How often open bets' cash-out offers are asked again while shown: they move with the prices. */
export const OFFER_REFRESH_MS = 15_000;

export interface SportsBetsDeps {
  platform: PlatformPort;
  session: MemberSource;
  /** The site's currency: the bets' amounts are in it. */
  currency: () => string;
  /** Shows the balance a cash out answered with (the wallet store's). */
  applyBalance: (answer: CashOutResponse) => void;
  /** Asks the balance again: a cash out whose answer was lost turned out to have gone through. */
  refreshBalance: () => void;
}

const isFilter = (value: string): value is SportsBetsFilter =>
  (SPORTS_BETS_FILTERS as readonly string[]).includes(value);

/**
 * The signed-in player's sports bets (`sports/bets`): newest first, a page at a time, open, settled or
 * all; and cashing one out (`sports/cash_out`) for the offer the player saw, confirmed first. A refused
 * offer that moved comes back as the new one, which one more press accepts. Open bets' offers are asked
 * again while the list is shown (`watchOffers`). An answer overtaken by a newer request is dropped;
 * everything is forgotten when the session ends.
 */
export class SportsBetsStore implements FeatureStore {
  filter: SportsBetsFilter = 'all';
  page = 1;
  readonly pageSize = SPORTS_BETS_PAGE_SIZE;
  bets: ShownSportsBet[] = [];
  total = 0;
  status: HistoryStatus = 'idle';
  errorKey: string | null = null;
  /** The cash out the player started, one bet at a time. */
  cashOut: CashOutFlow | null = null;
  /** Bets cashed out here, kept over a list answer asked before the cash out that still says open. */
  private readonly cashedOut = new Map<string, ShownSportsBet>();
  private readonly requests: PlatformRequests;

  constructor(private readonly deps: SportsBetsDeps) {
    this.requests = new PlatformRequests(deps.platform, deps.session);
    makeAutoObservable<this, 'deps' | 'requests' | 'cashedOut'>(
      this,
      { deps: false, requests: false, cashedOut: false, pageSize: false },
      { deep: false, autoBind: true },
    );
  }

  get totalPages(): number {
    return Math.max(1, Math.ceil(this.total / this.pageSize));
  }

  /** The list shows its skeleton: nothing to show yet, or the bets shown are of another page or filter. */
  get loading(): boolean {
    return this.status === 'idle' || this.status === 'loading';
  }

  get empty(): boolean {
    return this.status === 'ready' && this.bets.length === 0;
  }

  /** Some bet shown is open: its offer moves with the prices. */
  get hasOpenBets(): boolean {
    return this.bets.some((bet) => bet.state === 'open');
  }

  /** The flow of `betId`'s cash out, if it is the one started. */
  cashOutOf(betId: string): CashOutFlow | null {
    return this.cashOut?.betId === betId ? this.cashOut : null;
  }

  /** Anything but open, settled or all is ignored. */
  setFilter(value: string): void {
    if (!isFilter(value) || value === this.filter) return;
    this.filter = value;
    this.page = 1;
    void this.load();
  }

  setPage(page: number): void {
    if (!Number.isInteger(page) || page < 1 || page === this.page) return;
    this.page = page;
    void this.load();
  }

  /** The list shown again (the Sports tab opened): asked afresh, over the bets shown when there are some. */
  show(): Promise<void> {
    return this.status === 'ready' ? this.refresh() : this.load();
  }

  /** The page of bets of the filter (on arrival, after a change, and Try again), with its skeleton. */
  load(): Promise<void> {
    this.status = 'loading';
    this.errorKey = null;
    if (this.cashOut?.phase !== 'sending') this.cashOut = null;
    return this.fetch(false);
  }

  /**
   * The bets shown asked again without the skeleton (offers move with prices): nothing while the list is
   * loading or failed, or while a cash out is on its way (its answer says what became of the bet); a
   * failure keeps the bets shown.
   */
  refresh(): Promise<void> {
    if (this.status !== 'ready' || this.cashOut?.phase === 'sending') return Promise.resolve();
    return this.fetch(true);
  }

  /**
   * Keeps the open bets' offers fresh while the list is shown: asked again when the player comes back to
   * the browser tab, and every 15 s while open bets are shown and the tab is visible. Returns the stop.
   */
  watchOffers(): () => void {
    const page = typeof document === 'undefined' ? null : document;
    const visible = () => page?.visibilityState !== 'hidden';
    const onVisibility = () => {
      if (visible()) void this.refresh();
    };
    page?.addEventListener('visibilitychange', onVisibility);
    const timer = setInterval(() => {
      if (visible() && this.hasOpenBets) void this.refresh();
    }, OFFER_REFRESH_MS);
    return () => {
      clearInterval(timer);
      page?.removeEventListener('visibilitychange', onVisibility);
    };
  }

  /** The player pressed "Cash out": asked to confirm the offer they saw. */
  startCashOut(betId: string): void {
    if (this.cashOut?.phase === 'sending') return;
    const bet = this.bets.find((shown) => shown.bet_id === betId);
    if (!bet || bet.state !== 'open' || bet.cash_out === null) return;
    this.cashOut = { betId, phase: 'confirm', amount: bet.cash_out };
  }

  /** "Keep bet": the cash out is dropped (not once it is on its way). */
  cancelCashOut(): void {
    if (this.cashOut?.phase !== 'sending') this.cashOut = null;
  }

  /**
   * Cashes the bet out for the amount confirmed (or the new offer accepted): the bet then shows cashed out
   * and the balance the answer carries; a moved offer comes back as the one to accept.
   */
  async confirmCashOut(): Promise<void> {
    const flow = this.cashOut;
    if (!flow || (flow.phase !== 'confirm' && flow.phase !== 'changed')) return;
    const { betId, amount } = flow;
    this.cashOut = { betId, phase: 'sending', amount };
    const currency = this.deps.currency();
    const digits = currencyDigits(currency);
    const outcome = await this.requests.forMember(
      'cashOut',
      (member) =>
        cashOutBet(this.requests.api, { ...member, bet_id: betId, amount: toMajor(amount, digits) }),
      {
        args: [betId, amount],
        // The bet's own refusals and a connection lost are said next to it; the rest (an ended session)
        // goes through the global handler.
        quiet: (answer) => isRetryable(answer) || CASH_OUT_REFUSALS.includes(answer.message),
        accept: (answer) => Boolean(answer.bet),
      },
    );
    if (!outcome) {
      runInAction(() => {
        this.cashOut = null;
      });
      return;
    }
    if (!outcome.current) return;
    const { answer, ok } = outcome;
    if (ok && answer.bet) {
      const bet = shownSportsBet(answer.bet, currency);
      this.cashedOut.set(betId, bet);
      runInAction(() => {
        this.bets = this.bets.map((shown) => (shown.bet_id === betId ? bet : shown));
        this.cashOut = { betId, phase: 'done', amount: bet.return ?? amount };
      });
      this.deps.applyBalance(answer);
      return;
    }
    const changed = answer.message === 'cashOutChanged' ? changedOffer(answer) : undefined;
    runInAction(() => {
      if (typeof changed === 'number') {
        const offer = fromMajor(changed, digits);
        this.setOffer(betId, offer);
        this.cashOut = { betId, phase: 'changed', amount: offer };
      } else if (answer.message === 'cashOutChanged' || answer.message === 'cashOutUnavailable') {
        this.setOffer(betId, null);
        this.cashOut = { betId, phase: 'unavailable' };
      } else {
        this.cashOut = { betId, phase: 'failed', errorKey: answer.message || 'unknownError' };
      }
    });
    // Without a new offer the bet may have settled, or (a connection lost) the cash out gone through.
    if (typeof changed !== 'number') await this.refresh();
  }

  clear(): void {
    this.requests.clear();
    this.cashedOut.clear();
    this.filter = 'all';
    this.page = 1;
    this.bets = [];
    this.total = 0;
    this.status = 'idle';
    this.errorKey = null;
    this.cashOut = null;
  }

  private async fetch(quietly: boolean): Promise<void> {
    const request: Omit<SportsBetsRequest, 'account_id' | 'auth'> = {
      state: this.filter,
      page: this.page,
      page_size: this.pageSize,
    };
    const outcome = await this.requests.forMember(
      'bets',
      (member) => getSportsBets(this.requests.api, { ...member, ...request }),
      // A service or a connection away is said on the page, with Try again, rather than in a dialog.
      { quiet: isRetryable, args: request },
    );
    if (!outcome?.current) return;
    const { answer, ok } = outcome;
    runInAction(() => {
      if (!ok) {
        if (quietly) return;
        this.status = 'failed';
        this.errorKey = answer.message || 'unknownError';
        return;
      }
      const currency = this.deps.currency();
      this.bets = (answer.value ?? []).map((wire) => {
        const bet = shownSportsBet(wire, currency);
        const ours = this.cashedOut.get(bet.bet_id);
        return ours && bet.state === 'open' ? ours : bet;
      });
      this.total = answer.total ?? this.bets.length;
      this.status = 'ready';
      this.followFlow();
    });
    // A page past the end (fewer bets since): the last page instead.
    if (this.bets.length === 0 && this.total > 0 && this.page > this.totalPages) {
      this.setPage(this.totalPages);
    }
  }

  /** The cash out started, kept in step with the bet as the list now shows it. */
  private followFlow(): void {
    const flow = this.cashOut;
    if (!flow || flow.phase === 'sending' || flow.phase === 'done') return;
    const bet = this.bets.find((shown) => shown.bet_id === flow.betId);
    if (!bet) {
      this.cashOut = null;
    } else if (bet.state === 'cashed_out' && bet.return !== null) {
      // The answer was lost, but the cash out went through.
      this.cashOut = { betId: bet.bet_id, phase: 'done', amount: bet.return };
      this.deps.refreshBalance();
    } else if ((flow.phase === 'confirm' || flow.phase === 'changed') && !canCashOut(bet)) {
      this.cashOut = { betId: bet.bet_id, phase: 'unavailable' };
    } else if (flow.phase === 'unavailable' && canCashOut(bet)) {
      // Offered again: "not available now" no longer holds.
      this.cashOut = null;
    }
  }

  private setOffer(betId: string, offer: MinorUnits | null): void {
    this.bets = this.bets.map((bet) => (bet.bet_id === betId ? { ...bet, cash_out: offer } : bet));
  }
}
