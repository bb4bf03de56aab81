import type { ContentPageName } from './content-page-names';
import { CmsContentPage } from './cms-page';
import { ContactPage } from './contact-page';
import { DownloadPage } from './download-page';
import { isCmsPageName } from './localized';
import { NewsPage } from './news-page';
import { PromotionsPage } from './promotions-page';
import './content.css';

/**
 * Every content route in one lazy chunk: the CMS pages (about, privacy policy, FAQs, responsible gaming,
 * terms, banking), contact, news, promotions and download.
 */
export function ContentRoutePage({ page }: { page: ContentPageName }) {
  if (isCmsPageName(page)) return <CmsContentPage key={page} page={page} />;
  switch (page) {
    case 'contactUs':
      return <ContactPage />;
    case 'news':
      return <NewsPage />;
    case 'promotions':
      return <PromotionsPage />;
    case 'download':
      return <DownloadPage />;
  }
}
