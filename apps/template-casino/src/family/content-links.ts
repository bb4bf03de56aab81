import type { TFunction } from 'i18next';

export type ContentGroup = 'info' | 'help' | 'policies';

export interface ContentLink {
  key: string;
  path: string;
  label: string;
  group: ContentGroup;
}

/** The site's content pages every casino footer and drawer links to, grouped as footers show them. */
export function contentLinks(t: TFunction): ContentLink[] {
  return [
    { key: 'about', path: '/about', label: t('casinoLinkAbout'), group: 'info' },
    { key: 'promotions', path: '/promotions', label: t('casinoLinkPromotions'), group: 'info' },
    { key: 'news', path: '/news', label: t('casinoLinkNews'), group: 'info' },
    { key: 'download', path: '/download', label: t('casinoLinkDownload'), group: 'info' },
    { key: 'faqs', path: '/faqs', label: t('casinoLinkFaqs'), group: 'help' },
    { key: 'banking', path: '/banking', label: t('casinoLinkBanking'), group: 'help' },
    { key: 'contact', path: '/contact-us', label: t('casinoLinkContact'), group: 'help' },
    {
      key: 'responsible',
      path: '/responsible-gaming',
      label: t('casinoLinkResponsible'),
      group: 'policies',
    },
    { key: 'privacy', path: '/privacy-policy', label: t('casinoLinkPrivacy'), group: 'policies' },
    { key: 'terms', path: '/term-condition', label: t('casinoLinkTerms'), group: 'policies' },
  ];
}

/** Column headings of the grouped footer. */
export function groupTitles(t: TFunction): Record<ContentGroup, string> {
  return {
    info: t('casinoFooterInfo'),
    help: t('casinoFooterHelp'),
    policies: t('casinoFooterPolicies'),
  };
}
