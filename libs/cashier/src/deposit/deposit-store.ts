import { makeAutoObservable, runInAction } from 'mobx';
import { createDeposit, getDepositStatus, isSuccess } from '@wl/api';
import { PlatformRequests, type FeatureStore, type MemberSource, type PlatformPort } from '@wl/core';
import type { MinorUnits } from '@wl/money';
import { checkAmount, type AmountCheck, type AmountIssue } from '../lib/amount-check';
import { failureKey, isUncertain, shownInPlace } from '../lib/answer-kinds';
import { RequestIdentity, newRequestId } from '../lib/request-id';
import { errorAt, serverError, type ServerError } from '../lib/server-error';
import {
  FINAL_DEPOSIT_STATES,
  shownTransaction,
  type ShownMethod,
  type ShownTransaction,
} from '../lib/shown';
import type { MethodsStore } from '../methods/methods-store';

/** The PSP's page is asked about every 2 s after the player's return, for about a minute. */
export const DEPOSIT_POLL_MS = 2_000;
export const DEPOSIT_POLLS = 30;

export interface DepositDeps {
  platform: PlatformPort;
  session: MemberSource;
  methods: MethodsStore;
  /** The site's currency: amounts are typed in it. */
  currency: () => string;
  /** The wallet's balance, asked for again once a deposit is credited. */
  refreshBalance: () => Promise<unknown>;
  /** Sends the browser to the PSP's hosted page, on another origin. */
  leave: (url: string) => void;
  newId?: () => string;
  wait?: (ms: number) => Promise<void>;
}

/**
 * What the deposit page says after the PSP sent the player back: checking (asking the platform),
 * done (the deposit reached its final state), waiting (still not final after a minute) or failed (the
 * platform does not know the deposit).
 */
export interface DepositWatch {
  depositId: string;
  /** What the PSP said on the way back (succeeded, cancelled...): a hint only, the platform decides. */
  pspStatus: string;
  phase: 'checking' | 'done' | 'waiting' | 'failed';
  deposit: ShownTransaction | null;
  errorKey: string | null;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A deposit (`cashier/deposit`): the method and amount checked by the platform's rules before sending,
 * the fee and the total to pay, one request_id per intended deposit (kept when the answer is lost and
 * the same deposit is sent again), then the browser leaves for the PSP's page. Back from it, the
 * deposit's outcome (`cashier/deposit_status`, every 2 s until final, for about a minute).
 */
export class DepositStore implements FeatureStore {
  methodCode = '';
  amount = '';
  /** The amount's problem is shown: the field was left, or the form was sent. */
  amountShown = false;
  error: ServerError | null = null;
  sending = false;
  /** The browser is on its way to the PSP. */
  leaving = false;
  watch: DepositWatch | null = null;
  private readonly requests: PlatformRequests;
  private readonly ids: RequestIdentity;
  private watching = 0;

  constructor(private readonly deps: DepositDeps) {
    this.requests = new PlatformRequests(deps.platform, deps.session);
    this.ids = new RequestIdentity(deps.newId ?? newRequestId);
    makeAutoObservable<this, 'deps' | 'requests' | 'ids' | 'watching'>(
      this,
      { deps: false, requests: false, ids: false, watching: false },
      { deep: false, autoBind: true },
    );
  }

  get currency(): string {
    return this.deps.currency();
  }

  get methods(): ShownMethod[] {
    return this.deps.methods.depositMethods;
  }

  /** The method chosen, or the first one offered. */
  get method(): ShownMethod | null {
    return this.methods.find((m) => m.code === this.methodCode) ?? this.methods[0] ?? null;
  }

  get check(): AmountCheck | null {
    const method = this.method;
    return method ? checkAmount(this.amount, this.currency, method) : null;
  }

  /** The amount's problem, once it is shown (the platform's refusals are `error`). */
  get amountIssue(): AmountIssue | null {
    const check = this.check;
    return this.amountShown && check && !check.ok ? check.issue : null;
  }

  get fee(): MinorUnits | null {
    const check = this.check;
    return check?.ok ? check.fee : null;
  }

  /** What the player pays at the PSP: the amount and the fee on top. */
  get total(): MinorUnits | null {
    const check = this.check;
    return check?.ok ? check.amount + check.fee : null;
  }

  errorAt(place: 'method' | 'amount' | 'form'): string | null {
    return errorAt(this.error, place);
  }

  setMethod(code: string): void {
    this.methodCode = code;
    this.error = null;
  }

  setAmount(text: string): void {
    this.amount = text;
    if (this.error?.place !== 'form') this.error = null;
  }

  showAmountIssue(): void {
    if (this.amount.trim()) this.amountShown = true;
  }

  /**
   * Sends the deposit; true when the browser is leaving for the PSP. Nothing is sent while the amount
   * breaks a rule. A lost answer keeps the request_id, so sending again cannot make a second deposit.
   */
  async submit(): Promise<boolean> {
    if (this.sending || this.leaving) return false;
    this.amountShown = true;
    const method = this.method;
    const check = this.check;
    if (!method || !check?.ok) return false;
    const requestId = this.ids.idFor(`${method.code}|${check.amount}`);
    const amount = this.amount.trim();
    this.sending = true;
    this.error = null;
    const outcome = await this.requests.forMember(
      'deposit',
      (member) =>
        createDeposit(this.requests.api, {
          ...member,
          method_code: method.code,
          amount,
          request_id: requestId,
        }),
      { quiet: shownInPlace, accept: (answer) => Boolean(answer.redirect_url) },
    );
    runInAction(() => {
      this.sending = false;
    });
    if (!outcome?.current) return false;
    const { answer, ok } = outcome;
    if (ok && answer.redirect_url) {
      this.ids.settle();
      runInAction(() => {
        this.leaving = true;
      });
      this.deps.leave(answer.redirect_url);
      return true;
    }
    if (!isUncertain(answer)) this.ids.settle();
    runInAction(() => {
      this.error = serverError(isSuccess(answer) ? 'unknownError' : failureKey(answer));
    });
    return false;
  }

  /** The player came back to this page without leaving it for good (the browser's back button). */
  stayed(): void {
    this.leaving = false;
  }

  /**
   * Follows the deposit the PSP sent the player back about, until it is final (completed: the balance
   * is asked for again) or about a minute has passed.
   */
  async watchDeposit(depositId: string, pspStatus: string): Promise<void> {
    const ticket = ++this.watching;
    this.watch = { depositId, pspStatus, phase: 'checking', deposit: null, errorKey: null };
    const wait_ = this.deps.wait ?? wait;
    for (let poll = 0; poll < DEPOSIT_POLLS; poll++) {
      if (poll > 0) await wait_(DEPOSIT_POLL_MS);
      if (ticket !== this.watching) return;
      const outcome = await this.requests.forMember(
        'status',
        (member) => getDepositStatus(this.requests.api, { ...member, deposit_id: depositId }),
        { quiet: shownInPlace, accept: (answer) => Boolean(answer.deposit) },
      );
      if (ticket !== this.watching || !outcome?.current) return;
      const { answer, ok } = outcome;
      if (ok && answer.deposit) {
        const deposit = shownTransaction(answer.deposit);
        const final = FINAL_DEPOSIT_STATES.includes(deposit.state);
        this.setWatch({ deposit, phase: final ? 'done' : 'checking' });
        if (final) {
          if (deposit.state === 'completed') await this.deps.refreshBalance();
          return;
        }
      } else if (!isUncertain(answer)) {
        // The platform does not know this deposit (a link of another player, a typo): nothing to wait for.
        this.setWatch({ phase: 'failed', errorKey: isSuccess(answer) ? 'unknownError' : failureKey(answer) });
        return;
      }
    }
    if (ticket === this.watching) this.setWatch({ phase: 'waiting' });
  }

  /** The page showing the outcome closed: no more asking. */
  stopWatching(): void {
    this.watching += 1;
  }

  /** Back to the form (another deposit), with the method and amount of the last one. */
  closeWatch(): void {
    this.stopWatching();
    this.watch = null;
  }

  clear(): void {
    this.requests.clear();
    this.stopWatching();
    this.ids.settle();
    this.methodCode = '';
    this.amount = '';
    this.amountShown = false;
    this.error = null;
    this.sending = false;
    this.leaving = false;
    this.watch = null;
  }

  private setWatch(fields: Partial<DepositWatch>): void {
    if (this.watch) this.watch = { ...this.watch, ...fields };
  }
}
