import { formatUnits, localText, maskAccount, timeAgo } from './home-format';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const before = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('home texts and figures', () => {
  it('chooses the local text for any language but English, when there is one', () => {
    expect(localText('EN', 'Hello', 'Xin chào')).toBe('Hello');
    expect(localText('VI', 'Hello', 'Xin chào')).toBe('Xin chào');
    expect(localText('VI', 'Hello', ' ')).toBe('Hello');
  });

  it('masks an account id that arrives whole, and keeps one that arrives masked', () => {
    expect(maskAccount('demo1234')).toBe('de***34');
    expect(maskAccount('abc')).toBe('a***');
    expect(maskAccount('de***12')).toBe('de***12');
  });

  it("writes amounts given in currency units as the site's money, in the player's language", () => {
    expect(formatUnits(500, 'PHP', 'EN')).toBe('₱500.00');
    expect(formatUnits(1234.5, 'USD', 'EN')).toBe('$1,234.50');
    expect(formatUnits(1500, 'VND', 'VI')).toMatch(/^1\.500\s₫$/);
  });

  it('says how long ago, in the date locale of the language', () => {
    expect(timeAgo(before(20), NOW, 'EN')).toBe('20 sec. ago');
    expect(timeAgo(before(5 * 60), NOW, 'EN')).toBe('5 min. ago');
    expect(timeAgo(before(3 * 3600), NOW, 'EN')).toBe('3 hr. ago');
    expect(timeAgo(before(5 * 60), NOW, 'VI')).toBe('5 phút trước');
    expect(timeAgo(before(30 * 86400), NOW, 'EN')).toBe('1/30/26');
    expect(timeAgo('not a date', NOW, 'EN')).toBe('');
  });
});
