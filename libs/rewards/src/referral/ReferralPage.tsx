import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@wl/i18n';
import { useStores } from '@wl/core';
import { Link } from '@wl/router';
import { Bone } from '../lib/Bone';
import { ViewStates } from '../lib/ViewStates';
import { useReferral } from '../lib/rewards-features';
import { rewardsFormat } from '../lib/rewards-format';
import { OfferPage } from '../promotions/OfferPage';
import { ReferredPlayers } from './ReferredPlayers';
import { ReferralShare } from './ReferralShare';
import { SettledDays } from './SettledDays';
import './referral.css';

/** The share card and the players' table at their usual height while the overview comes. */
function ReferralSkeleton() {
  return (
    <div className="wl-referral__skeleton" aria-hidden="true">
      <div className="wl-rw__card">
        <Bone width="8em" />
        <Bone width="100%" height="48px" />
        <Bone width="8em" />
        <Bone width="100%" height="48px" />
        <Bone width="90%" />
      </div>
      <div className="wl-rw__card">
        <Bone width="12em" height="1.4em" />
        {[0, 1, 2].map((row) => (
          <Bone key={row} width="100%" />
        ))}
      </div>
    </div>
  );
}

/** A site without referral: said plainly, with the way home. */
function ReferralOff() {
  const { t } = useTranslation('rewards');
  const { locale } = useStores();
  return (
    <div className="wl-rw__card wl-rw__unavailable" data-testid="referral-unavailable">
      <p>{t('errors:referralUnavailable')}</p>
      <Link className="wl-rw__link" to={locale.path('/')}>
        {t('ui:backHome')}
      </Link>
    </div>
  );
}

/**
 * /referral (a member page): the player's code and link to share, the commission terms and what they
 * earned, the players who signed up with the code and the days settled. On a site whose referral is off,
 * a notice says so and the platform is not asked.
 */
export const ReferralPage = observer(function ReferralPage() {
  const { t } = useTranslation('rewards');
  const { site, locale } = useStores();
  const referral = useReferral();
  const setting = referral.setting;
  useEffect(() => {
    void referral.load();
  }, [referral, setting]);
  const overview = referral.overview;
  const format = rewardsFormat(t, locale.language, overview?.currency || site.site?.currency || 'USD');
  return (
    <OfferPage page="referral" title={t('refTitle')}>
      {referral.view === 'unavailable' ? (
        <ReferralOff />
      ) : (
        <ViewStates
          view={referral.view}
          errorKey={referral.errorKey}
          onRetry={() => void referral.load()}
          skeleton={<ReferralSkeleton />}
        >
          {() =>
            overview ? (
              <>
                <ReferralShare overview={overview} format={format} />
                <ReferredPlayers players={overview.referred} format={format} language={locale.language} />
                <SettledDays days={overview.days} format={format} language={locale.language} />
              </>
            ) : null
          }
        </ViewStates>
      )}
    </OfferPage>
  );
});
