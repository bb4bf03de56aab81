import { observer } from 'mobx-react-lite';
import { useTranslation } from '@wl/i18n';
import type { Mission } from '@wl/api';
import { ProgressBar } from '../lib/ProgressBar';
import { useMissions } from '../lib/rewards-features';
import type { RewardsFormat } from '../lib/rewards-format';
import { errorText } from '../lib/texts';
import { missionPercent, missionProgress, missionTitle } from './mission-text';

/**
 * One mission: what to do, its reward, how far the player is, and its state: Claim once completed,
 * Claimed once paid (a word and a mark, not a colour), else still to do.
 */
export const MissionCard = observer(function MissionCard({
  mission,
  format,
}: {
  mission: Mission;
  format: RewardsFormat;
}) {
  const { t } = useTranslation('rewards');
  const missions = useMissions();
  const title = missionTitle(t, format, mission);
  const error = missions.claimError?.id === mission.mission_id ? missions.claimError.key : null;
  const claiming = missions.claimingId === mission.mission_id;
  let state;
  if (mission.claimed) {
    state = (
      <span className="wl-rw__badge wl-rw__badge--done">
        <span aria-hidden="true">✓ </span>
        {t('claimed')}
      </span>
    );
  } else if (mission.completed) {
    state = (
      <button
        type="button"
        className="wl-button wl-rw__claim"
        disabled={missions.claimingId !== null}
        onClick={() => void missions.claim(mission.mission_id)}
      >
        {claiming ? t('claiming') : t('claim')}
        <span className="wl-visually-hidden">{` ${title}`}</span>
      </button>
    );
  } else {
    state = <span className="wl-rw__badge">{t('inProgress')}</span>;
  }
  return (
    <li className="wl-rw__card wl-missions__card" data-testid="mission">
      <h3 className="wl-missions__title">{title}</h3>
      <p className="wl-missions__reward">{t('missionReward', { prize: format.prize(mission.reward) })}</p>
      <ProgressBar
        label={t('progress')}
        percent={missionPercent(mission)}
        shown={missionProgress(t, format, mission)}
      />
      <div className="wl-missions__state">{state}</div>
      {error ? (
        <p className="wl-rw__alert" role="alert">
          {errorText(t, error)}
        </p>
      ) : null}
    </li>
  );
});
