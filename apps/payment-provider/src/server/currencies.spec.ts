import { formatAmount, minorDigits } from './currencies';

describe('amounts on the hosted page', () => {
  it('reads minor units with the currency’s decimal places', () => {
    expect(minorDigits('PHP')).toBe(2);
    expect(minorDigits('VND')).toBe(0);
    expect(minorDigits('KWD')).toBe(3);
    expect(formatAmount(123_450, 'PHP')).toBe('₱1,234.50');
    expect(formatAmount(50_000, 'VND')).toBe('₫50,000');
    expect(formatAmount(5_000, 'JPY')).toBe('¥5,000');
    expect(formatAmount(1_250, 'BHD')).toMatch(/^BHD\s1\.250$/);
    expect(formatAmount(7, 'USD')).toBe('$0.07');
    expect(formatAmount(1_000_000_000_000, 'PHP')).toBe('₱10,000,000,000.00');
  });

  it('shows a well-formed code Intl does not know as code and number', () => {
    expect(formatAmount(100, 'XYZ')).toMatch(/^XYZ\s1\.00$/);
  });
});
