import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_ICON_FILES, languageIconUrl } from './icons';
import {
  DATE_LOCALES,
  LANGUAGES,
  LANGUAGE_CODES,
  NAMESPACES,
  getLanguage,
  languageChoices,
  messageLanguage,
  toLanguageCode,
} from './languages';

describe('the language catalogue', () => {
  it('lists the thirteen codes with their names in their own languages', () => {
    expect(LANGUAGES.map((entry) => [entry.code, entry.name])).toEqual([
      ['EN', 'English'],
      ['PHP', 'Filipino'],
      ['CN', '简体中文'],
      ['ESP', 'Español'],
      ['RUS', 'Русский'],
      ['VI', 'Tiếng Việt'],
      ['MS', 'Bahasa Melayu'],
      ['NE', 'नेपाली'],
      ['CT', '繁體中文'],
      ['BN', 'বাংলা'],
      ['MMK', null],
      ['MNT', null],
      ['IDR', null],
    ]);
    expect(LANGUAGES.map((entry) => entry.code)).toEqual(LANGUAGE_CODES);
  });

  it('gives the ten named languages an icon and the five message files', () => {
    for (const entry of LANGUAGES.slice(0, 10)) {
      expect(entry.icon).toBe(`flag-${entry.code.toLowerCase()}.svg`);
      expect(entry.files).toEqual(['ui', 'validation', 'errors', 'messages', '_m']);
    }
    expect(NAMESPACES).toEqual(['ui', 'validation', 'errors', 'messages', '_m']);
  });

  it('gives MMK, MNT and IDR no name, no icon and no files: they are shown in English', () => {
    for (const code of ['MMK', 'MNT', 'IDR'] as const) {
      expect(getLanguage(code)).toMatchObject({ name: null, icon: null, files: [], htmlLang: 'en' });
      expect(messageLanguage(code)).toBe('EN');
    }
    expect(messageLanguage('VI')).toBe('VI');
  });

  it('maps every code to the date locale of spec section 9', () => {
    expect(DATE_LOCALES).toEqual({
      EN: 'en',
      CN: 'zh',
      RUS: 'ru',
      ESP: 'es',
      VI: 'vi',
      MS: 'ms',
      NE: 'ne',
      CT: 'zh-tw',
      BN: 'bn',
      PHP: 'en',
      MMK: 'en',
      MNT: 'en',
      IDR: 'en',
    });
  });

  it('tags the text shown for <html lang>', () => {
    expect(LANGUAGES.map((entry) => entry.htmlLang)).toEqual([
      'en',
      'fil',
      'zh-Hans',
      'es',
      'ru',
      'vi',
      'ms',
      'ne',
      'zh-Hant',
      'bn',
      'en',
      'en',
      'en',
    ]);
  });

  it('recognises codes in any case and nothing else', () => {
    expect(toLanguageCode('vi')).toBe('VI');
    expect(toLanguageCode(' CT ')).toBe('CT');
    expect(toLanguageCode('en-US')).toBeNull();
    expect(toLanguageCode('')).toBeNull();
    expect(toLanguageCode(undefined)).toBeNull();
  });

  it("offers a site's named languages, in catalogue order, for a language menu", () => {
    const choices = languageChoices([
      { code: 'VI', is_default: true },
      { code: 'MMK', is_default: false },
      { code: 'en', is_default: false },
      { code: 'XX', is_default: false },
      { code: 'VI', is_default: false },
    ]);
    expect(choices.map((entry) => entry.code)).toEqual(['EN', 'VI']);
  });
});

describe('language icons', () => {
  const named = LANGUAGES.filter((entry) => entry.icon !== null);

  it.each(named.map((entry) => [entry.code, entry.icon ?? ''] as const))(
    '%s has a small, self-contained SVG icon %s whose URL the bundle exports',
    (code, icon) => {
      const url = languageIconUrl(code);
      expect(url?.endsWith(`/icons/${icon}`)).toBe(true);
      const file = fileURLToPath(url ?? '');
      expect(file).toBe(path.join(__dirname, 'icons', icon));
      expect(existsSync(file)).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="30" height="20" viewBox="0 0 30 20">/,
      );
      expect(svg).not.toMatch(/<script|href=|url\((?!#)/);
      expect(Buffer.byteLength(svg)).toBeLessThan(1536);
    },
  );

  it('exports exactly the icons of the catalogue', () => {
    expect([...LANGUAGE_ICON_FILES].sort()).toEqual(named.map((entry) => entry.icon).sort());
    expect(languageIconUrl('IDR')).toBeNull();
  });
});
