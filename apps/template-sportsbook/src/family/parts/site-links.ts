import type { TFunction } from 'i18next';

/** The site's content pages, as the footer and the menu drawer link them. */
export type ContentLink =
  | 'promotions'
  | 'news'
  | 'download'
  | 'about'
  | 'faqs'
  | 'banking'
  | 'contactUs'
  | 'responsibleGaming'
  | 'privacyPolicy'
  | 'termCondition';

export const CONTENT_LINK_PATHS: Record<ContentLink, string> = {
  promotions: '/promotions',
  news: '/news',
  download: '/download',
  about: '/about',
  faqs: '/faqs',
  banking: '/banking',
  contactUs: '/contact-us',
  responsibleGaming: '/responsible-gaming',
  privacyPolicy: '/privacy-policy',
  termCondition: '/term-condition',
};

/** The footer's groups of links. */
export const LINK_GROUPS: { group: 'betting' | 'help' | 'policies'; links: ContentLink[] }[] = [
  { group: 'betting', links: ['promotions', 'news', 'download'] },
  { group: 'help', links: ['faqs', 'banking', 'contactUs', 'about'] },
  { group: 'policies', links: ['responsibleGaming', 'termCondition', 'privacyPolicy'] },
];

/** A content page's name: the same words as the page's own title. */
export function contentLinkLabel(t: TFunction, link: ContentLink): string {
  switch (link) {
    case 'promotions':
      return t('contentPromotionsTitle');
    case 'news':
      return t('contentNewsTitle');
    case 'download':
      return t('contentDownloadTitle');
    case 'about':
      return t('contentAboutTitle');
    case 'faqs':
      return t('contentFaqsTitle');
    case 'banking':
      return t('contentBankingTitle');
    case 'contactUs':
      return t('contentContactTitle');
    case 'responsibleGaming':
      return t('contentResponsibleTitle');
    case 'privacyPolicy':
      return t('contentPrivacyTitle');
    case 'termCondition':
      return t('contentTermsTitle');
  }
}

export function linkGroupLabel(t: TFunction, group: 'betting' | 'help' | 'policies'): string {
  if (group === 'betting') return t('sbFooterBetting');
  if (group === 'help') return t('sbFooterHelp');
  return t('sbFooterPolicies');
}
