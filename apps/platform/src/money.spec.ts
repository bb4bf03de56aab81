import { formatMinor, toMinorUnits } from './money';

describe('operator amounts', () => {
  it('turns a decimal amount into exact minor units by the currency', () => {
    expect(toMinorUnits('12.50', 'PHP')).toBe(1250);
    expect(toMinorUnits('0.01', 'USD')).toBe(1);
    expect(toMinorUnits('25000', 'VND')).toBe(25000);
    expect(toMinorUnits('1234567.89', 'MYR')).toBe(123456789);
  });

  it.each([
    ['-5', 'PHP'],
    ['0', 'PHP'],
    ['1.234', 'USD'],
    ['1.5', 'VND'],
    ['ten', 'USD'],
    ['1e3', 'USD'],
    ['', 'USD'],
  ])('refuses %s %s', (amount, currency) => {
    expect(() => toMinorUnits(amount, currency)).toThrow();
  });

  it('formats minor units for the operator', () => {
    expect(formatMinor(1250, 'PHP')).toBe('₱12.50');
    expect(formatMinor(25000, 'VND')).toBe('₫25,000');
  });
});
