import { makeAutoObservable, runInAction } from 'mobx';
import type { CallAnswer, CallRequest } from '@wl/contract';
import { getPaymentSettings, setPaymentSettings } from '@wl/api/backoffice';
import { parseMajor } from '../amounts';
import type { StaffCalls } from '../staff-calls';

export type PaymentSettings = CallAnswer<'backoffice/money/payment_settings'>['settings'];

/** One method as edited: the switches, and the limits as typed in major units. */
export interface MethodDraft {
  code: string;
  name: string;
  deposits: boolean;
  payouts: boolean;
  min: string;
  max: string;
}

/** The withdrawal rules as typed. */
export interface RulesDraft {
  maxPending: string;
  perDay: string;
  wageringPercent: string;
}

const majorOf = (minor: number, digits: number) => (minor / 10 ** digits).toFixed(digits);

/** A whole number from `min` to `max` typed, or undefined. */
function wholeNumber(text: string, min: number, max: number): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : undefined;
}

/**
 * A site's payment methods (deposits and payouts on or off, the smallest and largest amount) and its
 * withdrawal rules. Amounts are typed in major units of the site's currency and sent in minor units.
 */
export class PaymentSettingsStore {
  siteId = '';
  settings: PaymentSettings | undefined = undefined;
  methods: MethodDraft[] = [];
  rules: RulesDraft = { maxPending: '', perDay: '', wageringPercent: '' };
  loading = false;
  saving = false;
  error: string | undefined = undefined;
  saved = false;
  private request = 0;

  constructor(private readonly calls: () => StaffCalls) {
    makeAutoObservable<PaymentSettingsStore, 'calls' | 'request'>(this, { calls: false, request: false });
  }

  /** Reads the site chosen ('' shows nothing). */
  async setSite(siteId: string): Promise<void> {
    this.siteId = siteId;
    this.saved = false;
    this.error = undefined;
    if (!siteId) {
      this.settings = undefined;
      this.methods = [];
      return;
    }
    const request = ++this.request;
    this.loading = true;
    const outcome = await this.calls().run((t) => getPaymentSettings(t, { site_id: Number(siteId) }));
    runInAction(() => {
      if (request !== this.request) return;
      this.loading = false;
      if (outcome.ok && outcome.answer.settings) this.show(outcome.answer.settings);
      else this.error = outcome.ok ? 'serviceUnavailable' : outcome.error;
    });
  }

  setMethod(code: string, change: Partial<Omit<MethodDraft, 'code' | 'name'>>): void {
    this.methods = this.methods.map((m) => (m.code === code ? { ...m, ...change } : m));
    this.saved = false;
  }

  setRules(change: Partial<RulesDraft>): void {
    this.rules = { ...this.rules, ...change };
    this.saved = false;
  }

  /** The request the drafts make, or the error key of the first field that is not valid. */
  get draftRequest(): { body: CallRequest<'backoffice/money/set_payment_settings'> } | { error: string } {
    const settings = this.settings;
    if (!settings) return { error: 'siteNotFound' };
    const methods: CallRequest<'backoffice/money/set_payment_settings'>['methods'] = [];
    for (const m of this.methods) {
      const min = parseMajor(m.min, settings.digits);
      const max = parseMajor(m.max, settings.digits);
      if (min === undefined || max === undefined) return { error: 'invalidAmount' };
      if (max < min) return { error: 'invalidPaymentSettings' };
      methods.push({
        code: m.code,
        deposits: m.deposits,
        payouts: m.payouts,
        min_minor: min,
        max_minor: max,
      });
    }
    const maxPending = wholeNumber(this.rules.maxPending, 1, 100);
    const perDay = wholeNumber(this.rules.perDay, 1, 1000);
    const wagering = wholeNumber(this.rules.wageringPercent, 0, 10_000);
    if (maxPending === undefined || perDay === undefined || wagering === undefined)
      return { error: 'invalidPaymentRule' };
    return {
      body: {
        site_id: settings.site_id,
        methods,
        rules: {
          max_pending_withdrawals: maxPending,
          max_withdrawals_per_day: perDay,
          wagering_percent: wagering,
        },
      },
    };
  }

  async save(): Promise<void> {
    if (this.saving) return;
    const made = this.draftRequest;
    if ('error' in made) {
      this.error = made.error;
      this.saved = false;
      return;
    }
    this.saving = true;
    this.error = undefined;
    const outcome = await this.calls().run((t) => setPaymentSettings(t, made.body));
    runInAction(() => {
      this.saving = false;
      if (outcome.ok && outcome.answer.settings) {
        this.show(outcome.answer.settings);
        this.saved = true;
      } else {
        this.error = outcome.ok ? 'serviceUnavailable' : outcome.error;
      }
    });
  }

  clear(): void {
    this.siteId = '';
    this.settings = undefined;
    this.methods = [];
    this.error = undefined;
    this.saved = false;
  }

  private show(settings: PaymentSettings): void {
    this.settings = settings;
    this.methods = settings.methods.map((m) => ({
      code: m.code,
      name: m.name,
      deposits: m.deposits,
      payouts: m.payouts,
      min: majorOf(m.min_minor, settings.digits),
      max: majorOf(m.max_minor, settings.digits),
    }));
    this.rules = {
      maxPending: String(settings.rules.max_pending_withdrawals),
      perDay: String(settings.rules.max_withdrawals_per_day),
      wageringPercent: String(settings.rules.wagering_percent),
    };
  }
}
