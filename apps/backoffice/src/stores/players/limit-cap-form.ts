import { makeAutoObservable } from 'mobx';
import type { CAP_KINDS as CONTRACT_CAP_KINDS, LIMIT_PERIODS } from '@wl/contract';
import { parseMajor } from '../amounts';

// The contract's lists, written again (a value of @wl/contract is not for the browser) and checked
// against them by type.
export type CapKind = (typeof CONTRACT_CAP_KINDS)[number];
/** The windows of deposit and loss limits; the session limit has the one period 'session'. */
export const CAP_PERIODS = ['24h', '7d', '30d'] as const satisfies typeof LIMIT_PERIODS;
export const CAP_KINDS = ['deposit', 'loss', 'session'] as const satisfies typeof CONTRACT_CAP_KINDS;

export interface CapRequest {
  kind: CapKind;
  period: string;
  /** Minor units, or minutes for the session limit; null lifts the cap. */
  value: number | null;
}

/** The operator's cap being set or lifted: kind, period and amount (major units) or minutes. */
export class LimitCapForm {
  kind: CapKind = 'deposit';
  period: (typeof CAP_PERIODS)[number] = '30d';
  value = '';
  busy = false;
  error: string | undefined = undefined;
  /** The last change made: set or lifted. */
  done: 'set' | 'lifted' | undefined = undefined;

  constructor() {
    makeAutoObservable(this);
  }

  setKind(kind: CapKind): void {
    this.kind = kind;
    this.changed();
  }

  setPeriod(period: (typeof CAP_PERIODS)[number]): void {
    this.period = period;
    this.changed();
  }

  setValue(value: string): void {
    this.value = value;
    this.changed();
  }

  /** The request to send, or undefined with an error key when the amount or minutes are not valid. */
  request(digits: number, lift: boolean): CapRequest | undefined {
    const period = this.kind === 'session' ? 'session' : this.period;
    if (lift) return { kind: this.kind, period, value: null };
    const text = this.value.trim();
    const value =
      this.kind === 'session' ? (/^\d+$/.test(text) ? Number(text) : undefined) : parseMajor(text, digits);
    if (value === undefined) {
      this.error = this.kind === 'session' ? 'invalidSessionLimit' : 'invalidLimitAmount';
      return undefined;
    }
    return { kind: this.kind, period, value };
  }

  reset(): void {
    this.kind = 'deposit';
    this.period = '30d';
    this.value = '';
    this.busy = false;
    this.changed();
  }

  private changed(): void {
    this.error = undefined;
    this.done = undefined;
  }
}
