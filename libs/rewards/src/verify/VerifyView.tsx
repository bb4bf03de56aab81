import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@wl/i18n';
import { Bone } from '../lib/Bone';
import { ViewStates } from '../lib/ViewStates';
import { useRewards } from '../lib/rewards-features';
import { RoundItem } from './RoundItem';
import { SeedsCard } from './SeedsCard';
import './verify.css';

/** The rounds' list at the height of its usual rows while it comes. */
function RoundsSkeleton() {
  return (
    <ul className="wl-verify__rounds" aria-hidden="true">
      {[0, 1, 2].map((row) => (
        <li key={row} className="wl-verify__round wl-verify__round--bone">
          <Bone width="40%" />
          <Bone width="75%" />
          <Bone width="8em" height="40px" />
        </li>
      ))}
    </ul>
  );
}

/** The player's rounds newest first, each checkable once its server seed is revealed; more on demand. */
const RoundsCard = observer(function RoundsCard() {
  const { t } = useTranslation('rewards');
  const fairness = useRewards().fairness;
  const view = fairness.status === 'failed' ? 'failed' : fairness.loading ? 'loading' : 'ready';
  return (
    <section className="wl-rw__card" aria-labelledby="wl-verify-rounds">
      <h2 className="wl-rw__card-title" id="wl-verify-rounds">
        {t('roundsTitle')}
      </h2>
      <ViewStates
        view={view}
        errorKey={fairness.errorKey}
        onRetry={() => void fairness.load()}
        skeleton={<RoundsSkeleton />}
      >
        {() =>
          fairness.rounds.length === 0 ? (
            <p className="wl-rw__empty">{t('roundsEmpty')}</p>
          ) : (
            <>
              <ul className="wl-verify__rounds">
                {fairness.rounds.map((round) => (
                  <RoundItem key={round.round_id} round={round} />
                ))}
              </ul>
              {fairness.hasMore ? (
                <button
                  type="button"
                  className="wl-rw__ghost wl-verify__more"
                  disabled={fairness.loadingMore}
                  onClick={() => void fairness.loadMore()}
                >
                  {fairness.loadingMore ? t('ui:loading') : t('roundsMore')}
                </button>
              ) : null}
            </>
          )
        }
      </ViewStates>
    </section>
  );
});

/**
 * The fairness view of both games: how a result is made, the seeds in use (the server seed only as its
 * hash), a new client seed (which reveals the server seed played with), and the rounds, each recomputed
 * in this browser on request.
 */
export const VerifyView = observer(function VerifyView() {
  const { t } = useTranslation('rewards');
  const fairness = useRewards().fairness;
  useEffect(() => {
    void fairness.load();
  }, [fairness]);
  return (
    <div className="wl-verify" data-testid="verify-view">
      <h2 className="wl-verify__title">{t('verifyTitle')}</h2>
      <p className="wl-rw__note">{t('verifyIntro')}</p>
      <SeedsCard />
      <RoundsCard />
    </div>
  );
});
