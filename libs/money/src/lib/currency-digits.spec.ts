import { DEFAULT_CURRENCY_DIGITS, currencyDigits } from './currency-digits';

it("gives the ISO 4217 minor unit of a currency, whatever the runtime's display habits", () => {
  expect(currencyDigits('PHP')).toBe(2);
  expect(currencyDigits('usd')).toBe(2);
  expect(currencyDigits('VND')).toBe(0);
  expect(currencyDigits('JPY')).toBe(0);
  expect(currencyDigits('KWD')).toBe(3);
  expect(currencyDigits('CLF')).toBe(4);
  // Intl shows no decimals for these; ISO 4217 gives them two.
  expect(currencyDigits('IDR')).toBe(2);
  expect(currencyDigits('MMK')).toBe(2);
  expect(currencyDigits('')).toBe(DEFAULT_CURRENCY_DIGITS);
  expect(currencyDigits('XYZ')).toBe(2);
});
