import { maskAccountId } from './mask-account';

describe('maskAccountId', () => {
  it.each([
    ['dennis12', 'de***12'],
    ['maria_lim', 'ma***im'],
    ['abcde', 'ab***de'],
    ['abcd', 'a***'],
    ['ab', 'a***'],
    ['李小龙123', '李小***23'],
  ])('shows %s as %s', (id, masked) => {
    expect(maskAccountId(id)).toBe(masked);
  });

  it('never shows an id of five or more characters whole', () => {
    for (const id of ['abcde', 'player001', 'x'.repeat(40)]) expect(maskAccountId(id)).not.toContain(id);
  });
});
