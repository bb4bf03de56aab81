import { useTranslation } from '@wl/i18n';
import { contentPagePath, contentPageTitle, type ContentPageName } from '@wl/pages';

export interface ContentLink {
  path: string;
  label: string;
}

export interface ContentLinkGroup {
  key: 'help' | 'about' | 'legal';
  title: string;
  links: ContentLink[];
}

const GROUPS: { key: ContentLinkGroup['key']; pages: ContentPageName[] }[] = [
  { key: 'help', pages: ['faqs', 'banking', 'contactUs', 'responsibleGaming'] },
  { key: 'about', pages: ['about', 'news', 'promotions', 'download'] },
  { key: 'legal', pages: ['privacyPolicy', 'termCondition'] },
];

/**
 * The site's content pages in three groups (help, about, legal), labelled in the language shown with
 * the titles the pages themselves carry.
 */
export function useContentLinks(): ContentLinkGroup[] {
  const { t } = useTranslation();
  const titles: Record<ContentLinkGroup['key'], string> = {
    help: t('slot:slotFooterHelp'),
    about: t('slot:slotFooterAbout'),
    legal: t('slot:slotFooterLegal'),
  };
  return GROUPS.map(({ key, pages }) => ({
    key,
    title: titles[key],
    links: pages.map((page) => ({ path: contentPagePath(page), label: contentPageTitle(t, page) })),
  }));
}
