import { makeAutoObservable, runInAction } from 'mobx';
import type { CallAnswer, CallRequest } from '@wl/contract';
import { closeOpenRound, listOpenRounds } from '@wl/api/backoffice';
import { PagedList } from '../paged-list';
import type { StaffCalls } from '../staff-calls';
import { siteFilter } from '../site-filter';

export type OpenRound = CallAnswer<'backoffice/money/open_rounds'>['value'][number];

export const OPEN_ROUNDS_PAGE_SIZE = 50;

/** The waits an operator picks from before a round without a result is listed, in minutes. */
export const OPEN_ROUND_WAITS = [15, 60, 360, 1440] as const;
export type OpenRoundWait = (typeof OPEN_ROUND_WAITS)[number];

/** A round named by its provider and its id. */
const keyOf = (round: { provider_code: string; round_id: string }) =>
  `${round.provider_code}:${round.round_id}`;

/** What the last close did, for the notice above the list. */
export interface CloseNotice {
  outcome: 'closed' | 'alreadyClosed';
  roundId: string;
  accountId: string;
  refundedMinor: number;
  currency: string;
  digits: number;
}

/**
 * Rounds providers left open on the staff member's sites (or one): a bet, no result for a while. Owner
 * and finance close one after confirming: its bets are refunded to the player, once.
 */
export class OpenRoundsStore {
  siteId = '';
  olderThan: OpenRoundWait = 60;
  /** The round whose close is being confirmed (provider:round). */
  asking: string | undefined = undefined;
  closing = false;
  closeError: string | undefined = undefined;
  notice: CloseNotice | undefined = undefined;
  readonly list: PagedList<OpenRound>;

  constructor(private readonly calls: () => StaffCalls) {
    this.list = new PagedList(OPEN_ROUNDS_PAGE_SIZE, (page, pageSize) =>
      this.calls().run((t) => listOpenRounds(t, this.requestFor(page, pageSize))),
    );
    makeAutoObservable<OpenRoundsStore, 'calls'>(this, { calls: false, list: false });
  }

  setSite(siteId: string): Promise<void> {
    this.siteId = siteId;
    return this.list.load(1);
  }

  setOlderThan(minutes: OpenRoundWait): Promise<void> {
    this.olderThan = minutes;
    return this.list.load(1);
  }

  load(page = this.list.page): Promise<void> {
    return this.list.load(page);
  }

  isAsking(round: OpenRound): boolean {
    return this.asking === keyOf(round);
  }

  ask(round: OpenRound): void {
    this.asking = keyOf(round);
    this.closeError = undefined;
  }

  cancel(): void {
    this.asking = undefined;
    this.closeError = undefined;
  }

  /** Closes the round being confirmed; the list is read again after it. */
  async confirm(round: OpenRound): Promise<void> {
    if (this.closing || this.asking !== keyOf(round)) return;
    this.closing = true;
    this.closeError = undefined;
    const outcome = await this.calls().run((t) =>
      closeOpenRound(t, { provider_code: round.provider_code, round_id: round.round_id }),
    );
    runInAction(() => {
      this.closing = false;
      if (outcome.ok) {
        const answer = outcome.answer;
        this.notice = {
          outcome: answer.outcome ?? 'closed',
          roundId: round.round_id,
          accountId: round.account_id,
          refundedMinor: answer.refunded_minor ?? 0,
          currency: answer.currency ?? round.currency,
          digits: answer.digits ?? round.digits,
        };
        this.asking = undefined;
      } else {
        this.closeError = outcome.error;
      }
    });
    if (outcome.ok) await this.list.load(this.list.page);
  }

  clear(): void {
    this.siteId = '';
    this.olderThan = 60;
    this.cancel();
    this.notice = undefined;
    this.list.clear();
  }

  private requestFor(page: number, pageSize: number): CallRequest<'backoffice/money/open_rounds'> {
    return { page, page_size: pageSize, older_than_minutes: this.olderThan, ...siteFilter(this.siteId) };
  }
}
