import { lazy, Suspense } from 'react';
import { loadPaymentMethodsTable } from '@wl/cashier';
import { ResponsibleGamingTools } from '@wl/protection/responsible-gaming';
import type { ContentPageName } from './content-page-names';
import { CmsContentPage } from './cms-page';
import { ContactPage } from './contact-page';
import { DownloadPage } from './download-page';
import { isCmsPageName } from './localized';
import { NewsPage } from './news-page';
import { PromotionsPage } from './promotions-page';
import './content.css';

/** /banking's table of the site's payment methods: the cashier's, a chunk of its own. */
const PaymentMethodsTable = lazy(() => loadPaymentMethodsTable().then((table) => ({ default: table })));
const bankingLead = (
  <Suspense fallback={null}>
    <PaymentMethodsTable />
  </Suspense>
);

/**
 * Every content route in one lazy chunk: the CMS pages (about, privacy policy, FAQs, responsible gaming
 * with the player's limits and breaks above its text, terms, banking with the site's payment methods
 * above its text), contact, news, promotions and download.
 */
export function ContentRoutePage({ page }: { page: ContentPageName }) {
  if (isCmsPageName(page)) {
    return (
      <CmsContentPage
        key={page}
        page={page}
        lead={page === 'banking' ? bankingLead : undefined}
        tools={page === 'responsibleGaming' ? <ResponsibleGamingTools /> : undefined}
      />
    );
  }
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
