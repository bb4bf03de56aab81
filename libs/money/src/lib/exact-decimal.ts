/** An exact decimal: `units` × 10^-`scale` (12.50 is { units: 1250n, scale: 2 }). */
export interface ExactDecimal {
  units: bigint;
  scale: number;
}

const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d{1,3}))?$/i;

/**
 * The exact decimal a number is written as (JavaScript's shortest round-trip text, so 0.1 is 0.1 and not
 * the binary fraction behind it) or a decimal text ("3.15", "-2", "1e21"); null for NaN, the infinities
 * and anything else. Numbers come from the wire (major units, odds); the arithmetic after this is on
 * integers only.
 */
export function exactDecimal(value: number | string): ExactDecimal | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const match = DECIMAL_TEXT.exec(String(value).trim());
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match ?? [];
  if (!match || (!whole && !fraction)) return null;
  const digits = BigInt(`${whole || '0'}${fraction}`);
  const scale = fraction.length - Number(exponent);
  const units = scale < 0 ? digits * 10n ** BigInt(-scale) : digits;
  return { units: sign === '-' ? -units : units, scale: Math.max(scale, 0) };
}

/** The product of two exact decimals, exactly. */
export function multiplyExact(a: ExactDecimal, b: ExactDecimal): ExactDecimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/** A decimal as whole units of 10^-`scale`, rounded half away from zero (2.345 at scale 2 is 235n). */
export function rescale({ units, scale }: ExactDecimal, to: number): bigint {
  if (to >= scale) return units * 10n ** BigInt(to - scale);
  const divisor = 10n ** BigInt(scale - to);
  const quotient = units / divisor;
  const remainder = units % divisor;
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  if (twice < divisor) return quotient;
  return units < 0n ? quotient - 1n : quotient + 1n;
}

/** Whole units of 10^-`scale` as decimal text: (1250n, 2) is "12.50", (-5n, 2) is "-0.05", (7n, 0) is "7". */
export function scaledText(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${digits.slice(digits.length - scale)}` : ''}`;
}
