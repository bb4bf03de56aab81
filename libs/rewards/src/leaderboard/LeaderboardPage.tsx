import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import type { LeaderboardPeriod } from '@wl/api';
import { formatDate, useTranslation } from '@wl/i18n';
import { useStores } from '@wl/core';
import { Bone } from '../lib/Bone';
import { RewardsPage } from '../lib/RewardsPage';
import { ViewStates } from '../lib/ViewStates';
import { useLeaderboard } from '../lib/rewards-features';
import type { RewardsFormat } from '../lib/rewards-format';
import { useRewardsFormat } from '../lib/use-rewards-format';
import { LeaderboardTable } from './LeaderboardTable';
import './leaderboard.css';

/** The week's card and twenty rows at their usual height while the ranking comes. */
function BoardSkeleton() {
  return (
    <div aria-hidden="true" className="wl-board__skeleton">
      <div className="wl-rw__card wl-board__period">
        <Bone width="12em" height="1.4em" />
        <Bone width="70%" />
        <Bone width="50%" />
      </div>
      <div className="wl-rw__card">
        {Array.from({ length: 10 }, (_, row) => (
          <div key={row} className="wl-board__bone-row">
            <Bone width="100%" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The week shown: when it ends (or ended), what it ranks, its prizes. */
function PeriodCard({ period, format }: { period: LeaderboardPeriod; format: RewardsFormat }) {
  const { t } = useTranslation('rewards');
  return (
    <section className="wl-rw__card wl-board__period" aria-labelledby="wl-board-period">
      <h2 className="wl-rw__card-title" id="wl-board-period">
        {period.state === 'open' ? t('boardCurrent') : t('boardPast')}
      </h2>
      <p>
        {period.state === 'open'
          ? t('boardEnds', { time: format.time(period.ends_at) })
          : t('boardEnded', { time: format.time(period.ends_at) })}
      </p>
      <p className="wl-rw__note">
        {period.metric === 'wagered' ? t('metricWagered') : t('metricMultiplier')}
      </p>
      {period.prizes.length > 0 ? (
        <>
          <h3 className="wl-board__prizes-title">{t('boardPrizes')}</h3>
          <ol className="wl-board__prizes">
            {period.prizes.map((place) => (
              <li key={place.rank}>
                <span className="wl-board__place">{t('boardPlace', { rank: place.rank })}</span>
                <span>{format.prize(place.prize)}</span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}

/** The week picker: this week, or one of the ended weeks. */
const PeriodPicker = observer(function PeriodPicker() {
  const { t } = useTranslation('rewards');
  const { locale } = useStores();
  const board = useLeaderboard();
  const id = useId();
  // Always in its place (only this week to pick until ended weeks are listed): nothing moves when they come.
  const range = (period: LeaderboardPeriod) =>
    `${formatDate(period.starts_at, locale.language)} – ${formatDate(period.ends_at, locale.language)}`;
  return (
    <div className="wl-rw__field wl-board__picker">
      <label className="wl-rw__label" htmlFor={id}>
        {t('boardWeek')}
      </label>
      <select
        id={id}
        value={board.periodId ?? ''}
        disabled={board.past.length === 0}
        onChange={(event) => void board.select(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{t('boardCurrent')}</option>
        {board.past.map((period) => (
          <option key={period.period_id} value={period.period_id}>
            {range(period)}
          </option>
        ))}
      </select>
    </div>
  );
});

/** /leaderboard (a member page): the weekly tournament, its top 20, the player's place, past weeks. */
export const LeaderboardPage = observer(function LeaderboardPage() {
  const { t } = useTranslation('rewards');
  const board = useLeaderboard();
  const format = useRewardsFormat();
  useEffect(() => {
    void board.load();
  }, [board]);
  const shown = board.board;
  return (
    <RewardsPage screen="leaderboard" title={t('boardTitle')}>
      <PeriodPicker />
      <ViewStates
        view={board.view}
        errorKey={board.errorKey}
        onRetry={() => void board.load()}
        skeleton={<BoardSkeleton />}
      >
        {() =>
          shown ? (
            <>
              <PeriodCard period={shown.period} format={format} />
              <section className="wl-rw__card" aria-label={t('boardTop')}>
                {shown.entries.length === 0 ? (
                  <p className="wl-rw__empty">{t('boardEmpty')}</p>
                ) : (
                  <LeaderboardTable
                    entries={shown.entries}
                    me={board.meBelow}
                    metric={shown.period.metric}
                    format={format}
                  />
                )}
              </section>
            </>
          ) : null
        }
      </ViewStates>
    </RewardsPage>
  );
});
