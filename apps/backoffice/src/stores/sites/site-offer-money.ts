import { makeAutoObservable } from 'mobx';

/**
 * A site's currency and its decimal places as the platform answers them with its missions or promotions:
 * amounts are typed in major units and sent in minor ones.
 */
export class SiteMoney {
  digits = 2;

  constructor(readonly currency: string) {
    makeAutoObservable(this);
  }

  /** Keeps the decimal places an answer names. */
  learn(answer: { statusCode: number; digits?: number }): void {
    if (answer.statusCode === 1 && answer.digits !== undefined) this.digits = answer.digits;
  }

  /** Minor units as typed in the form ("1234.5" for 123 450 at two places), without grouping. */
  major(minor: number): string {
    if (this.digits === 0) return String(minor);
    const text = String(minor).padStart(this.digits + 1, '0');
    const whole = text.slice(0, -this.digits);
    const fraction = text.slice(-this.digits).replace(/0+$/, '');
    return fraction ? `${whole}.${fraction}` : whole;
  }
}

/** A whole number typed in a field (no sign, no decimals), or undefined. */
export function parseCount(text: string): number | undefined {
  const compact = text.trim();
  if (!/^\d{1,12}$/.test(compact)) return undefined;
  const value = Number(compact);
  return value > 0 ? value : undefined;
}
