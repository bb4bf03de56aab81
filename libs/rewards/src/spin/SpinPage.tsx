import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@wl/i18n';
import type { MinigameRound, WheelSegment } from '@wl/api';
import { useStores } from '@wl/core';
import { Link } from '@wl/router';
import { Bone } from '../lib/Bone';
import { RewardsPage } from '../lib/RewardsPage';
import { ViewStates } from '../lib/ViewStates';
import { useRewards } from '../lib/rewards-features';
import type { RewardsFormat } from '../lib/rewards-format';
import { useRewardsFormat } from '../lib/use-rewards-format';
import { VerifyLink, VerifyOrGame } from '../verify/VerifyOrGame';
import { RoundProblem } from '../games/RoundProblem';
import { SpinAction } from './SpinAction';
import { Wheel, type SegmentLabel } from './Wheel';
import { useWheelMotion } from './use-wheel-motion';
import './spin.css';

/** The words under a segment's number: "tokens", "free spins". */
interface SegmentWords {
  tokens: string;
  freeSpins: string;
}

function segmentLabel(segment: WheelSegment, format: RewardsFormat, words: SegmentWords): SegmentLabel {
  switch (segment.prize.kind) {
    case 'tokens':
      return { value: format.number(segment.prize.amount), unit: words.tokens };
    case 'freeSpins':
      return { value: format.number(segment.prize.amount), unit: words.freeSpins };
    case 'cash':
      return { value: format.money(segment.prize.amount), unit: null };
    case 'nothing':
      return { value: format.prize(segment.prize), unit: null };
  }
}

/** What the landed round paid: "You won 10 free spins!", with the way to them (they are played from /promotions). */
function SpinResult({ round, format }: { round: MinigameRound; format: RewardsFormat }) {
  const { t } = useTranslation('rewards');
  const { locale } = useStores();
  if (!round.won) return <p className="wl-rw__result">{t('spinLost')}</p>;
  return (
    <>
      <p className="wl-rw__result wl-rw__result--won">{t('spinWon', { prize: format.prize(round.prize) })}</p>
      {round.prize.kind === 'freeSpins' ? (
        <p className="wl-rw__note wl-spin__spins">
          {t('spinsAdded')}{' '}
          <Link className="wl-rw__link" to={locale.path('/promotions')}>
            {t('freeSpinsTitle')}
          </Link>
        </p>
      ) : null}
    </>
  );
}

/** The wheel and its controls at their final sizes while the rules come. */
function SpinSkeleton() {
  return (
    <div className="wl-spin" aria-hidden="true">
      <div className="wl-spin__stage">
        <Bone width="100%" height="100%" round />
      </div>
      <div className="wl-spin__panel">
        <Bone width="100%" height="52px" />
        <Bone width="70%" />
        <Bone width="85%" />
      </div>
    </div>
  );
}

/** The wheel, the spin and what it won: told once the wheel comes to rest. */
const SpinGame = observer(function SpinGame() {
  const { t } = useTranslation('rewards');
  const rewards = useRewards();
  const format = useRewardsFormat();
  const round = rewards.lastRound.spin;
  const segments = rewards.wheel;
  const motion = useWheelMotion(round, segments.length);
  const words = { tokens: t('wheelTokens'), freeSpins: t('wheelSpins') };
  const labels = segments.map((segment) => segmentLabel(segment, format, words));
  const landed = round !== null && motion.landedRoundId === round.round_id;
  const prizes = segments.map((segment) => format.prize(segment.prize)).join(', ');
  return (
    <div className="wl-spin">
      <div className="wl-spin__stage">
        <Wheel
          segments={segments}
          labels={labels}
          rotation={motion.rotation}
          spinning={motion.spinning}
          name={t('wheelName', { prizes })}
          onLanded={motion.landed}
        />
      </div>
      <div className="wl-spin__panel">
        <SpinAction busy={motion.spinning} />
        <div className="wl-rw__live" role="status" data-testid="spin-result">
          {landed && round ? <SpinResult round={round} format={format} /> : null}
        </div>
        <RoundProblem game="spin" />
        <TokensNote format={format} />
        <VerifyLink />
      </div>
    </div>
  );
});

/** How the player earns tokens by real play. */
const TokensNote = observer(function TokensNote({ format }: { format: RewardsFormat }) {
  const { t } = useTranslation('rewards');
  const earn = useRewards().overview?.tokens_per_wager;
  if (!earn || earn.tokens <= 0) return null;
  return (
    <p className="wl-rw__note">
      {t('tokensEarned', { tokens: format.tokens(earn.tokens), amount: format.money(earn.per) })}
    </p>
  );
});

/** /spin (a member page): the lucky wheel, or its fairness view (`?view=verify`). */
export const SpinPage = observer(function SpinPage() {
  const { t } = useTranslation('rewards');
  const rewards = useRewards();
  useEffect(() => {
    void rewards.load();
  }, [rewards]);
  return (
    <RewardsPage screen="spin" title={t('spinTitle')}>
      <ViewStates
        view={rewards.view}
        errorKey={rewards.errorKey}
        onRetry={() => void rewards.load()}
        skeleton={<SpinSkeleton />}
      >
        {() => <VerifyOrGame game={<SpinGame />} />}
      </ViewStates>
    </RewardsPage>
  );
});
