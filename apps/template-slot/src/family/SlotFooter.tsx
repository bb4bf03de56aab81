import { observer } from 'mobx-react-lite';
import { useTranslation } from '@wl/i18n';
import { useSiteChrome, useStores } from '@wl/core';
import { Link } from '@wl/router';
import { SocialIcon } from '@wl/ui-skin';
import { useContentLinks } from './content-links';
import { SlotBrand } from './SlotFrame';

export type SlotFooterVariant = 'columns' | 'centered' | 'band';

const typeName = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);

/** The site's social and messenger accounts as links (icons only in the compact footers). */
const SocialLinks = observer(function SocialLinks({ names }: { names: boolean }) {
  const { t } = useTranslation();
  const { site: layout } = useStores();
  if (layout.accountList.length === 0) return null;
  return (
    <ul className="slot-footer__social" aria-label={t('slot:slotFooterSocial')}>
      {layout.accountList.map((account) => {
        const external = /^https?:/i.test(account.url);
        return (
          <li key={`${account.social_type}/${account.url}`}>
            <a
              className="slot-footer__social-link"
              href={account.url}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              <SocialIcon type={account.social_type} className="slot-icon" />
              <span className={names ? 'slot-footer__social-name' : 'wl-visually-hidden'}>
                <span className="wl-visually-hidden">{typeName(account.social_type)}: </span>
                {account.account_name}
              </span>
              {external ? <span className="wl-visually-hidden"> {t('opensInNewTab')}</span> : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
});

/**
 * The slot footer: the content pages in groups, the social accounts, the 18+ notice and the copyright.
 * `columns` sets the groups side by side from tablets on, `centered` and `band` in one centred block.
 */
export const SlotFooter = observer(function SlotFooter({ variant }: { variant: SlotFooterVariant }) {
  const { t } = useTranslation();
  const chrome = useSiteChrome();
  const { locale } = useStores();
  const groups = useContentLinks();
  return (
    <footer className={`slot-footer slot-footer--${variant}`} data-testid="site-footer">
      <div className="slot-footer__inner">
        <div className="slot-footer__brand-block">
          <SlotBrand className="slot-footer__brand" />
          <SocialLinks names={variant === 'columns'} />
        </div>
        <nav className="slot-footer__nav" aria-label={t('slot:slotFooterLinks')}>
          {groups.map((group) => (
            <div className="slot-footer__group" key={group.key}>
              <h2 className="slot-footer__title">{group.title}</h2>
              <ul className="slot-footer__links">
                {group.links.map((link) => (
                  <li key={link.path}>
                    <Link className="slot-footer__link" to={locale.path(link.path)}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="slot-footer__legal">
        <p className="slot-footer__notice">
          <span className="slot-footer__age" aria-hidden="true">
            18+
          </span>
          {t('playResponsibly')}
        </p>
        <p className="slot-footer__rights">
          {t('footerRights', { year: new Date().getFullYear(), site: chrome.siteName })}
        </p>
      </div>
    </footer>
  );
});
