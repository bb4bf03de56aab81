import { useTranslation } from '@wl/i18n';
import { useStores } from '@wl/core';
import { rewardsFormat, type RewardsFormat } from './rewards-format';

/** The rewards screens' format: the site's currency, the page's language. */
export function useRewardsFormat(): RewardsFormat {
  const { t } = useTranslation('rewards');
  const { site, locale } = useStores();
  return rewardsFormat(t, locale.language, site.site?.currency || 'USD');
}
