import { observer } from 'mobx-react-lite';
import { useTranslation } from '@wl/i18n';
import type { TFunction } from 'i18next';
import type { MinigameRound } from '@wl/api';
import { useRewards } from '../lib/rewards-features';
import type { RewardsFormat } from '../lib/rewards-format';
import { useRewardsFormat } from '../lib/use-rewards-format';
import type { RoundCheck } from './check-round';

/** A round's outcome as stored: the dice's roll and bet, or the wheel's segment and its prize. */
function outcomeText(t: TFunction, format: RewardsFormat, round: MinigameRound): string {
  if (round.game === 'dice') {
    const bet =
      round.direction === 'over'
        ? t('betOver', { target: format.hundredths(Math.round((round.target ?? 0) * 100)) })
        : t('betUnder', { target: format.hundredths(Math.round((round.target ?? 0) * 100)) });
    return t('diceOutcome', { roll: format.hundredths(Math.round(round.outcome * 100)), bet });
  }
  return t('spinOutcome', { segment: round.outcome + 1 });
}

/** What recomputing found, in words (with a mark, never by colour alone). */
function CheckResult({ round, check }: { round: MinigameRound; check: RoundCheck }) {
  const { t } = useTranslation('rewards');
  const format = useRewardsFormat();
  let recomputed: string;
  if (check.outcome === null) recomputed = t('checkNumberOnly', { number: check.float.toFixed(8) });
  else if (round.game === 'dice')
    recomputed = t('checkRoll', { roll: format.hundredths(Math.round(check.outcome * 100)) });
  else recomputed = t('checkSegment', { segment: check.outcome + 1 });
  return (
    <div className={check.fair ? 'wl-verify__check' : 'wl-verify__check wl-verify__check--bad'}>
      <p>
        <span aria-hidden="true">{check.hashMatches ? '✓ ' : '✗ '}</span>
        {check.hashMatches ? t('checkHashOk') : t('checkHashBad')}
      </p>
      <p>
        <span aria-hidden="true">{check.matches === false ? '✗ ' : '✓ '}</span>
        {recomputed}
        {check.matches === null ? null : ` — ${check.matches ? t('checkSame') : t('checkDifferent')}`}
      </p>
      <p className="wl-verify__verdict">{check.fair ? t('checkFair') : t('checkTampered')}</p>
    </div>
  );
}

/** One round: when, which nonce, what it was and paid; its check, or why it cannot be checked yet. */
export const RoundItem = observer(function RoundItem({ round }: { round: MinigameRound }) {
  const { t } = useTranslation('rewards');
  const fairness = useRewards().fairness;
  const format = useRewardsFormat();
  const state = fairness.checkOf(round.round_id);
  const game = round.game === 'dice' ? t('navDice') : t('navSpin');
  return (
    <li className="wl-verify__round" data-testid="verify-round">
      <p className="wl-verify__round-head">
        <span className="wl-verify__game">{game}</span>
        <span className="wl-rw__note">
          {format.time(round.created_at)} · {t('nonce', { nonce: round.nonce })}
        </span>
      </p>
      <p>
        {outcomeText(t, format, round)} ·{' '}
        {round.won ? t('roundPaid', { prize: format.prize(round.prize) }) : t('roundLost')}
      </p>
      {round.server_seed === null ? (
        <p className="wl-rw__note">
          {t('seedHidden')}{' '}
          <a className="wl-rw__link" href="#wl-verify-rotate">
            {t('seedHiddenAction')}
          </a>
        </p>
      ) : (
        <>
          <button
            type="button"
            className="wl-rw__ghost"
            disabled={state?.state === 'checking'}
            onClick={() => void fairness.verify(round)}
          >
            {t('verifyRound')}
            <span className="wl-visually-hidden">{` ${game}, ${t('nonce', { nonce: round.nonce })}`}</span>
          </button>
          <div className="wl-rw__live" role="status">
            {state?.state === 'done' ? <CheckResult round={round} check={state.check} /> : null}
            {state?.state === 'failed' ? <p className="wl-rw__alert">{t('checkUnavailable')}</p> : null}
          </div>
        </>
      )}
    </li>
  );
});
