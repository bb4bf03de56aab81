import { browserLanguage, detectLanguage } from './detect';

const site = (...codes: string[]) => codes.map((code, index) => ({ code, is_default: index === 0 }));

describe('browserLanguage', () => {
  it.each([
    ['en-GB', 'EN'],
    ['en_US', 'EN'],
    ['fil-PH', 'PHP'],
    ['fil', 'PHP'],
    ['tl', 'PHP'],
    ['zh-CN', 'CN'],
    ['zh', 'CN'],
    ['zh-SG', 'CN'],
    ['zh-Hans-HK', 'CN'],
    ['zh-TW', 'CT'],
    ['zh-HK', 'CT'],
    ['zh-MO', 'CT'],
    ['zh-Hant', 'CT'],
    ['es-ES', 'ESP'],
    ['es-419', 'ESP'],
    ['ru-RU', 'RUS'],
    ['vi-VN', 'VI'],
    ['ms', 'MS'],
    ['ms-MY', 'MS'],
    ['ne-NP', 'NE'],
    ['bn-BD', 'BN'],
    ['bn-IN', 'BN'],
  ])('matches %s to %s', (tag, code) => {
    expect(browserLanguage(tag)).toBe(code);
  });

  it.each(['fr-FR', 'id-ID', 'my-MM', 'mn-MN', 'ja', '', '*', 'not a tag'])(
    'matches %j to nothing',
    (tag) => {
      expect(browserLanguage(tag)).toBeNull();
    },
  );
});

describe('detectLanguage', () => {
  const siteLanguages = site('CN', 'EN', 'CT', 'VI');

  it('takes the cookie first', () => {
    expect(detectLanguage({ cookie: 'VI', navigatorLanguages: ['zh-TW', 'en'], siteLanguages })).toBe('VI');
  });

  it('then the first browser language the site offers', () => {
    expect(
      detectLanguage({ cookie: null, navigatorLanguages: ['fr-FR', 'zh-TW', 'en'], siteLanguages }),
    ).toBe('CT');
    expect(detectLanguage({ navigatorLanguages: ['ja', 'en-US', 'vi'], siteLanguages })).toBe('EN');
  });

  it("then the site's default language", () => {
    expect(detectLanguage({ navigatorLanguages: ['fr-FR', 'de'], siteLanguages })).toBe('CN');
    expect(
      detectLanguage({
        siteLanguages: [
          { code: 'EN', is_default: false },
          { code: 'MMK', is_default: true },
        ],
      }),
    ).toBe('MMK');
  });

  it('then English', () => {
    expect(detectLanguage({ siteLanguages: [{ code: 'VI', is_default: false }] })).toBe('EN');
    expect(detectLanguage({ siteLanguages: [{ code: 'XX', is_default: true }] })).toBe('EN');
    expect(detectLanguage({})).toBe('EN');
  });

  it('counts only languages the site offers', () => {
    const offered = site('EN', 'VI');
    expect(
      detectLanguage({ cookie: 'RUS', navigatorLanguages: ['ru-RU', 'vi-VN'], siteLanguages: offered }),
    ).toBe('VI');
    expect(detectLanguage({ cookie: 'XX', navigatorLanguages: ['bn-BD'], siteLanguages: offered })).toBe(
      'EN',
    );
  });

  it('accepts a cookie in another case, and any catalogue code when the site lists none', () => {
    expect(detectLanguage({ cookie: 'ct', siteLanguages })).toBe('CT');
    expect(detectLanguage({ cookie: 'BN', navigatorLanguages: ['en'], siteLanguages: [] })).toBe('BN');
    expect(detectLanguage({ navigatorLanguages: ['ne-NP'] })).toBe('NE');
  });
});
