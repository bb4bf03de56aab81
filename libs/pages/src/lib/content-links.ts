import type { TFunction } from 'i18next';
import { ROUTES } from '@wl/core';
import type { ContentPageName } from './content/content-page-names';

/** A content page's title: the words its own heading and every footer or menu link to it carry. */
export function contentPageTitle(t: TFunction, page: ContentPageName): string {
  switch (page) {
    case 'about':
      return t('contentAboutTitle');
    case 'privacyPolicy':
      return t('contentPrivacyTitle');
    case 'faqs':
      return t('contentFaqsTitle');
    case 'responsibleGaming':
      return t('contentResponsibleTitle');
    case 'termCondition':
      return t('contentTermsTitle');
    case 'banking':
      return t('contentBankingTitle');
    case 'contactUs':
      return t('contentContactTitle');
    case 'news':
      return t('contentNewsTitle');
    case 'promotions':
      return t('contentPromotionsTitle');
    case 'download':
      return t('contentDownloadTitle');
  }
}

/** The route path of a content page (/term-condition for termCondition). */
export function contentPagePath(page: ContentPageName): string {
  return ROUTES.find((route) => route.name === page)?.path ?? '/';
}
