import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from '@wl/i18n';
import type { TFunction } from 'i18next';
import { DICE_DIRECTIONS } from '@wl/api';
import { useRewards } from '../lib/rewards-features';
import type { RewardsFormat } from '../lib/rewards-format';
import { useRewardsFormat } from '../lib/use-rewards-format';
import type { StakeProblem } from './dice-bet';

function stakeProblemText(t: TFunction, format: RewardsFormat, problem: StakeProblem, limit: number): string {
  switch (problem) {
    case 'whole':
      return t('stakeWhole');
    case 'belowMin':
      return t('stakeMin', { min: format.tokens(limit) });
    case 'aboveMax':
      return t('stakeMax', { max: format.tokens(limit) });
    case 'aboveTokens':
      return t('errors:insufficientTokens');
  }
}

/**
 * The dice bet: the stake, the target (a slider and a field, 0.01 steps, kept within the site's chances),
 * under or over, and what it makes: the chance and the multiplier read with @wl/fairness, the payout.
 */
export const DiceForm = observer(function DiceForm() {
  const { t } = useTranslation('rewards');
  const rewards = useRewards();
  const format = useRewardsFormat();
  const bet = rewards.dice;
  const rules = rewards.overview?.dice;
  const ids = { stake: useId(), stakeNote: useId(), target: useId() };
  // The target as typed, until the field is left: a half-typed number is not clamped under the cursor.
  const [draft, setDraft] = useState<string | null>(null);
  if (!rules) return null;
  const problem = bet.stakeText === '' ? null : bet.stakeProblem(rewards.tokens);
  const limit = problem === 'belowMin' ? rules.min_stake : rules.max_stake;
  const range = bet.targetRange;
  const retry = rewards.awaitsRetry('dice');
  const target = bet.target / 100;
  let label = t('roll');
  if (retry) label = t('retryRound');
  if (rewards.playing === 'dice') label = t('rolling');
  return (
    <form
      className="wl-rw__card wl-dice__form"
      onSubmit={(event) => {
        event.preventDefault();
        void rewards.roll();
      }}
    >
      <div className="wl-rw__field">
        <label className="wl-rw__label" htmlFor={ids.stake}>
          {t('stake')}
        </label>
        <input
          id={ids.stake}
          inputMode="numeric"
          autoComplete="off"
          value={bet.stakeText}
          aria-invalid={problem ? true : undefined}
          aria-describedby={ids.stakeNote}
          onChange={(event) => bet.setStake(event.target.value)}
        />
        <p className={problem ? 'wl-rw__error' : 'wl-rw__note'} id={ids.stakeNote}>
          {problem
            ? stakeProblemText(t, format, problem, limit)
            : t('stakeRange', { min: format.number(rules.min_stake), max: format.number(rules.max_stake) })}
        </p>
      </div>
      <fieldset className="wl-dice__sides">
        <legend className="wl-rw__label">{t('side')}</legend>
        {DICE_DIRECTIONS.map((direction) => (
          <label key={direction} className="wl-dice__side-option">
            <input
              type="radio"
              name="wl-dice-direction"
              value={direction}
              checked={bet.direction === direction}
              onChange={() => bet.setDirection(direction)}
            />
            <span>{direction === 'under' ? t('rollUnder') : t('rollOver')}</span>
          </label>
        ))}
      </fieldset>
      <div className="wl-rw__field">
        <label className="wl-rw__label" htmlFor={ids.target}>
          {t('target')}
        </label>
        <div className="wl-dice__target">
          <input
            type="range"
            className="wl-dice__slider"
            aria-label={t('target')}
            min={range.min / 100}
            max={range.max / 100}
            step={0.01}
            value={target}
            onChange={(event) => bet.setTargetPercent(Number(event.target.value))}
          />
          <input
            id={ids.target}
            type="number"
            className="wl-dice__target-field"
            min={range.min / 100}
            max={range.max / 100}
            step={0.01}
            value={draft ?? target.toFixed(2)}
            onChange={(event) => {
              setDraft(event.target.value);
              const typed = Number(event.target.value);
              if (event.target.value !== '' && typed >= range.min / 100 && typed <= range.max / 100) {
                bet.setTargetPercent(typed);
              }
            }}
            onBlur={(event) => {
              if (event.target.value !== '') bet.setTargetPercent(Number(event.target.value));
              setDraft(null);
            }}
          />
        </div>
      </div>
      <dl className="wl-dice__odds">
        <div>
          <dt>{t('chance')}</dt>
          <dd data-testid="dice-chance">{`${format.hundredths(bet.chance)}%`}</dd>
        </div>
        <div>
          <dt>{t('multiplier')}</dt>
          <dd data-testid="dice-multiplier">{format.multiplier(bet.multiplierBp / 10_000)}</dd>
        </div>
        <div>
          <dt>{t('payout')}</dt>
          <dd data-testid="dice-payout">{format.tokens(bet.payout)}</dd>
        </div>
      </dl>
      <button
        type="submit"
        className="wl-button wl-rw__play"
        disabled={rewards.playing !== null || (!retry && (problem !== null || bet.stake === null))}
      >
        {label}
      </button>
    </form>
  );
});
