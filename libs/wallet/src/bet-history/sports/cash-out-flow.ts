import type { MinorUnits } from '@wl/money';

/**
 * Where the cash out of one bet stands, from the player's first press to the answer:
 * - confirm: the player pressed "Cash out" and is asked to confirm `amount`, the offer they saw;
 * - sending: the request for `amount` is on its way;
 * - changed: the platform answered a new offer (`amount`), which one more press accepts;
 * - unavailable: no offer now (a price suspended, the bet settled);
 * - failed: another refusal or a connection lost, said with its error key;
 * - done: the bet is cashed out for `amount`.
 */
export type CashOutFlow =
  | { betId: string; phase: 'confirm' | 'sending' | 'changed' | 'done'; amount: MinorUnits }
  | { betId: string; phase: 'unavailable' }
  | { betId: string; phase: 'failed'; errorKey: string };

export type CashOutPhase = CashOutFlow['phase'];

/** The refusals the bet itself answers: said next to it, not in the global error dialog. */
export const CASH_OUT_REFUSALS: readonly string[] = [
  'cashOutChanged',
  'cashOutUnavailable',
  'notFound',
  'balanceTooLarge',
];

/** The offer a cashOutChanged refusal carries: a number, null when none, undefined when it carries none. */
export function changedOffer(answer: object): number | null | undefined {
  if (!('cash_out' in answer)) return undefined;
  const offer: unknown = answer.cash_out;
  if (offer === null) return null;
  return typeof offer === 'number' && Number.isFinite(offer) && offer > 0 ? offer : undefined;
}
