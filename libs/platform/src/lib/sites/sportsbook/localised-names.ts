import { z } from 'zod';
import { NAMED_LANGUAGES } from '../languages';
import type { LocalisedNames } from './sportsbook-types';

const languageKeys = NAMED_LANGUAGES.map((code) => code.toLowerCase());

/** Names keyed by lower-case language code (en, php, cn, ...); English is required. */
export const localisedNamesSchema = z
  .record(z.string(), z.string().trim().min(1).max(100))
  .refine((names) => typeof names['en'] === 'string', { message: 'an English (en) name' })
  .refine((names) => Object.keys(names).every((k) => languageKeys.includes(k)), {
    message: `language keys among ${languageKeys.join(', ')}`,
  });

/** prefix_{lang} for each of the site's languages (home_name_en, home_name_cn, ...), English where untranslated. */
export function namesFor(
  prefix: string,
  names: LocalisedNames,
  languages: readonly string[],
): Record<string, string> {
  const english = names['en'] ?? '';
  return Object.fromEntries(languages.map((code) => [`${prefix}_${code}`, names[code] ?? english]));
}

/** The name in each of the site's languages, by lower-case code ({ en, ct }), English where untranslated. */
export function namesIn(names: LocalisedNames, languages: readonly string[]): Record<string, string> {
  const english = names['en'] ?? '';
  return Object.fromEntries(languages.map((code) => [code, names[code] ?? english]));
}
