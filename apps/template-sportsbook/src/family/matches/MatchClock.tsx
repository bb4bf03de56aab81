import { useTranslation } from '@wl/i18n';
import type { MatchView } from '@wl/sportsbook';

/**
 * A match in play or postponed, where its kick-off time would be: the live mark, the clock (67', or HT at
 * half time) and the score (2 – 1), each with words for assistive technology. Nothing for a match to come.
 */
export function MatchClock({ match }: { match: MatchView }) {
  const { t } = useTranslation();
  if (match.status === 'postponed') {
    return <span className="sb-match__state">{t('sportsbook:sbPostponed')}</span>;
  }
  if (!match.live) return null;
  const halfTime = match.status === 'half_time';
  return (
    <span className="sb-clock">
      <span className="sb-match__live">{t('sportsbook:sbLive')}</span>
      {halfTime || match.minute !== null ? (
        <span className="sb-clock__minute">
          <span aria-hidden="true">{halfTime ? t('sportsbook:sbHalfTimeShort') : `${match.minute}'`}</span>
          <span className="wl-visually-hidden">
            {halfTime ? t('sportsbook:sbHalfTime') : t('sportsbook:sbMinute', { minute: match.minute })}
          </span>
        </span>
      ) : null}
      {match.score ? (
        <span className="sb-clock__score">
          <span aria-hidden="true">{`${match.score.home} – ${match.score.away}`}</span>
          <span className="wl-visually-hidden">
            {t('sportsbook:sbScore', { score: `${match.score.home}–${match.score.away}` })}
          </span>
        </span>
      ) : null}
    </span>
  );
}
