import {
  NUMBER_FORMAT,
  currencyExponent,
  formatAbbreviated,
  formatDate,
  formatLocale,
  formatMoney,
  formatNumber,
} from './format';

const NBSP = '\u00a0';

describe('numbers', () => {
  it("default to the spec's '0,0': grouped whole numbers", () => {
    expect(NUMBER_FORMAT).toBe('0,0');
    expect(formatNumber(1234567.89)).toBe('1,234,568');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(-1234.5)).toBe('-1,235');
    expect(formatNumber(Number.NaN)).toBe('0');
  });

  it("group by the language's locale", () => {
    expect(formatNumber(1234567, 'RUS')).toBe(`1${NBSP}234${NBSP}567`);
    expect(formatNumber(1234567, 'ESP')).toBe('1.234.567');
    expect(formatNumber(1234567, 'VI')).toBe('1.234.567');
    expect(formatNumber(1234567, 'PHP')).toBe('1,234,567');
  });

  it('abbreviate thousands, millions, billions and trillions', () => {
    expect(formatAbbreviated(999)).toBe('999');
    expect(formatAbbreviated(1000)).toBe('1K');
    expect(formatAbbreviated(1234)).toBe('1.2K');
    expect(formatAbbreviated(12_345)).toBe('12.3K');
    expect(formatAbbreviated(999_999)).toBe('1M');
    expect(formatAbbreviated(3_400_000)).toBe('3.4M');
    expect(formatAbbreviated(5_000_000_000)).toBe('5B');
    expect(formatAbbreviated(1_000_000_000_000)).toBe('1T');
    expect(formatAbbreviated(-1500)).toBe('-1.5K');
  });

  it("abbreviate in the language's own words", () => {
    expect(formatAbbreviated(1200, 'RUS')).toBe(`1,2${NBSP}тыс.`);
    expect(formatAbbreviated(3_400_000, 'CN')).toBe('340万');
    expect(formatAbbreviated(3_400_000, 'CT')).toBe('340萬');
    expect(formatAbbreviated(3_400_000, 'MS')).toBe('3.4J');
    expect(formatAbbreviated(3_400_000, 'MMK')).toBe('3.4M');
  });
});

describe('money', () => {
  it('is given in minor units of the ISO 4217 currency', () => {
    expect(currencyExponent('USD')).toBe(2);
    expect(currencyExponent('php')).toBe(2);
    expect(currencyExponent('IDR')).toBe(2);
    expect(currencyExponent('JPY')).toBe(0);
    expect(currencyExponent('VND')).toBe(0);
    expect(currencyExponent('KWD')).toBe(3);
  });

  it("is written with the site currency's symbol", () => {
    expect(formatMoney(123456, 'USD')).toBe('$1,234.56');
    expect(formatMoney(123456, 'PHP')).toBe('₱1,234.56');
    expect(formatMoney(123456, 'MYR')).toBe(`RM${NBSP}1,234.56`);
    expect(formatMoney(1234, 'JPY')).toBe('¥1,234');
    expect(formatMoney(1234567, 'KWD')).toBe(`KWD${NBSP}1,234.567`);
    expect(formatMoney(0, 'USD')).toBe('$0.00');
  });

  it('drops decimals the currency does not usually show, unless the amount has them', () => {
    expect(formatMoney(150000, 'IDR')).toBe(`Rp${NBSP}1,500`);
    expect(formatMoney(150050, 'IDR')).toBe(`Rp${NBSP}1,500.50`);
  });

  it("follows the language's locale", () => {
    expect(formatMoney(2500000, 'VND', 'VI')).toBe(`2.500.000${NBSP}₫`);
    expect(formatMoney(123456, 'RUB', 'RUS')).toBe(`1${NBSP}234,56${NBSP}₽`);
  });
});

describe('dates', () => {
  const date = new Date(Date.UTC(2025, 2, 14, 12, 30));
  const long = { dateStyle: 'long', timeZone: 'UTC' } as const;

  it('use the date locale of the language', () => {
    expect(formatDate(date, 'EN', long)).toBe('March 14, 2025');
    expect(formatDate(date, 'CN', long)).toBe('2025年3月14日');
    expect(formatDate(date, 'CT', long)).toBe('2025年3月14日');
    expect(formatDate(date, 'RUS', long)).toBe('14 марта 2025 г.');
    expect(formatDate(date, 'ESP', long)).toBe('14 de marzo de 2025');
    expect(formatDate(date, 'VI', long)).toBe('14 tháng 3, 2025');
    expect(formatDate(date, 'MS', long)).toBe('14 Mac 2025');
    expect(formatDate(date, 'BN', long)).toBe('১৪ মার্চ, ২০২৫');
    expect(formatDate(date, 'PHP', long)).toBe('March 14, 2025');
  });

  it('accept ISO strings and timestamps, and give nothing for an invalid date', () => {
    expect(formatDate('2025-03-14T12:30:00Z', 'EN', long)).toBe('March 14, 2025');
    expect(formatDate(date.getTime(), 'EN', long)).toBe('March 14, 2025');
    expect(formatDate('not a date', 'EN')).toBe('');
  });

  it('fall back to English for codes without a locale of their own', () => {
    expect(formatLocale('MMK')).toBe('en');
    expect(formatLocale('XX')).toBe('en');
    expect(formatLocale('ct')).toBe('zh-tw');
  });
});
