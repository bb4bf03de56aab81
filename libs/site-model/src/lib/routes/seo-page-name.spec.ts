import { seoPageName } from './seo-page-name';

describe('seoPageName', () => {
  it.each([
    ['/', 'home'],
    ['/slots', 'slots'],
    ['/Slots/', 'slots'],
    ['/horse-racing', 'horse-racing'],
    ['/about', 'about'],
    ['/no-such-page', 'home'],
  ])('names the record of %s "%s"', (path, name) => {
    expect(seoPageName(path)).toBe(name);
  });
});
