import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteChrome, type TemplateLayoutProps } from '@wl/core';
import { CategoryNav, SiteFooter, SiteHeader } from '@wl/ui';
import type { SportsbookLook } from './look';

/** The bet-slip side panel. Betting is not open yet, and the panel says so. */
function BetSlip() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <aside className="sportsbook-betslip" aria-labelledby={titleId} data-testid="bet-slip">
      <h2 id={titleId} className="sportsbook-betslip__title">
        {t('betSlipTitle')}
      </h2>
      <div className="sportsbook-betslip__body">
        <p className="sportsbook-betslip__empty">{t('betSlipEmpty')}</p>
        <p className="sportsbook-betslip__note">{t('betSlipLater')}</p>
      </div>
    </aside>
  );
}

export function createSportsbookLayout(look: SportsbookLook, templateId: string) {
  return observer(function SportsbookLayout({ children }: TemplateLayoutProps) {
    const { t } = useTranslation();
    const chrome = useSiteChrome();
    return (
      <div
        className={`sportsbook-site sportsbook-site--panel-${look.panel} ${look.themeCode}`}
        data-family="sportsbook"
        data-template={templateId}
        data-store-instance={chrome.storeInstanceId}
      >
        <a className="wl-visually-hidden" href="#content">
          {t('skipToContent')}
        </a>
        <SiteHeader siteName={chrome.siteName} logoUrl={chrome.logoUrl} variant={look.header} />
        <CategoryNav label={t('mainNavigation')} items={chrome.navItems} variant={look.nav} />
        <div className="sportsbook-site__body">
          <main id="content" className="sportsbook-site__content">
            {children}
          </main>
          <BetSlip />
        </div>
        <SiteFooter
          notice={t('playResponsibly')}
          rights={t('footerRights', { year: new Date().getFullYear(), site: chrome.siteName })}
        />
      </div>
    );
  });
}
