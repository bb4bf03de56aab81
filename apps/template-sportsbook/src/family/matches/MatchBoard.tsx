import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '@wl/i18n';
import { useFirstViewLoad, useStores } from '@wl/core';
import { Link } from '@wl/router';
import {
  isColumnMarket,
  useLiveMatches,
  useMatchList,
  type LeagueView,
  type MatchView,
} from '@wl/sportsbook';
import { kickoffText } from './kickoff';
import { MatchClock } from './MatchClock';
import { matchPath } from './match-address';
import { marketTabLabel, selectionText } from './market-text';
import { OddsButton } from './OddsButton';
import { BoardSkeleton } from './skeletons';
import './matches.css';

export interface MatchBoardProps {
  /** h1 where the board is the page (/sports), h2 where it is a block of the home page. */
  heading: 'h1' | 'h2';
  title?: string;
  /** Shows only this many of the soonest priced matches, with a link to the full list. */
  limit?: number;
  /** Rows (a dense table) or cards (a grid of match cards). */
  layout?: 'rows' | 'cards';
  className?: string;
}

const MatchRow = observer(function MatchRow({
  match,
  language,
  league,
}: {
  match: MatchView;
  language: string;
  /** The match's league, named in the row where the list is not grouped by league. */
  league?: string;
}) {
  const { t } = useTranslation();
  const store = useStores();
  const matches = useMatchList();
  const type = matches.activeBetType;
  // A handicap or total shows its main line here; the match's page has every line.
  const lines = matches.boardLinesOf(match, type);
  const when = kickoffText(match.kickoff, language, new Date());
  const columns = isColumnMarket(type);
  return (
    <li className={`sb-match${match.live ? ' sb-match--live' : ''}`} data-match-id={match.id}>
      <div
        className={`sb-match__row${columns ? '' : ' sb-match__row--grid'}`}
        role="group"
        aria-label={t('sportsbook:sbVersus', { home: match.home, away: match.away })}
      >
        <p className="sb-match__when">
          {match.live || match.status === 'postponed' ? (
            <MatchClock match={match} />
          ) : (
            <time dateTime={when.iso}>
              <span className="sb-match__time">{when.time}</span>
              <span className="sb-match__day">{when.day}</span>
            </time>
          )}
        </p>
        <p className="sb-match__teams">
          {league !== undefined ? <span className="sb-match__league">{league}</span> : null}
          <Link className="sb-match__link" to={matchPath((path) => store.locale.path(path), match.id)}>
            <span className="sb-match__team" title={match.home}>
              {match.home}
            </span>
            <span className="sb-match__team" title={match.away}>
              {match.away}
            </span>
            <span className="wl-visually-hidden">{t('sportsbook:sbAllMarkets')}</span>
          </Link>
        </p>
        {lines.length > 0 ? (
          <div
            className={`sb-match__odds sb-match__odds--${columns ? `cols-${Math.min(lines.length, 3)}` : 'grid'}`}
          >
            {lines.map((line) => (
              <OddsButton key={line.key} line={line} language={language} />
            ))}
          </div>
        ) : (
          <p className="sb-match__closed">{t('sportsbook:sbMarketClosed')}</p>
        )}
      </div>
    </li>
  );
});

const Outrights = observer(function Outrights({
  league,
  language,
}: {
  league: LeagueView;
  language: string;
}) {
  const { t } = useTranslation();
  return (
    <ul className="sb-outrights">
      {league.outrights.map((line) => (
        <li key={line.key}>
          <OddsButton line={line} language={language} caption={selectionText(t, line, language)} />
        </li>
      ))}
    </ul>
  );
});

/** The full list's skeleton: enough rows to fill a screen, so what follows the list starts below it. */
const FULL_LIST_SKELETON_ROWS = 12;

/**
 * The match list with odds: market tabs (full time / first half), league filter, the leagues with their
 * matches soonest first and a price button per outcome; loading, failed (with retry) and empty states.
 * While the lists load, a skeleton of the same rows, odds cells and filters holds the board's place, so
 * nothing under it moves when they arrive. A home block (`limit`) lists its matches soonest first, each
 * naming its league, so its height is its number of rows whatever the leagues.
 */
export const MatchBoard = observer(function MatchBoard({
  heading,
  title,
  limit,
  layout = 'rows',
  className,
}: MatchBoardProps) {
  const { t } = useTranslation();
  const store = useStores();
  const matches = useMatchList();
  const titleId = useId();
  const language = store.locale.language;

  useFirstViewLoad(() => matches.ensureLoaded(), matches);
  useLiveMatches(matches);

  const Heading = heading;
  const LeagueHeading = heading === 'h1' ? 'h2' : 'h3';
  const leagues = limit === undefined ? matches.visibleLeagues : matches.soonest(limit);
  const active = matches.activeBetType;
  // The match list first (the filters come with it), then the market shown (each market loads on its own).
  const listStatus = matches.listStatus;
  const marketStatus = matches.marketStatus();
  const loading = listStatus === 'idle' || listStatus === 'loading';
  const marketLoading = !loading && (marketStatus === 'idle' || marketStatus === 'loading');
  const failed = listStatus === 'failed' || (!loading && marketStatus === 'failed');
  const listReady = listStatus === 'ready';
  const ready = matches.status === 'ready';
  // The home block: one list of its matches, soonest first, each naming its league (outrights stay by league).
  const flat = limit !== undefined && active !== 'OR';
  const topRows = flat
    ? leagues
        .flatMap((league) => league.matches.map((match) => ({ match, league: league.name })))
        .sort((a, b) => a.match.kickoff.getTime() - b.match.kickoff.getTime() || a.match.id - b.match.id)
    : [];

  return (
    <section
      className={`sb-board sb-board--${layout}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      aria-busy={loading || marketLoading}
      data-testid="match-board"
    >
      <div className="sb-board__head">
        <Heading id={titleId} className="sb-board__title">
          {title ?? t('sportsbook:sbMatchesTitle')}
        </Heading>
        {limit !== undefined ? (
          <Link className="sb-board__all" to={store.locale.path('/sports')}>
            {t('sportsbook:sbAllMatches')}
          </Link>
        ) : null}
      </div>

      {loading ? (
        <>
          <p className="wl-visually-hidden" role="status">
            {t('sportsbook:sbMatchesLoading')}
          </p>
          <BoardSkeleton
            rows={limit ?? FULL_LIST_SKELETON_ROWS}
            leagueInRow={limit !== undefined}
            periodLabels={[t('sportsbook:sbFullTime'), t('sportsbook:sbFirstHalf')]}
            allLeaguesLabel={t('sportsbook:sbAllLeagues')}
          />
        </>
      ) : null}

      {listReady && !matches.isEmpty ? (
        // Every row of filters is always there (the first half greyed out when it has no prices), so the
        // filters are as tall as their skeleton.
        <div className="sb-board__filters sb-board__filters--period">
          <div className="sb-period" role="group" aria-label={t('sportsbook:sbPeriod')}>
            <button
              type="button"
              className="sb-period__option"
              aria-pressed={matches.period === 'full'}
              onClick={() => matches.selectPeriod('full')}
            >
              {t('sportsbook:sbFullTime')}
            </button>
            <button
              type="button"
              className="sb-period__option"
              aria-pressed={matches.period === 'half'}
              onClick={() => matches.selectPeriod('half')}
            >
              {t('sportsbook:sbFirstHalf')}
            </button>
          </div>
          <div className="sb-markets" role="group" aria-label={t('sportsbook:sbMarkets')}>
            {matches.marketChoices.map((type) => (
              <button
                key={type}
                type="button"
                className="sb-chip"
                aria-pressed={type === active}
                onClick={() => matches.selectBetType(type)}
              >
                {marketTabLabel(t, type)}
              </button>
            ))}
          </div>
          <div className="sb-league-chips" role="group" aria-label={t('sportsbook:sbLeagues')}>
            <button
              type="button"
              className="sb-chip"
              aria-pressed={matches.leagueKey === null}
              onClick={() => matches.selectLeague(null)}
            >
              {t('sportsbook:sbAllLeagues')}
            </button>
            {matches.leagues.map((league) => (
              <button
                key={league.key}
                type="button"
                className="sb-chip"
                aria-pressed={matches.leagueKey === league.key}
                onClick={() => matches.selectLeague(league.key)}
              >
                {league.name}
              </button>
            ))}
          </div>
        </div>
      ) : null}

      {marketLoading ? (
        <>
          <p className="wl-visually-hidden" role="status">
            {t('sportsbook:sbMatchesLoading')}
          </p>
          <BoardSkeleton
            rows={limit ?? FULL_LIST_SKELETON_ROWS}
            leagueInRow={limit !== undefined}
            filters={false}
          />
        </>
      ) : null}

      {failed ? (
        <div className="sb-board__state" role="alert">
          <p>{t('sportsbook:sbMatchesFailed')}</p>
          <button type="button" className="sb-button" onClick={() => void matches.retry()}>
            {t('retry')}
          </button>
        </div>
      ) : null}

      {ready && (matches.isEmpty || leagues.length === 0) ? (
        <p className="sb-board__state">
          {matches.isEmpty ? t('sportsbook:sbMatchesEmpty') : t('sportsbook:sbMarketEmpty')}
        </p>
      ) : null}

      {ready && flat && topRows.length > 0 ? (
        <ul className="sb-leagues">
          <li className="sb-league sb-league--top">
            <ul className="sb-matches">
              {topRows.map(({ match, league }) => (
                <MatchRow key={match.id} match={match} language={language} league={league} />
              ))}
            </ul>
          </li>
        </ul>
      ) : null}

      {ready && !flat && leagues.length > 0 ? (
        <ul className="sb-leagues">
          {leagues.map((league) => (
            <li key={league.key} className="sb-league">
              <LeagueHeading className="sb-league__name">{league.name}</LeagueHeading>
              {active === 'OR' ? (
                <Outrights league={league} language={language} />
              ) : (
                <ul className="sb-matches">
                  {league.matches.map((match) => (
                    <MatchRow key={match.id} match={match} language={language} />
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
});
