import { exactDecimal, type MinorUnits } from '@wl/money';

/** What a method charges per transaction: a fixed part in minor units and a percentage of the amount. */
export interface MethodFee {
  feeFixed: MinorUnits;
  /** 1.5 is 1.5 %. */
  feePercent: number;
}

/**
 * The fee of an amount: the fixed part plus the percentage of it, rounded up to a whole minor unit, as
 * the platform charges it. Exact: the percentage is read as the decimal it is written as and the product
 * is taken on integers, never on floats.
 */
export function feeOf(method: MethodFee, amount: MinorUnits): MinorUnits {
  const percent = exactDecimal(method.feePercent);
  if (!percent || percent.units <= 0n || amount <= 0) return method.feeFixed;
  const product = BigInt(amount) * percent.units;
  const divisor = 10n ** BigInt(percent.scale + 2);
  return method.feeFixed + Number((product + divisor - 1n) / divisor);
}
