import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSiteChrome, type TemplateLayoutProps } from '@wl/core';
import { CategoryNav, SiteFooter, SiteHeader } from '@wl/ui';
import type { CasinoLook } from './look';

export function createCasinoLayout(look: CasinoLook, templateId: string) {
  return observer(function CasinoLayout({ children }: TemplateLayoutProps) {
    const { t } = useTranslation();
    const chrome = useSiteChrome();
    return (
      <div
        className={`casino-site ${look.themeCode}`}
        data-family="casino"
        data-template={templateId}
        data-store-instance={chrome.storeInstanceId}
      >
        <a className="wl-visually-hidden" href="#content">
          {t('skipToContent')}
        </a>
        <SiteHeader siteName={chrome.siteName} logoUrl={chrome.logoUrl} variant={look.header} />
        <CategoryNav label={t('mainNavigation')} items={chrome.navItems} variant={look.nav} />
        <main id="content" className="casino-site__content">
          {children}
        </main>
        <SiteFooter
          notice={t('playResponsibly')}
          rights={t('footerRights', { year: new Date().getFullYear(), site: chrome.siteName })}
        />
      </div>
    );
  });
}
