import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from '@wl/i18n';
import type { MenuItem } from '@wl/api';
import {
  ROUTES,
  useFirstViewLoad,
  usePaginatorLabels,
  useStores,
  type PageName,
  type RootStore,
} from '@wl/core';
import { useLocation, useNavigate } from '@wl/router';
import { ErrorPanel, PAGE_MARKER, Paginator, Spinner } from '@wl/ui';
import { GameGrid } from '../games/GameGrid';
import type { TileShape } from '../site-look';
import { LobbyStore, MAX_SEARCH_LENGTH, type LobbyFlag } from './lobby-store';
import './lobby.css';

type T = ReturnType<typeof useTranslation>['t'];

/** The translated name of a lobby, for a site whose game menu does not name it. */
function lobbyName(t: T, page: PageName): string {
  switch (page) {
    case 'slots':
      return t('lobbyNameSlots');
    case 'casino':
      return t('lobbyNameCasino');
    case 'fishing':
      return t('lobbyNameFishing');
    case 'hashGame':
      return t('lobbyNameHashGame');
    case 'sports':
      return t('lobbyNameSports');
    case 'sabong':
      return t('lobbyNameSabong');
    case 'lottery':
      return t('lobbyNameLottery');
    case 'horseRacing':
      return t('lobbyNameHorseRacing');
    case 'bingo':
      return t('lobbyNameBingo');
    case 'arcade':
      return t('lobbyNameArcade');
    case 'crash':
      return t('lobbyNameCrash');
    case 'freeplay':
      return t('lobbyNameFreeplay');
    case 'poker':
      return t('lobbyNamePoker');
    default:
      return t('lobbyNameHot');
  }
}

/** The site's own name of the lobby: the game-menu entry of its path or of its (first) category. */
function menuName(menu: readonly MenuItem[], path: string, categories: readonly string[]): string {
  const wanted = categories.length > 0 ? categories : ['hot'];
  const entries = menu.flatMap((item) => [item, ...item.children]);
  const entry =
    entries.find((item) => item.url === path) ?? entries.find((item) => wanted.includes(item.category));
  return entry?.name.trim() ?? '';
}

function useLobbyStore(store: RootStore, page: PageName, search: string): LobbyStore {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  // The address the lobby is first shown at: its games may be the page's own (a server-rendered page).
  const firstSearch = useRef(search);
  const lobby = useMemo(() => {
    const categories = ROUTES.find((route) => route.name === page)?.categories ?? [];
    const lobby = new LobbyStore({
      api: store.api,
      site: () => store.siteRequest,
      categories,
      providerCounts: () => store.site.provider_count,
      writeUrl: (query, options) => navigateRef.current({ search: query }, options),
    });
    lobby.prime(firstSearch.current);
    return lobby;
  }, [store, page]);
  return lobby;
}

/** A game lobby: provider filter, search, one page of games and the paginator. */
export const LobbyPage = observer(function LobbyPage({ page, tile }: { page: PageName; tile: TileShape }) {
  const { t } = useTranslation();
  const paginatorLabels = usePaginatorLabels();
  const store = useStores();
  const location = useLocation();
  const lobby = useLobbyStore(store, page, location.search);
  const searchId = useId();
  const route = ROUTES.find((r) => r.name === page);
  const title =
    menuName(store.site.content.game_menu, route?.path ?? '', route?.categories ?? []) || lobbyName(t, page);

  useFirstViewLoad(() => lobby.readUrl(location.search), `${page}${location.search}`);
  useEffect(() => () => lobby.dispose(), [lobby]);

  // Another page of games: back to the top of the list, where the new page starts.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(lobby.query.page);
  useEffect(() => {
    if (shownPage.current === lobby.query.page) return;
    shownPage.current = lobby.query.page;
    titleRef.current?.scrollIntoView?.({ block: 'start' });
  }, [lobby.query.page]);

  const { query, status, empty } = lobby;
  const flagTitles: Record<LobbyFlag, string> = {
    featured: t('homeFeaturedTitle'),
    popular: t('homePopularTitle'),
    new: t('homeNewTitle'),
  };
  const providers = lobby.providers;
  const busy = status === 'loading';
  return (
    <div className={`wl-lobby wl-lobby--${page}`}>
      <h1 className="wl-lobby__title" ref={titleRef}>
        {title}
      </h1>

      <div className="wl-lobby__filters">
        <form
          className="wl-lobby__search"
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            lobby.submitSearch();
          }}
        >
          <label className="wl-lobby__search-label" htmlFor={searchId}>
            {t('lobbySearchLabel')}
          </label>
          <input
            id={searchId}
            className="wl-lobby__search-input"
            type="search"
            value={lobby.input}
            maxLength={MAX_SEARCH_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => lobby.setInput(event.target.value)}
          />
        </form>

        {query.flag ? (
          <button type="button" className="wl-lobby__flag" onClick={() => lobby.setFlag('')}>
            <span>{flagTitles[query.flag]}</span>
            <span className="wl-visually-hidden">{t('lobbyRemoveFilter')}</span>
            <span aria-hidden="true"> ×</span>
          </button>
        ) : null}

        {providers.length > 1 ? (
          <div className="wl-lobby__providers" role="group" aria-label={t('lobbyProviders')}>
            <ul className="wl-lobby__provider-list">
              {['', ...providers].map((code) => (
                <li key={code || '*'}>
                  <button
                    type="button"
                    className="wl-lobby__provider"
                    aria-pressed={query.provider === code}
                    onClick={() => lobby.setProvider(code)}
                  >
                    {code || t('lobbyAllProviders')}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>

      <p className="wl-lobby__count" role="status" aria-live="polite">
        {status === 'ready' ? t('lobbyResults', { count: lobby.total }) : ''}
      </p>

      {status === 'failed' ? (
        <ErrorPanel
          message={lobby.failure === 'unavailable' ? t('lobbyUnavailable') : t('lobbyLoadFailed')}
          actionLabel={t('retry')}
          onAction={lobby.retry}
        />
      ) : empty ? (
        <div className="wl-lobby__empty">
          {empty === 'category' ? (
            <p>{t('lobbyEmpty')}</p>
          ) : (
            <>
              <p>
                {query.search
                  ? t('lobbyNoMatch', { search: query.search })
                  : t('lobbyNoProviderGames', { provider: query.provider })}
              </p>
              <button type="button" className="wl-lobby__clear" onClick={lobby.clearFilters}>
                {t('lobbyClearFilters')}
              </button>
            </>
          )}
        </div>
      ) : busy && lobby.games.length === 0 ? (
        <Spinner label={t('loading')} />
      ) : (
        <div className="wl-lobby__results" aria-busy={busy}>
          <GameGrid games={lobby.games} shape={tile} label={title} />
          <Paginator
            type="link"
            linkUrl={`${location.pathname}${lobby.queryFor(PAGE_MARKER)}`}
            totalItems={lobby.total}
            itemsPerPage={lobby.pageSize}
            currentPage={query.page}
            disabled={busy}
            labels={paginatorLabels}
          />
        </div>
      )}
    </div>
  );
});
