import * as i18n from '../../index';
import { LocaleRouting, initialLanguage } from './locale-routing';

const SITE_LANGUAGES = [
  { code: 'EN', is_default: true },
  { code: 'VI', is_default: false },
  { code: 'PHP', is_default: false },
  { code: 'MMK', is_default: false },
];

describe('locale-prefixed paths', () => {
  const routing = new LocaleRouting(i18n, SITE_LANGUAGES);

  it("prefixes every language but the site's default", () => {
    expect(routing.defaultLanguage).toBe('EN');
    expect(routing.languages).toEqual(['EN', 'PHP', 'VI']);
    expect(routing.prefixes.sort()).toEqual(['/php', '/vi']);
    expect(routing.localePath('/slots', 'VI')).toBe('/vi/slots');
    expect(routing.localePath('/', 'VI')).toBe('/vi');
    expect(routing.localePath('/slots', 'EN')).toBe('/slots');
  });

  it('leaves languages the site does not offer, or that have no messages, unprefixed', () => {
    expect(routing.localePath('/slots', 'CN')).toBe('/slots');
    expect(routing.localePath('/slots', 'MMK')).toBe('/slots');
  });

  it('reads the language and the page from a path', () => {
    expect(routing.parse('/vi/slots')).toEqual({ language: 'VI', path: '/slots', prefixed: true });
    expect(routing.parse('/vi')).toEqual({ language: 'VI', path: '/', prefixed: true });
    expect(routing.parse('/php/account')).toEqual({ language: 'PHP', path: '/account', prefixed: true });
    expect(routing.parse('/slots')).toEqual({ language: 'EN', path: '/slots', prefixed: false });
    expect(routing.parse('/')).toEqual({ language: 'EN', path: '/', prefixed: false });
    expect(routing.parse('/cn/slots')).toEqual({ language: 'EN', path: '/cn/slots', prefixed: false });
    expect(routing.parse('/en/slots')).toEqual({ language: 'EN', path: '/en/slots', prefixed: false });
  });

  it('switches the same page to another language, keeping query and hash', () => {
    const location = { pathname: '/vi/promotions', search: '?tab=new', hash: '#top' };
    expect(routing.switchLocalePath(location, 'EN')).toBe('/promotions?tab=new#top');
    expect(routing.switchLocalePath(location, 'PHP')).toBe('/php/promotions?tab=new#top');
    expect(routing.switchLocalePath({ pathname: '/' }, 'VI')).toBe('/vi');
  });

  it("takes the site's marked default, else its first language, else English", () => {
    expect(
      new LocaleRouting(i18n, [
        { code: 'VI', is_default: true },
        { code: 'EN', is_default: false },
      ]).localePath('/x', 'EN'),
    ).toBe('/en/x');
    expect(new LocaleRouting(i18n, [{ code: 'CN', is_default: false }]).defaultLanguage).toBe('CN');
    expect(new LocaleRouting(i18n, []).defaultLanguage).toBe('EN');
  });
});

describe('the language a page starts in', () => {
  const routing = new LocaleRouting(i18n, SITE_LANGUAGES);

  it('is the prefix of the path', () => {
    expect(initialLanguage(routing, { pathname: '/vi/slots', cookie: 'PHP' })).toEqual({ language: 'VI' });
  });

  it('is the default on an unprefixed page other than the root', () => {
    expect(initialLanguage(routing, { pathname: '/slots', cookie: 'VI' })).toEqual({ language: 'EN' });
  });

  it('redirects the root to the language of the cookie, then of the browser', () => {
    expect(initialLanguage(routing, { pathname: '/', cookie: 'VI' })).toEqual({
      language: 'VI',
      redirectTo: '/vi',
    });
    expect(initialLanguage(routing, { pathname: '/', navigatorLanguages: ['fil-PH', 'en'] })).toEqual({
      language: 'PHP',
      redirectTo: '/php',
    });
  });

  it('does not redirect to the default language, nor when the redirect is off', () => {
    expect(initialLanguage(routing, { pathname: '/', navigatorLanguages: ['en-US'] })).toEqual({
      language: 'EN',
    });
    expect(initialLanguage(routing, { pathname: '/', cookie: 'VI', redirectRoot: false })).toEqual({
      language: 'EN',
    });
  });

  it('never redirects to a language the site does not offer', () => {
    expect(initialLanguage(routing, { pathname: '/', navigatorLanguages: ['ru-RU'] })).toEqual({
      language: 'EN',
    });
  });
});
