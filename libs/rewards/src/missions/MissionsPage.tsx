import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@wl/i18n';
import type { Mission } from '@wl/api';
import { Bone } from '../lib/Bone';
import { RewardsPage } from '../lib/RewardsPage';
import { ViewStates } from '../lib/ViewStates';
import { useMissions } from '../lib/rewards-features';
import type { RewardsFormat } from '../lib/rewards-format';
import { useNow } from '../lib/use-now';
import { useRewardsFormat } from '../lib/use-rewards-format';
import { MissionCard } from './MissionCard';
import './missions.css';

/** Two sections of mission cards at their usual height while the list comes. */
function MissionsSkeleton() {
  return (
    <>
      {[0, 1].map((section) => (
        <div key={section} className="wl-missions__section" aria-hidden="true">
          <Bone width="10em" height="1.4em" />
          <ul className="wl-missions__list">
            {[0, 1, 2].map((card) => (
              <li key={card} className="wl-rw__card wl-missions__card">
                <Bone width="80%" height="1.2em" />
                <Bone width="40%" />
                <Bone width="100%" height="2.6em" />
                <Bone width="7em" height="44px" />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

/** The missions of one period (daily or weekly) and when they start over. */
function MissionSection({
  id,
  title,
  missions,
  format,
  now,
}: {
  id: string;
  title: string;
  missions: Mission[];
  format: RewardsFormat;
  now: number;
}) {
  const { t } = useTranslation('rewards');
  const first = missions[0];
  if (!first) return null;
  return (
    <section className="wl-missions__section" aria-labelledby={id}>
      <div className="wl-missions__head">
        <h2 className="wl-rw__card-title" id={id}>
          {title}
        </h2>
        <p className="wl-rw__note">{t('resetsIn', { time: format.until(first.period_end, now) })}</p>
      </div>
      <ul className="wl-missions__list">
        {missions.map((mission) => (
          <MissionCard key={mission.mission_id} mission={mission} format={format} />
        ))}
      </ul>
    </section>
  );
}

/** /mission (a member page): today's and this week's missions, their progress and rewards to claim. */
export const MissionsPage = observer(function MissionsPage() {
  const { t } = useTranslation('rewards');
  const missions = useMissions();
  const format = useRewardsFormat();
  const now = useNow();
  useEffect(() => {
    void missions.load();
  }, [missions]);
  useEffect(() => missions.refreshIfTurned(now), [missions, now]);
  const claimed = missions.claimedReward;
  return (
    <RewardsPage screen="missions" title={t('missionsTitle')}>
      <ViewStates
        view={missions.view}
        errorKey={missions.errorKey}
        onRetry={() => void missions.load()}
        skeleton={<MissionsSkeleton />}
      >
        {() =>
          missions.missions.length === 0 ? (
            <p className="wl-rw__empty">{t('missionsEmpty')}</p>
          ) : (
            <>
              <div className="wl-rw__live" role="status">
                {claimed ? (
                  <p className="wl-rw__done">{t('claimedNotice', { prize: format.prize(claimed.reward) })}</p>
                ) : null}
              </div>
              <MissionSection
                id="wl-missions-daily"
                title={t('daily')}
                missions={missions.daily}
                format={format}
                now={now}
              />
              <MissionSection
                id="wl-missions-weekly"
                title={t('weekly')}
                missions={missions.weekly}
                format={format}
                now={now}
              />
            </>
          )
        }
      </ViewStates>
    </RewardsPage>
  );
});
