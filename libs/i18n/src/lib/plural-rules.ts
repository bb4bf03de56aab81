import type { i18n } from 'i18next';
import { getLanguage, toLanguageCode } from './languages';

/** The part of i18next's plural resolver read here (i18next leaves its services untyped). */
interface PluralRuleSource {
  getRule(code: string, options?: { ordinal?: boolean }): Intl.PluralRules | undefined;
}

/** The BCP 47 tag whose plural rules a catalogue code's messages follow: CN → zh-Hans, ESP → es. */
export function pluralLocale(code: string): string {
  const known = toLanguageCode(code);
  return known ? getLanguage(known).htmlLang : code;
}

const patched = new WeakSet<object>();

/**
 * i18next picks a message's plural form (`_one`, `_few`, `_other`...) with Intl.PluralRules of the
 * language code it shows. Several catalogue codes (CN, CT, ESP, PHP) are no BCP 47 language, and Intl
 * reads them as the runtime's own default locale: a Chinese page in a Russian browser would ask for
 * Russian forms and fall back to English. The resolver is given the language the messages are written
 * in instead, so the forms a message file holds are those its language needs.
 */
export function readPluralsByLanguage(instance: i18n): void {
  const resolver: PluralRuleSource | undefined = instance.services.pluralResolver;
  if (!resolver || patched.has(resolver)) return;
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => getRule(pluralLocale(code), options);
  patched.add(resolver);
}
