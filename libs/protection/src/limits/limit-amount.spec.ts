import { checkLimitAmount } from './limit-amount';

describe('a typed limit', () => {
  it.each([
    ['500', 'PHP', 50_000],
    [' 250.5 ', 'PHP', 25_050],
    ['1000', 'JPY', 1000],
  ])('%j in %s is %d minor units', (text, currency, minor) => {
    expect(checkLimitAmount(text, currency)).toEqual({ ok: true, minor });
  });

  it.each([
    ['', 'invalidLimitAmount'],
    ['0', 'invalidLimitAmount'],
    ['1e3', 'invalidLimitAmount'],
    ['-5', 'limitNegative'],
    ['5.001', 'limitTooPrecise'],
    ['99999999999999999999', 'limitTooLarge'],
  ])('%j is refused as %s', (text, key) => {
    expect(checkLimitAmount(text, 'PHP')).toEqual({ ok: false, key });
  });
});
