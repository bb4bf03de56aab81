import type { StatementLine, StatementType } from '@wl/api';
import { currencyDigits, fromMajor, type MinorUnits } from '@wl/money';

/** One movement of the balance: signed amount and the balance after it, in minor units. */
export interface ShownLine {
  id: number;
  at: string;
  type: StatementType;
  description: string;
  amount: MinorUnits;
  balance: MinorUnits;
}

export function shownLine(line: StatementLine, currency: string): ShownLine {
  const digits = currencyDigits(currency);
  return {
    id: line.id,
    at: line.at,
    type: line.type,
    description: line.description,
    amount: fromMajor(line.amount, digits),
    balance: fromMajor(line.balance, digits),
  };
}
