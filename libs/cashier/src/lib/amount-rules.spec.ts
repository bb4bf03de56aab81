import { checkAmount } from './amount-check';
import { feeOf } from './fees';
import { RequestIdentity, newRequestId } from './request-id';
import { lastDays, withDay } from './day-range';

const GCASH = { min: 10_000, max: 5_000_000, feeFixed: 500, feePercent: 1.5 };

describe('the fee of an amount', () => {
  it('is the fixed part plus the percentage, rounded up to a whole minor unit, as the platform charges it', () => {
    expect(feeOf(GCASH, 100_000)).toBe(2_000);
    expect(feeOf(GCASH, 125_050)).toBe(2_376); // 18.7575 → 18.76
    expect(feeOf({ feeFixed: 0, feePercent: 0.1 }, 1)).toBe(1);
    expect(feeOf({ feeFixed: 0, feePercent: 2.5 }, 125_050)).toBe(3_127); // 31.2625 → 31.27
    expect(feeOf({ feeFixed: 1_500, feePercent: 0 }, 999_999)).toBe(1_500);
  });

  it('reads the percentage as written, never as a binary fraction', () => {
    // 0.29 % of 10,000 minor units is exactly 29: float arithmetic would make it 29.000000000000004 → 30.
    expect(feeOf({ feeFixed: 0, feePercent: 0.29 }, 10_000)).toBe(29);
    expect(feeOf({ feeFixed: 0, feePercent: 1.1 }, 1_000_000)).toBe(11_000);
  });
});

describe('a typed amount', () => {
  it('passes the rules with its fee', () => {
    expect(checkAmount('1250.50', 'PHP', GCASH)).toEqual({ ok: true, amount: 125_050, fee: 2_376 });
    expect(checkAmount(' 100 ', 'PHP', GCASH)).toEqual({ ok: true, amount: 10_000, fee: 650 });
  });

  it.each([
    ['', 'required'],
    ['abc', 'format'],
    ['1,000', 'format'],
    ['1e3', 'format'],
    ['-100', 'format'],
    ['100.001', 'decimals'],
    ['0', 'belowMin'],
    ['99.99', 'belowMin'],
    ['50000.01', 'aboveMax'],
  ])('refuses "%s": %s', (text, issue) => {
    expect(checkAmount(text, 'PHP', GCASH)).toMatchObject({ ok: false, issue });
  });

  it('takes whole amounts only in a currency without decimals', () => {
    expect(checkAmount('150000.5', 'VND', { ...GCASH, min: 50_000 })).toMatchObject({ issue: 'decimals' });
  });

  it('stays within what can be withdrawn, and leaves something after the fee', () => {
    const limits = { ...GCASH, min: 100, available: 140_000, feeFromAmount: true };
    expect(checkAmount('1400.01', 'PHP', limits)).toMatchObject({ ok: false, issue: 'aboveAvailable' });
    expect(checkAmount('5', 'PHP', limits)).toMatchObject({ ok: false, issue: 'feeTakesAll' });
    expect(checkAmount('1400', 'PHP', limits)).toEqual({ ok: true, amount: 140_000, fee: 2_600 });
  });
});

describe('the request id', () => {
  it('is a UUID, also without randomUUID', () => {
    expect(newRequestId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const randomUUID = crypto.randomUUID;
    Object.assign(crypto, { randomUUID: undefined });
    try {
      expect(newRequestId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.assign(crypto, { randomUUID });
    }
  });

  it('stays while the same request is sent again, and changes for another request or once settled', () => {
    let next = 0;
    const ids = new RequestIdentity(() => `id-${++next}`);
    expect(ids.idFor('GCASH|50000')).toBe('id-1');
    expect(ids.idFor('GCASH|50000')).toBe('id-1');
    expect(ids.idFor('GCASH|70000')).toBe('id-2');
    ids.settle();
    expect(ids.idFor('GCASH|70000')).toBe('id-3');
  });
});

describe('a range of days', () => {
  const today = '2025-03-14';
  const range = lastDays(new Date('2025-03-14T10:00:00Z'), 30);

  it('opens on the last days, today included', () => {
    expect(range).toEqual({ dateFrom: '2025-02-13', dateTo: '2025-03-14' });
  });

  it('takes real days only, never past today, and keeps the range forwards', () => {
    expect(withDay(range, 'dateFrom', '2025-02-30', today)).toBe(range);
    expect(withDay(range, 'dateTo', '2025-05-01', today)).toEqual(range);
    expect(withDay(range, 'dateFrom', '2025-03-20', today)).toEqual({ dateFrom: today, dateTo: today });
    expect(withDay(range, 'dateTo', '2025-01-01', today)).toEqual({
      dateFrom: '2025-01-01',
      dateTo: '2025-01-01',
    });
  });
});
