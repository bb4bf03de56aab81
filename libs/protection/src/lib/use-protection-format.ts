import { useStores } from '@wl/core';
import { protectionFormat, type ProtectionFormat } from './format';

/** The protection screens' format: the site's currency (or the answer's), the page's language. */
export function useProtectionFormat(currency?: string): ProtectionFormat {
  const { site, locale } = useStores();
  return protectionFormat(locale.language, currency || site.site?.currency || 'USD');
}
