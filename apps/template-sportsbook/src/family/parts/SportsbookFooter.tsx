import { contentPagePath, contentPageTitle } from '@wl/pages';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@wl/i18n';
import { useSiteChrome, useStores } from '@wl/core';
import { Link } from '@wl/router';
import { LINK_GROUPS, linkGroupLabel } from './site-links';

const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/**
 * The family's footer: the content pages in groups, the site's social accounts, the 18+ and responsible
 * gaming notice and the copyright line. Each template arranges it through its variant class.
 */
export const SportsbookFooter = observer(function SportsbookFooter({ variant }: { variant: string }) {
  const { t } = useTranslation();
  const { site: layout, locale } = useStores();
  const chrome = useSiteChrome();
  const accounts = layout.accountList.filter((account) => isWebAddress(account.url));
  return (
    <footer className={`sb-footer sb-footer--${variant}`} data-testid="site-footer">
      <div className="sb-footer__inner">
        <nav className="sb-footer__links" aria-label={t('sportsbook:sbSiteLinks')}>
          {LINK_GROUPS.map(({ group, links }) => (
            <div key={group} className="sb-footer__group">
              <p className="sb-footer__heading">{linkGroupLabel(t, group)}</p>
              <ul className="sb-footer__list">
                {links.map((link) => (
                  <li key={link}>
                    <Link className="sb-footer__link" to={locale.path(contentPagePath(link))}>
                      {contentPageTitle(t, link)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        {accounts.length > 0 ? (
          <div className="sb-footer__social">
            <p className="sb-footer__heading">{t('sportsbook:sbFooterFollow')}</p>
            <ul className="sb-footer__list sb-footer__list--social">
              {accounts.map((account) => (
                <li key={`${account.social_type}-${account.url}`}>
                  <a
                    className="sb-footer__social-link"
                    href={account.url}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <span className="sb-footer__social-type">{account.social_type}</span>
                    <span className="sb-footer__social-name">{account.account_name}</span>
                    <span className="wl-visually-hidden"> {t('opensInNewTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="sb-footer__legal">
          <p className="sb-footer__notice">
            <span className="sb-footer__age" aria-hidden="true">
              18+
            </span>
            <span>
              {t('sportsbook:sbAgeNotice')}{' '}
              <Link className="sb-footer__inline-link" to={locale.path(contentPagePath('responsibleGaming'))}>
                {contentPageTitle(t, 'responsibleGaming')}
              </Link>
            </span>
          </p>
          <p className="sb-footer__rights">
            {t('footerRights', { year: new Date().getFullYear(), site: chrome.siteName })}
          </p>
        </div>
      </div>
    </footer>
  );
});
