import { LocaleRouting, localeHead } from '@wl/i18n';
import { serverLanguageCatalogue } from './language-catalogue';

const languages = [
  { code: 'VI', is_default: true },
  { code: 'EN', is_default: false },
  { code: 'CT', is_default: false },
  { code: 'MMK', is_default: false },
];

describe('server language catalogue', () => {
  it("answers the site's default language where a browser would detect one", () => {
    expect(serverLanguageCatalogue.detectLanguage({ siteLanguages: languages })).toBe('VI');
    expect(serverLanguageCatalogue.detectLanguage({ siteLanguages: [] })).toBe('EN');
  });

  it('writes alternate links for the languages with messages, the default one unprefixed', () => {
    const routing = new LocaleRouting(serverLanguageCatalogue, languages);
    const head = localeHead(routing, '/en/slots', 'https://x.test', 'EN');
    const alternates = head.links.filter((link) => link.rel === 'alternate').map((link) => link.href);
    expect(alternates).toEqual(
      expect.arrayContaining(['https://x.test/slots', 'https://x.test/en/slots', 'https://x.test/ct/slots']),
    );
    expect(alternates.some((href) => href.includes('/mmk'))).toBe(false);
  });
});
