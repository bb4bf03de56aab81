import { getLanguage, type LanguageCode } from './languages';

/**
 * URLs of the language icons, by file name. `new URL(literal, import.meta.url)` makes webpack emit each
 * SVG as a hashed asset (and gives its URL) without an import that test runners cannot load. Each is
 * worked out when asked, so this lib also loads where import.meta.url means nothing (the Node server).
 */
const LANGUAGE_ICONS: Readonly<Record<string, () => string>> = {
  'flag-en.svg': () => new URL('./icons/flag-en.svg', import.meta.url).href,
  'flag-php.svg': () => new URL('./icons/flag-php.svg', import.meta.url).href,
  'flag-cn.svg': () => new URL('./icons/flag-cn.svg', import.meta.url).href,
  'flag-esp.svg': () => new URL('./icons/flag-esp.svg', import.meta.url).href,
  'flag-rus.svg': () => new URL('./icons/flag-rus.svg', import.meta.url).href,
  'flag-vi.svg': () => new URL('./icons/flag-vi.svg', import.meta.url).href,
  'flag-ms.svg': () => new URL('./icons/flag-ms.svg', import.meta.url).href,
  'flag-ne.svg': () => new URL('./icons/flag-ne.svg', import.meta.url).href,
  'flag-ct.svg': () => new URL('./icons/flag-ct.svg', import.meta.url).href,
  'flag-bn.svg': () => new URL('./icons/flag-bn.svg', import.meta.url).href,
};

/** The icon files the bundle carries. */
export const LANGUAGE_ICON_FILES: readonly string[] = Object.keys(LANGUAGE_ICONS);

/** The bundled URL of a language's icon, or null for codes without one (MMK, MNT, IDR). */
export function languageIconUrl(code: LanguageCode): string | null {
  const { icon } = getLanguage(code);
  return icon ? (LANGUAGE_ICONS[icon]?.() ?? null) : null;
}
