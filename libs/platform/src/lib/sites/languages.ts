/** The spec's language catalogue codes; the first ten have message files. */
export const LANGUAGE_CODES = [
  'EN',
  'PHP',
  'CN',
  'ESP',
  'RUS',
  'VI',
  'MS',
  'NE',
  'CT',
  'BN',
  'MMK',
  'MNT',
  'IDR',
] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** Languages with message files, whose names the sportsbook gives per language (home_name_en, ...). */
export const NAMED_LANGUAGES = ['EN', 'PHP', 'CN', 'ESP', 'RUS', 'VI', 'MS', 'NE', 'CT', 'BN'] as const;
export type NamedLanguage = (typeof NAMED_LANGUAGES)[number];

export function isNamedLanguage(code: string): code is NamedLanguage {
  return (NAMED_LANGUAGES as readonly string[]).includes(code);
}
