import { observer } from 'mobx-react-lite';
import { useTranslation } from '@wl/i18n';
import type { SocialAccount } from '@wl/api';
import { useSiteChrome, useStores } from '@wl/core';
import { Link } from '@wl/router';
import { SocialIcon } from '@wl/ui-skin';
import { contentLinks, groupTitles, type ContentGroup } from './content-links';
import { Brand } from './frame';

export type FooterVariant = 'columns' | 'centered' | 'band' | 'minimal';

const GROUPS: readonly ContentGroup[] = ['info', 'help', 'policies'];

/** The site's social and messenger accounts; mail links stay in the tab, the rest open a new one. */
export const SocialLinks = observer(function SocialLinks({
  accounts,
  className,
}: {
  accounts: readonly SocialAccount[];
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <ul className={['casino-social', className].filter(Boolean).join(' ')}>
      {accounts.map((account) => {
        const newTab = !account.url.startsWith('mailto:');
        return (
          <li key={`${account.social_type}:${account.url}`}>
            <a
              className="casino-social__link"
              href={account.url}
              {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              <SocialIcon type={account.social_type} className="casino-icon" />
              <span className="casino-social__name">{account.account_name || account.social_type}</span>
              {newTab ? <span className="wl-visually-hidden"> {t('opensInNewTab')}</span> : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
});

/**
 * The casino footer: the content pages in three groups, the site's social accounts, the 18+ and
 * responsible-gaming notice and the copyright line. Variants arrange the same parts differently.
 */
export const CasinoFooter = observer(function CasinoFooter({ variant }: { variant: FooterVariant }) {
  const { t } = useTranslation();
  const { locale, site: layout } = useStores();
  const chrome = useSiteChrome();
  const links = contentLinks(t);
  const titles = groupTitles(t);
  const accounts = layout.accountList;
  return (
    <footer className={`casino-footer casino-footer--${variant}`} data-testid="site-footer">
      <div className="casino-footer__main">
        <div className="casino-footer__brand">
          <Brand />
          <p className="casino-footer__tagline">{t('casino:casinoFooterTagline')}</p>
        </div>
        <nav className="casino-footer__links" aria-label={t('casino:casinoSiteLinks')}>
          {GROUPS.map((group) => (
            <div className="casino-footer__group" key={group}>
              <h2 className="casino-footer__title">{titles[group]}</h2>
              <ul className="casino-footer__list">
                {links
                  .filter((link) => link.group === group)
                  .map((link) => (
                    <li key={link.key}>
                      <Link className="casino-footer__link" to={locale.path(link.path)}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </nav>
        {accounts.length > 0 ? (
          <div className="casino-footer__follow">
            <h2 className="casino-footer__title">{t('casino:casinoFooterFollow')}</h2>
            <SocialLinks accounts={accounts} />
          </div>
        ) : null}
      </div>
      <div className="casino-footer__legal">
        <span className="casino-footer__age">{t('casino:casinoAgeBadge')}</span>
        <p className="casino-footer__notice">
          {t('playResponsibly')} {t('casino:casinoResponsibleNotice')}
        </p>
        <p className="casino-footer__rights">
          {t('footerRights', { year: new Date().getFullYear(), site: chrome.siteName })}
        </p>
      </div>
    </footer>
  );
});
