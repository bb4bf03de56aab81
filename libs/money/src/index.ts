/**
 * Money, the same on the platform, the site server and in the browser.
 *
 * The rule:
 * - Inside (the ledger, services, stores, every computation) an amount is a whole number of the
 *   currency's minor units (`MinorUnits`: 12345 PHP is ₱123.45). No float arithmetic touches money:
 *   products and shares go through `multiplyMinor`, which works on exact decimals.
 * - A currency's digits come from one table, ISO 4217's minor units (`currencyDigits`); game tokens are
 *   whole (0 digits).
 * - The wire carries money as a JSON number in major units, with at most the currency's digits of
 *   decimals (`game_balance: 123.45`). The platform writes it with `toMajor` at its edge; the browser reads
 *   it with `fromMajor` at its edge and holds minor units from there on. Exact for amounts below 10^15
 *   minor units.
 * - What a player or an operator types is decimal text, parsed with `parseAmount` (or `toMinorUnits`,
 *   which throws), never with `Number()` or `parseFloat`.
 * - Amounts are shown with `formatMinor` (Intl, the currency's symbol and digits), only at the edge.
 */
export { DEFAULT_CURRENCY_DIGITS, currencyDigits } from './lib/currency-digits';
export {
  fromMajor,
  minorToText,
  multiplyMinor,
  parseAmount,
  toMajor,
  toMinorUnits,
  type AmountProblem,
  type MinorUnits,
  type ParsedAmount,
} from './lib/minor-units';
export { formatMinor } from './lib/format-money';
export { exactDecimal, multiplyExact, rescale, scaledText, type ExactDecimal } from './lib/exact-decimal';
