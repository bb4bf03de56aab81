import { observer } from 'mobx-react-lite';
import { useTranslation } from '@wl/i18n';
import { useRewards } from '../lib/rewards-features';
import { errorText } from '../lib/texts';
import type { Minigame } from './rewards-store';

/**
 * Why the last round of `game` did not come back: a refusal (not enough tokens, today's free spin used),
 * or an answer lost on the way, which the play button then asks again as the same round.
 */
export const RoundProblem = observer(function RoundProblem({ game }: { game: Minigame }) {
  const { t } = useTranslation('rewards');
  const problem = useRewards().roundError;
  if (problem?.game !== game) return null;
  return (
    <p className="wl-rw__alert" role="alert">
      {errorText(t, problem.key)}
      {problem.retry ? ` ${t('roundUnanswered')}` : null}
    </p>
  );
});
