import type { TFunction } from 'i18next';
import type { ContentPageName } from '@wl/pages';

/** The site's content pages in the footer's groups (the menu drawer lists them in this order too). */
export const LINK_GROUPS: { group: 'betting' | 'help' | 'policies'; links: ContentPageName[] }[] = [
  { group: 'betting', links: ['promotions', 'news', 'download'] },
  { group: 'help', links: ['faqs', 'banking', 'contactUs', 'about'] },
  { group: 'policies', links: ['responsibleGaming', 'termCondition', 'privacyPolicy'] },
];

/** A footer group's heading. */
export function linkGroupLabel(t: TFunction, group: 'betting' | 'help' | 'policies'): string {
  if (group === 'betting') return t('sportsbook:sbFooterBetting');
  if (group === 'help') return t('sportsbook:sbFooterHelp');
  return t('sportsbook:sbFooterPolicies');
}
