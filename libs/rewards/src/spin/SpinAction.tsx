import { observer } from 'mobx-react-lite';
import { useTranslation } from '@wl/i18n';
import { useRewards } from '../lib/rewards-features';
import { useRewardsFormat } from '../lib/use-rewards-format';

/**
 * The spin button: the day's free spin, else a spin for its cost in tokens; "Try again" for a spin whose
 * answer never came (the same round, asked again). Says why it cannot spin and when the next free spin
 * comes.
 */
export const SpinAction = observer(function SpinAction({ busy }: { busy: boolean }) {
  const { t } = useTranslation('rewards');
  const rewards = useRewards();
  const format = useRewardsFormat();
  const overview = rewards.overview;
  if (!overview) return null;
  const retry = rewards.awaitsRetry('spin');
  const cost = format.tokens(overview.spin_cost);
  let label = rewards.freeSpin ? t('spinFree') : t('spinPaid', { cost });
  if (retry) label = t('retryRound');
  if (rewards.playing === 'spin') label = t('spinning');
  const short = !rewards.freeSpin && rewards.tokens < overview.spin_cost;
  return (
    <div className="wl-spin__action">
      <button
        type="button"
        className="wl-button wl-rw__play"
        disabled={busy || rewards.playing !== null || (!retry && !rewards.canSpin)}
        aria-describedby={short ? 'wl-spin-short' : undefined}
        onClick={() => void rewards.spin()}
      >
        {label}
      </button>
      {short ? (
        <p className="wl-rw__note" id="wl-spin-short">
          {t('spinShort', { cost })}
        </p>
      ) : null}
      {rewards.freeSpin ? null : (
        <p className="wl-rw__note">
          {t('nextFreeSpin', { time: format.until(overview.next_free_spin_at, Date.now()) })}
        </p>
      )}
    </div>
  );
});
