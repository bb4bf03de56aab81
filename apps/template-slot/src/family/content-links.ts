import { useTranslation } from 'react-i18next';

export interface ContentLink {
  path: string;
  label: string;
}

export interface ContentLinkGroup {
  key: 'help' | 'about' | 'legal';
  title: string;
  links: ContentLink[];
}

/**
 * The site's content pages in three groups (help, about, legal), labelled in the language shown with
 * the titles the pages themselves carry.
 */
export function useContentLinks(): ContentLinkGroup[] {
  const { t } = useTranslation();
  return [
    {
      key: 'help',
      title: t('slotFooterHelp'),
      links: [
        { path: '/faqs', label: t('contentFaqsTitle') },
        { path: '/banking', label: t('contentBankingTitle') },
        { path: '/contact-us', label: t('contentContactTitle') },
        { path: '/responsible-gaming', label: t('contentResponsibleTitle') },
      ],
    },
    {
      key: 'about',
      title: t('slotFooterAbout'),
      links: [
        { path: '/about', label: t('contentAboutTitle') },
        { path: '/news', label: t('contentNewsTitle') },
        { path: '/promotions', label: t('contentPromotionsTitle') },
        { path: '/download', label: t('contentDownloadTitle') },
      ],
    },
    {
      key: 'legal',
      title: t('slotFooterLegal'),
      links: [
        { path: '/privacy-policy', label: t('contentPrivacyTitle') },
        { path: '/term-condition', label: t('contentTermsTitle') },
      ],
    },
  ];
}
