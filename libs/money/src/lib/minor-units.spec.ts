import fc from 'fast-check';
import { currencyDigits } from './currency-digits';
import { formatMinor } from './format-money';
import { fromMajor, minorToText, multiplyMinor, parseAmount, toMajor, toMinorUnits } from './minor-units';

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

describe('typed amounts', () => {
  it('reads what a player types, exactly', () => {
    expect(parseAmount('10.5', 'PHP')).toEqual({ ok: true, minor: 1050 });
    expect(parseAmount(' 10. ', 'PHP')).toEqual({ ok: true, minor: 1000 });
    expect(parseAmount('.05', 'USD')).toEqual({ ok: true, minor: 5 });
    expect(parseAmount('0', 'USD')).toEqual({ ok: true, minor: 0 });
    expect(parseAmount('1.234', 'KWD')).toEqual({ ok: true, minor: 1234 });
    // 0.29 × 100 is 28.999999999999996 in floating point.
    expect(parseAmount('0.29', 'USD')).toEqual({ ok: true, minor: 29 });
  });

  it.each([
    ['', 'notAnAmount'],
    ['.', 'notAnAmount'],
    ['-1', 'notAnAmount'],
    ['1,000', 'notAnAmount'],
    ['1e3', 'notAnAmount'],
    ['1.2.3', 'notAnAmount'],
    ['1.234', 'tooManyDecimals'],
    ['90071992547409.92', 'tooLarge'],
  ])('refuses "%s" (%s)', (text, problem) => {
    expect(parseAmount(text, 'USD')).toEqual({ ok: false, problem });
  });

  const currencies = fc.constantFrom('PHP', 'USD', 'VND', 'JPY', 'KWD', 'MYR', 'IDR', 'CLF');

  it('reads back every amount it writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), currencies, (minor, currency) => {
        expect(parseAmount(minorToText(minor, currencyDigits(currency)), currency)).toEqual({
          ok: true,
          minor,
        });
      }),
    );
  });
});

describe('the wire', () => {
  it('carries major units', () => {
    expect(toMajor(12345, 2)).toBe(123.45);
    expect(toMajor(-5, 2)).toBe(-0.05);
    expect(toMajor(25000, 0)).toBe(25000);
    expect(fromMajor(123.45, 2)).toBe(12345);
    expect(fromMajor(0.1 + 0.2, 2)).toBe(30);
    expect(fromMajor(1.005, 2)).toBe(101);
    expect(fromMajor(-1.005, 2)).toBe(-101);
    expect(fromMajor(Number.NaN, 2)).toBe(0);
    expect(() => toMajor(1.5, 2)).toThrow(RangeError);
  });

  it('turns every amount below 10^15 minor units into a major-unit number and back unchanged', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -(10 ** 15) + 1, max: 10 ** 15 - 1 }),
        fc.integer({ min: 0, max: 4 }),
        (minor, digits) => {
          expect(fromMajor(toMajor(minor, digits), digits)).toBe(minor);
        },
      ),
    );
  });
});

describe('products', () => {
  it('multiplies exactly and rounds half away from zero', () => {
    // 10.50 × 3.15 = 33.075
    expect(multiplyMinor(1050, 3.15)).toBe(3308);
    expect(multiplyMinor(1050, '3.15')).toBe(3308);
    expect(multiplyMinor(-1050, '3.15')).toBe(-3308);
    expect(multiplyMinor(10000, 5.04)).toBe(50400);
    expect(() => multiplyMinor(100, 'odds')).toThrow(RangeError);
  });

  it('multiplies by whole numbers without rounding', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 9 }),
        fc.integer({ min: 0, max: 10 ** 6 }),
        (minor, factor) => {
          expect(multiplyMinor(minor, factor)).toBe(minor * factor);
        },
      ),
    );
  });
});

describe('display', () => {
  it('writes what it reads: the digits of a formatted amount are the amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 15 }),
        fc.constantFrom('PHP', 'USD', 'VND', 'KWD'),
        (minor, currency) => {
          const shown = formatMinor(minor, currency).replace(/[^\d.]/g, '');
          expect(parseAmount(shown, currency)).toEqual({ ok: true, minor });
        },
      ),
    );
  });

  it('rounds a fractional count of minor units and shows nonsense as zero', () => {
    expect(formatMinor(123.45, 'PHP')).toBe('₱1.23');
    expect(formatMinor(Number.NaN, 'USD')).toBe('$0.00');
    expect(formatMinor(-1250, 'PHP')).toBe('-₱12.50');
  });
});
