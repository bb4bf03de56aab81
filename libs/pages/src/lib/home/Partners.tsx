import { observer } from 'mobx-react-lite';
import { useTranslation } from '@wl/i18n';
import { useStores } from '@wl/core';
import { Link } from '@wl/router';
import { HomeSection } from './HomeSection';

/** The site's partners' logos, each a link (a path of the site, or another site in a new tab). */
export const Partners = observer(function Partners() {
  const { t } = useTranslation();
  const { site: layout, locale } = useStores();
  const partners = layout.partners.filter((partner) => partner.img_url);
  if (partners.length === 0) return null;
  return (
    <HomeSection name="partners" title={t('partners')} className="wl-partners">
      <ul className="wl-partners__list">
        {partners.map((partner) => {
          const logo = (
            <img
              className="wl-partners__logo"
              src={partner.img_url}
              alt={partner.partner_name}
              loading="lazy"
              decoding="async"
              width={120}
              height={48}
            />
          );
          const internal = partner.href.startsWith('/') && !partner.href.startsWith('//');
          return (
            <li key={`${partner.partner_name}|${partner.href}`}>
              {!partner.href ? (
                <span className="wl-partners__link">{logo}</span>
              ) : internal ? (
                <Link className="wl-partners__link" to={locale.path(partner.href)}>
                  {logo}
                </Link>
              ) : (
                <a
                  className="wl-partners__link"
                  href={partner.href}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {logo}
                  <span className="wl-visually-hidden">{t('opensInNewTab')}</span>
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
});
