import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@wl/i18n';
import { useStores } from '@wl/core';
import { Bone } from '../lib/Bone';
import { ViewStates } from '../lib/ViewStates';
import { usePromotions } from '../lib/rewards-features';
import { rewardsFormat } from '../lib/rewards-format';
import { BonusCard } from './BonusCard';
import { BonusHistory } from './BonusHistory';
import { FreeSpinsList } from './FreeSpinsList';
import { OfferPage } from './OfferPage';
import { PromotionCard } from './PromotionCard';
import './promotions.css';

/** Two promotion cards at their usual height while the list comes. */
function PromotionsSkeleton() {
  return (
    <ul className="wl-promos__list" aria-hidden="true">
      {[0, 1].map((card) => (
        <li key={card} className="wl-rw__card wl-promos__card">
          <Bone width="60%" height="1.3em" />
          <Bone width="100%" />
          <Bone width="80%" />
          <Bone width="8em" height="48px" />
        </li>
      ))}
    </ul>
  );
}

/** What the last action did, said politely ("Opted in: Welcome bonus", "Claimed: Free spins Friday"). */
const ActionNotice = observer(function ActionNotice() {
  const { t } = useTranslation('rewards');
  const done = usePromotions().done;
  const words = { optIn: t('optedIn'), claim: t('claimed'), forfeit: t('forfeited') };
  return (
    <div className="wl-rw__live" role="status">
      {done ? <p className="wl-rw__done">{`${words[done.kind]}: ${done.title}`}</p> : null}
    </div>
  );
});

/**
 * /promotions (a member page): the player's bonus in progress first, then their free spins, then the
 * site's promotions to opt into, then the bonuses that ended.
 */
export const PromotionsPage = observer(function PromotionsPage() {
  const { t } = useTranslation('rewards');
  const { site, locale } = useStores();
  const promotions = usePromotions();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    void promotions.load();
  }, [promotions]);
  const format = rewardsFormat(t, locale.language, promotions.list?.currency || site.site?.currency || 'USD');
  return (
    <OfferPage page="promotions" title={t('_m:promotions')} headingRef={heading}>
      <ViewStates
        view={promotions.view}
        errorKey={promotions.errorKey}
        onRetry={() => void promotions.load()}
        skeleton={<PromotionsSkeleton />}
      >
        {() => (
          <>
            <ActionNotice />
            {promotions.bonus ? (
              <BonusCard
                bonus={promotions.bonus}
                format={format}
                // The card goes with its bonus: the focus it held goes to the page's title.
                onForfeited={() => heading.current?.focus()}
              />
            ) : null}
            <FreeSpinsList format={format} />
            {promotions.promotions.length === 0 ? (
              <p className="wl-rw__empty">{t('ui:contentPromotionsEmpty')}</p>
            ) : (
              <ul className="wl-promos__list">
                {promotions.promotions.map((promotion) => (
                  <PromotionCard key={promotion.id} promotion={promotion} format={format} />
                ))}
              </ul>
            )}
            <BonusHistory bonuses={promotions.history} format={format} language={locale.language} />
          </>
        )}
      </ViewStates>
    </OfferPage>
  );
});
