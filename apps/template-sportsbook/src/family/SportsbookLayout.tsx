import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useSiteChrome, useStores, type TemplateLayoutProps } from '@wl/core';
import { formatLocale, useTranslation } from '@wl/i18n';
import { AccountControls, contentPagePath, contentPageTitle } from '@wl/pages';
import { Link } from '@wl/router';
import { BetSlipProvider } from '@wl/sportsbook';
import { BetSlip, SlipBar } from './matches/BetSlip';
import { LeagueNav } from './matches/LeagueNav';
import type { SportsbookLook, TemplateIdentity } from './look';
import { BottomTabs } from './parts/BottomTabs';
import { Brand } from './parts/Brand';
import { GameNav } from './parts/GameNav';
import { MenuDrawer } from './parts/MenuDrawer';
import { SportsbookFooter } from './parts/SportsbookFooter';
import { LINK_GROUPS } from './parts/site-links';

/** The phone menu: the games, the leagues and the site's pages. */
function DrawerMenu({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const { locale } = useStores();
  return (
    <>
      <GameNav variant="list" onNavigate={close} landmark={false} />
      <LeagueNav className="sb-drawer__leagues" />
      <div className="sb-drawer__pages">
        <ul className="sb-drawer__page-list">
          {LINK_GROUPS.flatMap(({ links }) => links).map((link) => (
            <li key={link}>
              <Link className="sb-drawer__page-link" to={locale.path(contentPagePath(link))} onClick={close}>
                {contentPageTitle(t, link)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

const drawer = (toggleClassName?: string, showLabel?: boolean) => (
  <MenuDrawer toggleClassName={toggleClassName} showLabel={showLabel}>
    {(close) => <DrawerMenu close={close} />}
  </MenuDrawer>
);

/** Today's date as a masthead prints it. */
const DateLine = observer(function DateLine() {
  const { locale } = useStores();
  const date = new Date();
  return (
    <time className="sb-header__date" dateTime={date.toISOString().slice(0, 10)}>
      {new Intl.DateTimeFormat(formatLocale(locale.language), {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }).format(date)}
    </time>
  );
});

/** The header arrangements of the family. */
function Header({ look }: { look: SportsbookLook }): ReactNode {
  switch (look.header) {
    case 'bar':
      return (
        <>
          <header className="sb-header sb-header--bar" data-testid="site-header">
            <div className="sb-header__row">
              {drawer('sb-header__menu')}
              <Brand />
              <AccountControls className="sb-header__account" />
            </div>
          </header>
          <GameNav variant="tabs" className="sb-header__nav" />
        </>
      );
    case 'trader':
      return (
        <header className="sb-header sb-header--trader" data-testid="site-header">
          <div className="sb-header__row">
            {drawer('sb-header__menu')}
            <Brand />
            <GameNav variant="inline" className="sb-header__nav" />
            <AccountControls variant="compact" className="sb-header__account" />
          </div>
        </header>
      );
    case 'app':
      return (
        <>
          <header className="sb-header sb-header--app" data-testid="site-header">
            <div className="sb-header__row">
              <Brand />
              <AccountControls variant="compact" className="sb-header__account" />
            </div>
          </header>
          <GameNav variant="pills" className="sb-header__nav" />
        </>
      );
    case 'masthead':
      return (
        <>
          <header className="sb-header sb-header--masthead" data-testid="site-header">
            <div className="sb-header__top">
              <DateLine />
              <AccountControls variant="compact" className="sb-header__account" />
            </div>
            <div className="sb-header__row">
              {drawer('sb-header__menu')}
              <Brand />
            </div>
          </header>
          <GameNav variant="ruled" className="sb-header__nav" />
        </>
      );
  }
}

/** The family's layout arranged by a template's look, carrying the template's identity. */
export function createSportsbookLayout(look: SportsbookLook, template: TemplateIdentity) {
  return observer(function SportsbookLayout({ children }: TemplateLayoutProps) {
    const { t } = useTranslation();
    const chrome = useSiteChrome();
    return (
      <BetSlipProvider>
        <div
          className={[
            'sb-site',
            `sb-site--${look.header}`,
            `sb-site--slip-${look.slip}`,
            look.sidebar ? 'sb-site--sidebar' : '',
            template.themeCode,
          ]
            .filter(Boolean)
            .join(' ')}
          data-family="sportsbook"
          data-template={template.templateId}
          data-store-instance={chrome.storeInstanceId}
        >
          <a className="sb-skip" href="#content">
            {t('skipToContent')}
          </a>
          <Header look={look} />
          <div className="sb-site__body">
            {look.sidebar ? (
              <div className="sb-site__side">
                <LeagueNav />
              </div>
            ) : null}
            <main id="content" className="sb-site__content" tabIndex={-1}>
              {children}
            </main>
            <BetSlip className="sb-site__slip" />
          </div>
          <SportsbookFooter variant={look.footer} />
          {look.header === 'app' ? <BottomTabs menu={drawer('sb-tabs__item', true)} /> : <SlipBar />}
        </div>
      </BetSlipProvider>
    );
  });
}
