import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '@wl/i18n';
import { useFirstViewLoad, useStores } from '@wl/core';
import { Link } from '@wl/router';
import {
  isColumnMarket,
  useLiveMatches,
  useMatchList,
  type MarketView,
  type MatchView,
} from '@wl/sportsbook';
import { kickoffText } from './kickoff';
import { MatchClock } from './MatchClock';
import { marketLabel } from './market-text';
import { OddsButton } from './OddsButton';
import { MatchPageSkeleton } from './skeletons';
import './matches.css';

/** One market of the match: its name, then its prices a row each (every pair of a handicap or total). */
const Market = observer(function Market({ market, language }: { market: MarketView; language: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const columns = isColumnMarket(market.type);
  return (
    <section className="sb-market" aria-labelledby={titleId}>
      <h2 id={titleId} className="sb-market__name">
        {marketLabel(t, market.type)}
      </h2>
      {market.rows.map((row) => (
        <div
          key={row[0]?.key ?? 'none'}
          className={`sb-match__odds sb-match__odds--${columns ? `cols-${Math.min(row.length, 3)}` : 'grid'}`}
        >
          {row.map((line) => (
            <OddsButton key={line.key} line={line} language={language} />
          ))}
        </div>
      ))}
    </section>
  );
});

/** The match's league, kick-off (or clock and score in play) over its teams. */
function MatchHead({ match, language, titleId }: { match: MatchView; language: string; titleId: string }) {
  const { t } = useTranslation();
  const when = kickoffText(match.kickoff, language, new Date());
  return (
    <header className="sb-event__head">
      <p className="sb-event__league">{match.league}</p>
      <h1 id={titleId} className="sb-event__title">
        {t('sportsbook:sbVersus', { home: match.home, away: match.away })}
      </h1>
      <p className="sb-event__when">
        {match.live || match.status === 'postponed' ? (
          <MatchClock match={match} />
        ) : (
          <time dateTime={when.iso}>{`${when.day} ${when.time}`}</time>
        )}
      </p>
    </header>
  );
}

/**
 * A match's page (`/sports?match=<id>`): the match and every market it is priced in, grouped by bet type,
 * the handicap and total with all their lines; prices go to the slip as on the board, and follow the live
 * stream. The page's first view is the server's when it carries the match's answers.
 */
export const MatchPage = observer(function MatchPage({ matchId }: { matchId: number }) {
  const { t } = useTranslation();
  const store = useStores();
  const matches = useMatchList();
  const titleId = useId();
  const language = store.locale.language;

  useFirstViewLoad(() => matches.ensureMatch(matchId), matchId);
  useLiveMatches(matches);

  const detail = matches.matchDetail(matchId);
  const loading = detail.status === 'idle' || detail.status === 'loading';
  const match = detail.match;

  return (
    <article className="sb-event" aria-labelledby={titleId} aria-busy={loading} data-testid="match-page">
      <Link className="sb-event__back" to={store.locale.path('/sports')}>
        <span aria-hidden="true">←</span> {t('sportsbook:sbAllMatches')}
      </Link>
      {match ? (
        <MatchHead match={match} language={language} titleId={titleId} />
      ) : (
        <h1 id={titleId} className="sb-event__title">
          {t('sportsbook:sbMatchTitle')}
        </h1>
      )}

      {loading ? (
        <>
          <p className="wl-visually-hidden" role="status">
            {t('sportsbook:sbMatchLoading')}
          </p>
          <MatchPageSkeleton />
        </>
      ) : null}

      {detail.status === 'failed' ? (
        <div className="sb-board__state" role="alert">
          <p>{t('sportsbook:sbMatchesFailed')}</p>
          <button type="button" className="sb-button" onClick={() => void matches.retryMatch(matchId)}>
            {t('retry')}
          </button>
        </div>
      ) : null}

      {detail.status === 'missing' ? <p className="sb-board__state">{t('sportsbook:sbMatchGone')}</p> : null}

      {detail.status === 'ready' && detail.markets.length === 0 ? (
        <p className="sb-board__state">{t('sportsbook:sbMatchNoPrices')}</p>
      ) : null}

      {detail.status === 'ready' && detail.markets.length > 0 ? (
        <div className="sb-event__markets">
          {detail.markets.map((market) => (
            <Market key={market.type} market={market} language={language} />
          ))}
        </div>
      ) : null}
    </article>
  );
});
