import { useTranslation } from '@wl/i18n';
import type { LeaderboardEntry, LeaderboardPeriod } from '@wl/api';
import type { RewardsFormat } from '../lib/rewards-format';

/** A score as the week ranks it: the amount wagered, or the best win multiplier. */
export const scoreText = (
  format: RewardsFormat,
  metric: LeaderboardPeriod['metric'],
  score: number,
): string => (metric === 'wagered' ? format.money(score) : format.multiplier(score));

/** One place: rank, masked name, score, prize; the player's own row marked in words and style. */
function EntryRow({
  entry,
  metric,
  format,
}: {
  entry: LeaderboardEntry;
  metric: LeaderboardPeriod['metric'];
  format: RewardsFormat;
}) {
  const { t } = useTranslation('rewards');
  return (
    <tr className={entry.me ? 'wl-board__row wl-board__row--me' : 'wl-board__row'} data-testid="board-row">
      <td className="wl-board__rank">{entry.rank}</td>
      <td className="wl-board__name">
        {entry.name}
        {entry.me ? <span className="wl-rw__badge wl-rw__badge--me">{t('boardYou')}</span> : null}
      </td>
      <td className="wl-board__score">{scoreText(format, metric, entry.score)}</td>
      <td className="wl-board__prize">{entry.prize ? format.prize(entry.prize) : '–'}</td>
    </tr>
  );
}

/** The ranking (the top 20), and the player's own place below it when outside them. */
export function LeaderboardTable({
  entries,
  me,
  metric,
  format,
}: {
  entries: readonly LeaderboardEntry[];
  me: LeaderboardEntry | null;
  metric: LeaderboardPeriod['metric'];
  format: RewardsFormat;
}) {
  const { t } = useTranslation('rewards');
  const head = (
    <thead>
      <tr>
        <th scope="col">{t('boardRank')}</th>
        <th scope="col">{t('boardPlayer')}</th>
        <th scope="col">{metric === 'wagered' ? t('boardWagered') : t('boardMultiplier')}</th>
        <th scope="col">{t('boardPrize')}</th>
      </tr>
    </thead>
  );
  return (
    <>
      <table className="wl-board" data-testid="board-top">
        <caption className="wl-visually-hidden">{t('boardTop')}</caption>
        {head}
        <tbody>
          {entries.map((entry) => (
            <EntryRow key={entry.rank} entry={entry} metric={metric} format={format} />
          ))}
        </tbody>
      </table>
      {me ? (
        <table className="wl-board wl-board--me" data-testid="board-me">
          <caption className="wl-board__caption">{t('boardYourPlace')}</caption>
          {head}
          <tbody>
            <EntryRow entry={me} metric={metric} format={format} />
          </tbody>
        </table>
      ) : null}
    </>
  );
}
