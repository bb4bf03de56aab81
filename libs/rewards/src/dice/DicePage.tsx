import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@wl/i18n';
import { useStores } from '@wl/core';
import { Link } from '@wl/router';
import { Bone } from '../lib/Bone';
import { RewardsPage } from '../lib/RewardsPage';
import { ViewStates } from '../lib/ViewStates';
import { useRewards } from '../lib/rewards-features';
import { useRewardsFormat } from '../lib/use-rewards-format';
import { RoundProblem } from '../games/RoundProblem';
import { VerifyLink, VerifyOrGame } from '../verify/VerifyOrGame';
import { DiceForm } from './DiceForm';
import './dice.css';

/** The form and the result's place at their final sizes while the rules come. */
function DiceSkeleton() {
  return (
    <div className="wl-dice" aria-hidden="true">
      <div className="wl-rw__card wl-dice__form">
        <Bone width="100%" height="48px" />
        <Bone width="100%" height="44px" />
        <Bone width="100%" height="48px" />
        <Bone width="100%" height="52px" />
      </div>
      <div className="wl-rw__card wl-dice__board">
        <Bone width="60%" height="3rem" />
      </div>
    </div>
  );
}

/** The last roll: the number, the bet, won or lost and what it paid (told in the live region). */
const DiceResult = observer(function DiceResult() {
  const { t } = useTranslation('rewards');
  const round = useRewards().lastRound.dice;
  const format = useRewardsFormat();
  const roll = round ? format.hundredths(Math.round(round.outcome * 100)) : '–';
  return (
    <div className="wl-rw__card wl-dice__board">
      <p className="wl-dice__roll" aria-hidden="true" data-won={round ? String(round.won) : undefined}>
        {roll}
      </p>
      <div className="wl-rw__live" role="status" data-testid="dice-result">
        {round ? (
          <p className={round.won ? 'wl-rw__result wl-rw__result--won' : 'wl-rw__result'}>
            {round.won ? t('diceWon', { roll, prize: format.prize(round.prize) }) : t('diceLost', { roll })}
          </p>
        ) : (
          <p className="wl-rw__note">{t('diceFirst')}</p>
        )}
      </div>
    </div>
  );
});

/** The other token game and the fairness view. */
function DiceLinks() {
  const { t } = useTranslation('rewards');
  const { locale } = useStores();
  return (
    <p className="wl-dice__links">
      <Link className="wl-rw__link" to={locale.path('/spin')}>
        {t('toWheel')}
      </Link>
      <VerifyLink />
    </p>
  );
}

/** /minigame (a member page, in the minigame layout): dice for tokens, or its fairness view. */
export const DicePage = observer(function DicePage() {
  const { t } = useTranslation('rewards');
  const rewards = useRewards();
  useEffect(() => {
    void rewards.load();
  }, [rewards]);
  return (
    <RewardsPage screen="dice" title={t('diceTitle')}>
      <ViewStates
        view={rewards.view}
        errorKey={rewards.errorKey}
        onRetry={() => void rewards.load()}
        skeleton={<DiceSkeleton />}
      >
        {() => (
          <VerifyOrGame
            game={
              <>
                <div className="wl-dice">
                  <DiceForm />
                  <div className="wl-dice__side">
                    <DiceResult />
                    <RoundProblem game="dice" />
                  </div>
                </div>
                <DiceLinks />
              </>
            }
          />
        )}
      </ViewStates>
    </RewardsPage>
  );
});
