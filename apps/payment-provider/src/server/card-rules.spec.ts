import { cardBrand, checkCardForm, luhnValid, parseExpiry } from './card-rules';

const NOW = new Date('2026-05-15T12:00:00Z');
const VALID = { expiry: '12 / 30', cvc: '123', name: 'Maria Santos' };

describe('the demo card network', () => {
  it('gives each test number its outcome and declines any other well-formed number as unknown', () => {
    const outcome = (number: string) => {
      const check = checkCardForm({ ...VALID, number }, NOW);
      return check.ok ? check.outcome : check.errors;
    };
    expect(outcome('4242 4242 4242 4242')).toBe('succeed');
    expect(outcome('4000-0000-0000-0002')).toBe('decline');
    expect(outcome('4000000000003220')).toBe('confirm');
    expect(outcome('5555 5555 5555 4444')).toBe('unknown');
  });

  it('keeps the brand and last four digits only', () => {
    const check = checkCardForm({ ...VALID, number: '4242424242424242' }, NOW);
    expect(check).toEqual({ ok: true, outcome: 'succeed', card: { brand: 'Visa', last4: '4242' } });
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('American Express');
  });

  it('sends a mistyped form back with a message per field', () => {
    expect(checkCardForm({}, NOW)).toEqual({
      ok: false,
      errors: {
        number: 'Enter your card number.',
        expiry: 'Enter the expiry date.',
        cvc: 'Enter the security code.',
        name: 'Enter the name on your card.',
      },
    });
    const errors = (form: Record<string, string>) => {
      const check = checkCardForm({ ...VALID, number: '4242424242424242', ...form }, NOW);
      return check.ok ? {} : check.errors;
    };
    expect(errors({ number: '4242 4242' })).toEqual({ number: 'Your card number is incomplete.' });
    expect(errors({ number: '4242 4242 4242 4241' })).toEqual({ number: 'Your card number is invalid.' });
    expect(errors({ number: '4242-abcd' })).toEqual({ number: 'Your card number can only contain digits.' });
    expect(errors({ expiry: '04/26' })).toEqual({ expiry: 'Your card has expired.' });
    expect(errors({ expiry: '13/30' })).toEqual({ expiry: 'Enter the expiry date as MM / YY.' });
    expect(errors({ cvc: '12' })).toEqual({ cvc: 'The security code is the 3 digits on your card.' });
  });

  it('takes this month as not yet expired, and the common ways of writing a date', () => {
    expect(checkCardForm({ ...VALID, number: '4242424242424242', expiry: '05/26' }, NOW).ok).toBe(true);
    expect(parseExpiry('0530')).toEqual({ month: 5, year: 2030 });
    expect(parseExpiry('5/2030')).toEqual({ month: 5, year: 2030 });
    expect(parseExpiry('00/30')).toBeUndefined();
    expect(luhnValid('4000000000003220')).toBe(true);
  });
});
