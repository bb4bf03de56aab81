import fc from 'fast-check';
import { exactDecimal, multiplyExact, rescale, scaledText } from './exact-decimal';

it('reads a number as the decimal it is written as', () => {
  expect(exactDecimal(0.1)).toEqual({ units: 1n, scale: 1 });
  expect(exactDecimal(-2.5)).toEqual({ units: -25n, scale: 1 });
  expect(exactDecimal(1e21)).toEqual({ units: 10n ** 21n, scale: 0 });
  expect(exactDecimal(1.5e-7)).toEqual({ units: 15n, scale: 8 });
  expect(exactDecimal('3.15')).toEqual({ units: 315n, scale: 2 });
  expect(exactDecimal(Number.POSITIVE_INFINITY)).toBeNull();
  expect(exactDecimal('abc')).toBeNull();
  expect(exactDecimal('')).toBeNull();
});

it('rounds half away from zero', () => {
  expect(rescale({ units: 2345n, scale: 3 }, 2)).toBe(235n);
  expect(rescale({ units: 2344n, scale: 3 }, 2)).toBe(234n);
  expect(rescale({ units: -2345n, scale: 3 }, 2)).toBe(-235n);
  expect(rescale({ units: 12n, scale: 0 }, 2)).toBe(1200n);
  expect(rescale(multiplyExact({ units: 21n, scale: 1 }, { units: 185n, scale: 2 }), 2)).toBe(389n);
});

it('writes every scaled integer as text that reads back the same', () => {
  fc.assert(
    fc.property(
      fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
      fc.integer({ min: 0, max: 8 }),
      (units, scale) => {
        expect(rescale(exactDecimal(scaledText(units, scale)) ?? { units: 0n, scale: 0 }, scale)).toBe(units);
      },
    ),
  );
});
