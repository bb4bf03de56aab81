import { makeAutoObservable, runInAction } from 'mobx';
import { getWithdrawalSummary, isSuccess, requestWithdrawal, type BankAccount } from '@wl/api';
import {
  PlatformRequests,
  isRetryable,
  type FeatureStore,
  type LoadStatus,
  type MemberSource,
  type PlatformPort,
} from '@wl/core';
import { currencyDigits, minorToText, type MinorUnits } from '@wl/money';
import type { BankAccountsStore } from '../bank-accounts/bank-accounts-store';
import { checkAmount, type AmountCheck, type AmountIssue } from '../lib/amount-check';
import { failureKey, isUncertain, shownInPlace } from '../lib/answer-kinds';
import { RequestIdentity, newRequestId } from '../lib/request-id';
import { errorAt, serverError, type ServerError } from '../lib/server-error';
import { shownTransaction, type ShownMethod, type ShownTransaction } from '../lib/shown';
import type { MethodsStore } from '../methods/methods-store';
import { shownSummary, withdrawalBlock, type ShownSummary, type WithdrawalBlock } from './withdrawal-summary';

export interface WithdrawalDeps {
  platform: PlatformPort;
  session: MemberSource;
  methods: MethodsStore;
  bankAccounts: BankAccountsStore;
  currency: () => string;
  /** The wallet's balance, asked for again once an amount is held. */
  refreshBalance: () => Promise<unknown>;
  newId?: () => string;
}

/**
 * A withdrawal: what can be withdrawn now and why (`cashier/withdrawal_summary`), then the request
 * (`cashier/withdraw`) to one of the player's bank accounts, checked by the platform's rules before
 * sending, one request_id per intended withdrawal (kept when the answer is lost). Once requested, the
 * amount is held until the operator decides. Forgotten when the session ends.
 */
export class WithdrawalStore implements FeatureStore {
  summary: ShownSummary | null = null;
  status: LoadStatus = 'idle';
  errorKey: string | null = null;
  methodCode = '';
  /** The account chosen; null: the default one. */
  accountId: number | null = null;
  amount = '';
  amountShown = false;
  error: ServerError | null = null;
  sending = false;
  /** The withdrawal just requested. */
  done: ShownTransaction | null = null;
  private readonly requests: PlatformRequests;
  private readonly ids: RequestIdentity;

  constructor(private readonly deps: WithdrawalDeps) {
    this.requests = new PlatformRequests(deps.platform, deps.session);
    this.ids = new RequestIdentity(deps.newId ?? newRequestId);
    makeAutoObservable<this, 'deps' | 'requests' | 'ids'>(
      this,
      { deps: false, requests: false, ids: false },
      { deep: false, autoBind: true },
    );
  }

  get currency(): string {
    return this.summary?.currency || this.deps.currency();
  }

  get loading(): boolean {
    return this.status === 'idle' || this.status === 'loading';
  }

  get methods(): ShownMethod[] {
    return this.deps.methods.payoutMethods;
  }

  get method(): ShownMethod | null {
    return this.methods.find((m) => m.code === this.methodCode) ?? this.methods[0] ?? null;
  }

  get accounts(): BankAccount[] {
    return this.deps.bankAccounts.accounts;
  }

  /** The account chosen, or the default one. */
  get account(): BankAccount | null {
    return (
      this.accounts.find((a) => a.bank_account_id === this.accountId) ?? this.deps.bankAccounts.defaultAccount
    );
  }

  get block(): WithdrawalBlock | null {
    return this.summary ? withdrawalBlock(this.summary) : null;
  }

  get check(): AmountCheck | null {
    const method = this.method;
    if (!method || !this.summary) return null;
    return checkAmount(this.amount, this.currency, {
      ...method,
      available: this.summary.withdrawable,
      feeFromAmount: true,
    });
  }

  get amountIssue(): AmountIssue | null {
    const check = this.check;
    return this.amountShown && check && !check.ok ? check.issue : null;
  }

  get fee(): MinorUnits | null {
    const check = this.check;
    return check?.ok ? check.fee : null;
  }

  /** What reaches the bank account: the amount less the fee. */
  get receive(): MinorUnits | null {
    const check = this.check;
    return check?.ok ? check.amount - check.fee : null;
  }

  /** The most this method can take now: the withdrawable amount, within its maximum. */
  get most(): MinorUnits {
    const method = this.method;
    const withdrawable = this.summary?.withdrawable ?? 0;
    return method ? Math.min(withdrawable, method.max) : withdrawable;
  }

  errorAt(place: 'method' | 'amount' | 'account' | 'form'): string | null {
    return errorAt(this.error, place);
  }

  /** The summary, the methods and the accounts: on arrival and Try again. */
  async load(): Promise<void> {
    await Promise.all([this.loadSummary(), this.deps.methods.load(), this.deps.bankAccounts.load()]);
  }

  async loadSummary(): Promise<void> {
    this.status = 'loading';
    this.errorKey = null;
    const outcome = await this.requests.forMember(
      'summary',
      (member) => getWithdrawalSummary(this.requests.api, member),
      { quiet: isRetryable },
    );
    if (!outcome?.current) return;
    const { answer, ok } = outcome;
    runInAction(() => {
      if (ok) {
        this.summary = shownSummary(answer, this.deps.currency());
        this.status = 'ready';
      } else {
        this.status = 'failed';
        this.errorKey = failureKey(answer);
      }
    });
  }

  setMethod(code: string): void {
    this.methodCode = code;
    this.error = null;
  }

  setAccount(id: number): void {
    this.accountId = id;
    this.error = null;
  }

  setAmount(text: string): void {
    this.amount = text;
    if (this.error?.place !== 'form') this.error = null;
  }

  /** Types the most that can be withdrawn now with the method chosen. */
  takeMost(): void {
    this.setAmount(minorToText(this.most, currencyDigits(this.currency)));
    this.amountShown = true;
  }

  showAmountIssue(): void {
    if (this.amount.trim()) this.amountShown = true;
  }

  /** Requests the withdrawal; true once the amount is held. Nothing is sent while a rule is broken. */
  async submit(): Promise<boolean> {
    if (this.sending) return false;
    this.amountShown = true;
    const method = this.method;
    const account = this.account;
    const check = this.check;
    if (!method || !account || !check?.ok || this.block) return false;
    const requestId = this.ids.idFor(`${method.code}|${account.bank_account_id}|${check.amount}`);
    const amount = this.amount.trim();
    this.sending = true;
    this.error = null;
    const outcome = await this.requests.forMember(
      'withdraw',
      (member) =>
        requestWithdrawal(this.requests.api, {
          ...member,
          method_code: method.code,
          amount,
          bank_account_id: account.bank_account_id,
          request_id: requestId,
        }),
      { quiet: shownInPlace, accept: (answer) => Boolean(answer.withdrawal) },
    );
    runInAction(() => {
      this.sending = false;
    });
    if (!outcome?.current) return false;
    const { answer, ok } = outcome;
    if (ok && answer.withdrawal) {
      this.ids.settle();
      const withdrawal = shownTransaction(answer.withdrawal);
      runInAction(() => {
        this.done = withdrawal;
        this.amount = '';
        this.amountShown = false;
      });
      // The held amount leaves the available balance: the header's balance and the summary say so.
      await Promise.all([this.deps.refreshBalance(), this.loadSummary()]);
      return true;
    }
    if (!isUncertain(answer)) this.ids.settle();
    runInAction(() => {
      this.error = serverError(isSuccess(answer) ? 'unknownError' : failureKey(answer), 'account');
    });
    return false;
  }

  /** Back to the form for another withdrawal. */
  another(): void {
    this.done = null;
  }

  clear(): void {
    this.requests.clear();
    this.ids.settle();
    this.summary = null;
    this.status = 'idle';
    this.errorKey = null;
    this.methodCode = '';
    this.accountId = null;
    this.amount = '';
    this.amountShown = false;
    this.error = null;
    this.sending = false;
    this.done = null;
  }
}
