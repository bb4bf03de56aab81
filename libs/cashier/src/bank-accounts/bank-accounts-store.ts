import { makeAutoObservable, runInAction } from 'mobx';
import {
  MAX_BANK_ACCOUNTS,
  addBankAccount,
  getBankAccounts,
  isSuccess,
  removeBankAccount,
  setDefaultBankAccount,
  type BankAccount,
} from '@wl/api';
import {
  NOTICE_TOAST_MS,
  PlatformRequests,
  isRetryable,
  type DialogStore,
  type FeatureStore,
  type LoadStatus,
  type MemberSource,
  type PlatformPort,
  type ToastStore,
  type Translate,
} from '@wl/core';
import { failureKey, shownInPlace } from '../lib/answer-kinds';
import { errorAt, serverError, type ServerError } from '../lib/server-error';

export interface BankAccountsDeps {
  platform: PlatformPort;
  session: MemberSource;
  dialogs: DialogStore;
  toasts: ToastStore;
  translate: Translate;
  /**
   * An account was added in this holder's name: a player without a name has it as theirs from now on
   * (the platform stores it in the profile), so the page shows it too.
   */
  named?: (holderName: string) => void;
}

/** The add form's fields. */
export interface NewBankAccount {
  bankCode: string;
  holderName: string;
  accountNumber: string;
}

/** A field of the add form left empty, by the cashier's message of it. */
export type MissingField = 'bankRequired' | 'holderRequired' | 'numberRequired';

const EMPTY_FORM: NewBankAccount = { bankCode: '', holderName: '', accountNumber: '' };

/**
 * The player's bank accounts (`cashier/bank_accounts`, the default first): the list, the default for
 * withdrawals, removal after a confirmation, and the add form (`cashier/bank_add`), whose refusals are
 * shown at the field they are about. Forgotten when the session ends.
 */
export class BankAccountsStore implements FeatureStore {
  accounts: BankAccount[] = [];
  max = MAX_BANK_ACCOUNTS;
  status: LoadStatus = 'idle';
  errorKey: string | null = null;
  /** The account a change (default, removal) is on its way for. */
  busyId: number | null = null;
  form: NewBankAccount = EMPTY_FORM;
  /** The form was sent once: its empty fields are shown as such. */
  formShown = false;
  error: ServerError | null = null;
  adding = false;
  private readonly requests: PlatformRequests;

  constructor(private readonly deps: BankAccountsDeps) {
    this.requests = new PlatformRequests(deps.platform, deps.session);
    makeAutoObservable<this, 'deps' | 'requests'>(
      this,
      { deps: false, requests: false },
      { deep: false, autoBind: true },
    );
  }

  get loading(): boolean {
    return this.status === 'idle' || this.status === 'loading';
  }

  get full(): boolean {
    return this.accounts.length >= this.max;
  }

  get defaultAccount(): BankAccount | null {
    return this.accounts.find((account) => account.is_default) ?? this.accounts[0] ?? null;
  }

  /** The list, on arrival and Try again. */
  async load(): Promise<void> {
    this.status = 'loading';
    this.errorKey = null;
    const outcome = await this.requests.forMember(
      'list',
      (member) => getBankAccounts(this.requests.api, member),
      { quiet: isRetryable },
    );
    if (!outcome?.current) return;
    const { answer, ok } = outcome;
    runInAction(() => {
      if (ok) {
        this.accounts = answer.value ?? [];
        this.max = answer.max ?? MAX_BANK_ACCOUNTS;
        this.status = 'ready';
      } else {
        this.status = 'failed';
        this.errorKey = failureKey(answer);
      }
    });
  }

  async makeDefault(account: BankAccount): Promise<void> {
    if (this.busyId !== null || account.is_default) return;
    this.busyId = account.bank_account_id;
    const outcome = await this.requests.forMember('change', (member) =>
      setDefaultBankAccount(this.requests.api, { ...member, bank_account_id: account.bank_account_id }),
    );
    this.settleChange(outcome?.current && outcome.ok ? outcome.answer.value : undefined);
  }

  /** Removes an account once the player confirms it; true when it is gone. */
  async remove(account: BankAccount): Promise<boolean> {
    if (this.busyId !== null) return false;
    const t = this.deps.translate;
    const confirmed = await this.deps.dialogs.show({
      title: t('cashier:removeTitle'),
      text: t('cashier:removeText', { bank: account.bank_name, number: account.account_number }),
      icon: 'warning',
      confirmLabel: t('cashier:remove'),
      cancelLabel: t('cashier:keep'),
    });
    if (confirmed.outcome !== 'confirmed') return false;
    runInAction(() => {
      this.busyId = account.bank_account_id;
    });
    const outcome = await this.requests.forMember('change', (member) =>
      removeBankAccount(this.requests.api, { ...member, bank_account_id: account.bank_account_id }),
    );
    const removed = Boolean(outcome?.current && outcome.ok);
    this.settleChange(removed ? outcome?.answer.value : undefined);
    return removed;
  }

  /** A fresh add form, the holder's name prefilled with the player's own. */
  startAdding(holderName: string): void {
    this.form = { ...EMPTY_FORM, holderName };
    this.formShown = false;
    this.error = null;
  }

  setField(field: keyof NewBankAccount, value: string): void {
    this.form = { ...this.form, [field]: value };
    if (this.error?.place !== 'form') this.error = null;
  }

  /** The fields left empty, once the form was sent. */
  get missing(): Partial<Record<'bank' | 'holder' | 'number', MissingField>> {
    if (!this.formShown) return {};
    const missing: Partial<Record<'bank' | 'holder' | 'number', MissingField>> = {};
    if (!this.form.bankCode) missing.bank = 'bankRequired';
    if (!this.form.holderName.trim()) missing.holder = 'holderRequired';
    if (!this.form.accountNumber.trim()) missing.number = 'numberRequired';
    return missing;
  }

  errorAt(place: 'bank' | 'holder' | 'number' | 'form'): string | null {
    return errorAt(this.error, place);
  }

  /** Adds the account of the form; true once it is on the list. */
  async add(): Promise<boolean> {
    if (this.adding) return false;
    this.formShown = true;
    if (Object.keys(this.missing).length > 0) return false;
    const { bankCode, holderName, accountNumber } = this.form;
    this.adding = true;
    this.error = null;
    const outcome = await this.requests.forMember(
      'add',
      (member) =>
        addBankAccount(this.requests.api, {
          ...member,
          bank_code: bankCode,
          holder_name: holderName.trim(),
          account_number: accountNumber.trim(),
        }),
      { quiet: shownInPlace },
    );
    runInAction(() => {
      this.adding = false;
    });
    if (!outcome?.current) return false;
    const { answer, ok } = outcome;
    if (!ok) {
      runInAction(() => {
        this.error = serverError(isSuccess(answer) ? 'unknownError' : failureKey(answer));
      });
      return false;
    }
    this.deps.named?.(holderName.trim().replace(/\s+/g, ' '));
    this.deps.toasts.show({
      variant: 'success',
      title: this.deps.translate('cashier:bankAdded'),
      durationMs: NOTICE_TOAST_MS,
    });
    runInAction(() => {
      this.form = EMPTY_FORM;
      this.formShown = false;
    });
    // The list again: the new account may have become the default.
    await this.load();
    return true;
  }

  clear(): void {
    this.requests.clear();
    this.accounts = [];
    this.max = MAX_BANK_ACCOUNTS;
    this.status = 'idle';
    this.errorKey = null;
    this.busyId = null;
    this.form = EMPTY_FORM;
    this.formShown = false;
    this.error = null;
    this.adding = false;
  }

  private settleChange(accounts: BankAccount[] | undefined): void {
    runInAction(() => {
      if (accounts) this.accounts = accounts;
      this.busyId = null;
    });
  }
}
