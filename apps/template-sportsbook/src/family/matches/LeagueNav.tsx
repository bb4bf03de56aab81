import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@wl/i18n';
import { useStores } from '@wl/core';
import { useLocation, useNavigate } from '@wl/router';
import { useMatchList } from '@wl/sportsbook';
import { matchIdOf } from './match-address';
import { LeagueNavSkeleton } from './skeletons';
import './matches.css';

/**
 * The leagues of the sportsbook with their number of matches: picking one filters the match list, and
 * opens the sports page when the player is elsewhere (the home page has the list too).
 */
export const LeagueNav = observer(function LeagueNav({ className }: { className?: string }) {
  const { t } = useTranslation();
  const store = useStores();
  const matches = useMatchList();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  // The leagues and their counts come from the match list: no prices are needed.
  useEffect(() => {
    void matches.ensureList();
  }, [matches]);

  const leagues = matches.leagues;
  const status = matches.listStatus;
  if (status === 'idle' || status === 'loading') {
    return (
      <LeagueNavSkeleton
        className={className}
        title={t('sportsbook:sbLeagues')}
        allLeaguesLabel={t('sportsbook:sbAllLeagues')}
      />
    );
  }
  if (status !== 'ready' || leagues.length === 0) return null;

  const path = store.locale.routing.parse(pathname).path;
  // A match's page is left for the list too.
  const onList =
    path === '/' || (path === '/sports' && matchIdOf(new URLSearchParams(search).get('match')) === null);
  const pick = (key: string | null) => {
    matches.selectLeague(key);
    if (!onList) navigate(store.locale.path('/sports'));
  };
  const total = leagues.reduce((sum, league) => sum + league.matches.length, 0);

  return (
    <nav
      className={`sb-league-nav${className ? ` ${className}` : ''}`}
      aria-label={t('sportsbook:sbLeagues')}
    >
      <p className="sb-league-nav__title" aria-hidden="true">
        {t('sportsbook:sbLeagues')}
      </p>
      <ul className="sb-league-nav__list">
        <li>
          <button
            type="button"
            className="sb-league-nav__item"
            aria-pressed={matches.leagueKey === null}
            onClick={() => pick(null)}
          >
            <span>{t('sportsbook:sbAllLeagues')}</span>
            <span className="sb-league-nav__count">{total}</span>
          </button>
        </li>
        {leagues.map((league) => (
          <li key={league.key}>
            <button
              type="button"
              className="sb-league-nav__item"
              aria-pressed={matches.leagueKey === league.key}
              onClick={() => pick(league.key)}
            >
              <span>{league.name}</span>
              <span className="sb-league-nav__count">{league.matches.length}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
});
