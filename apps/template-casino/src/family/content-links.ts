import type { TFunction } from 'i18next';
import { contentPagePath, contentPageTitle, type ContentPageName } from '@wl/pages';

export type ContentGroup = 'info' | 'help' | 'policies';

export interface ContentLink {
  key: ContentPageName;
  path: string;
  label: string;
  group: ContentGroup;
}

const GROUP_OF: Readonly<Record<ContentPageName, ContentGroup>> = {
  about: 'info',
  promotions: 'info',
  news: 'info',
  download: 'info',
  faqs: 'help',
  banking: 'help',
  contactUs: 'help',
  responsibleGaming: 'policies',
  privacyPolicy: 'policies',
  termCondition: 'policies',
};

/** The site's content pages every casino footer and drawer links to, grouped as footers show them. */
export function contentLinks(t: TFunction): ContentLink[] {
  return (Object.keys(GROUP_OF) as ContentPageName[]).map((page) => ({
    key: page,
    path: contentPagePath(page),
    label: contentPageTitle(t, page),
    group: GROUP_OF[page],
  }));
}

/** Column headings of the grouped footer. */
export function groupTitles(t: TFunction): Record<ContentGroup, string> {
  return {
    info: t('casino:casinoFooterInfo'),
    help: t('casino:casinoFooterHelp'),
    policies: t('casino:casinoFooterPolicies'),
  };
}
