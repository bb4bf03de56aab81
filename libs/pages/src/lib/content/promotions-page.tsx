import { observer } from 'mobx-react-lite';
import { useTranslation } from '@wl/i18n';
import { useFirstViewLoad, useStores } from '@wl/core';
import { ContentFrame, ContentStatus, DataLink } from './content-parts';
import { localText, type Promotion } from './localized';
import { useContentStore } from './use-content';

/** A slide that links to /promotions itself leads nowhere new from here: its card has no link. */
function linksHere(link: string): boolean {
  return /^\/promotions\/?(?:[?#]|$)/.test(link);
}

function PromotionCard({ promotion, language }: { promotion: Promotion; language: string }) {
  const title = localText(language, promotion.enTitle, promotion.localTitle);
  const subtitle = localText(language, promotion.enSubtitle, promotion.localSubtitle);
  const link = promotion.link && !linksHere(promotion.link) ? promotion.link : '';
  return (
    <li className="wl-promo__card">
      {promotion.image ? (
        <img
          className="wl-promo__image"
          src={promotion.image}
          alt=""
          width={1200}
          height={400}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className="wl-promo__text">
        <h2 className="wl-promo__title">
          {link ? (
            <DataLink href={link} className="wl-promo__link">
              {title}
            </DataLink>
          ) : (
            title
          )}
        </h2>
        {subtitle ? <p className="wl-promo__subtitle">{subtitle}</p> : null}
      </div>
    </li>
  );
}

/**
 * /promotions: the site's slides as promotion cards (title, subtitle, banner, and the slide's link).
 * Announcements carry no tag that marks a promotion, so they stay on /news.
 */
export const PromotionsPage = observer(function PromotionsPage() {
  const { t } = useTranslation();
  const { locale } = useStores();
  const content = useContentStore();
  useFirstViewLoad(() => content.promotions.load(), content);

  const { promotions } = content;
  const list = promotions.value ?? [];
  return (
    <ContentFrame page="promotions" kind="wl-promo" title={t('contentPromotionsTitle')}>
      {promotions.view !== 'ready' ? <ContentStatus state={promotions.view} remote={promotions} /> : null}
      {promotions.view === 'ready' && list.length === 0 ? (
        <p className="wl-content__state">{t('contentPromotionsEmpty')}</p>
      ) : null}
      {promotions.view === 'ready' && list.length > 0 ? (
        <ul className="wl-promo__list">
          {list.map((promotion) => (
            <PromotionCard key={promotion.key} promotion={promotion} language={locale.language} />
          ))}
        </ul>
      ) : null}
    </ContentFrame>
  );
});
