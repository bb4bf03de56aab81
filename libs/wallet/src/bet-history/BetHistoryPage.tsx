import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES, useNarrowColumn, usePaginatorLabels, usePaletteScheme } from '@wl/core';
import { ErrorPanel, Paginator } from '@wl/ui';
import { categoryLabel } from '../lib/category-label';
import { useBetHistory } from './bet-history-feature';
import type { BetHistoryStore } from './bet-history-store';
import { RoundCards } from './RoundCards';
import { RoundDetail } from './RoundDetail';
import { RoundSkeleton } from './RoundSkeleton';
import { RoundTable } from './RoundTable';
import { useRoundFormat } from './use-round-format';
import './bet-history.css';

/** The range of days and the game category, applied as they change. */
const HistoryFilters = observer(function HistoryFilters({ history }: { history: BetHistoryStore }) {
  const { t } = useTranslation();
  const id = useId();
  const { dateFrom, dateTo, gameType } = history.filters;
  const colorScheme = usePaletteScheme();
  return (
    <form className="wl-bets__filters" style={{ colorScheme }} onSubmit={(event) => event.preventDefault()}>
      <div className="wl-bets__field">
        <label htmlFor={`${id}-from`}>{t('betsFrom')}</label>
        <input
          id={`${id}-from`}
          type="date"
          value={dateFrom}
          max={history.today}
          required
          onChange={(event) => history.setDateFrom(event.target.value)}
        />
      </div>
      <div className="wl-bets__field">
        <label htmlFor={`${id}-to`}>{t('betsTo')}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={dateTo}
          max={history.today}
          required
          onChange={(event) => history.setDateTo(event.target.value)}
        />
      </div>
      <div className="wl-bets__field">
        <label htmlFor={`${id}-type`}>{t('betsGameType')}</label>
        <select
          id={`${id}-type`}
          value={gameType}
          onChange={(event) => history.setGameType(event.target.value)}
        >
          <option value="">{t('betsAllGames')}</option>
          {GAME_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {categoryLabel(t, category)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
});

/** The narrowest column the rounds' table fits in without cutting its texts short; narrower ones get cards. */
const TABLE_MIN_WIDTH = 900;

/** Rows a first load's skeleton shows; later loads show as many as the page had. */
const FIRST_SKELETON_ROWS = 5;

/**
 * /bet-history (a member page): the player's rounds newest first, a table in a wide column and cards in
 * a narrow one (phones, a column between side panels), filtered by days and game type, one page at a time; a round opens its wallet calls.
 */
export const BetHistoryPage = observer(function BetHistoryPage() {
  const { t } = useTranslation();
  const history = useBetHistory();
  const format = useRoundFormat();
  const column = useRef<HTMLDivElement>(null);
  const cards = useNarrowColumn(column, TABLE_MIN_WIDTH);
  const paginatorLabels = usePaginatorLabels();

  useEffect(() => {
    void history.load();
  }, [history]);

  // Another page of rounds: back to the top of the list, where the new page starts.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(history.page);
  useEffect(() => {
    if (shownPage.current === history.page) return;
    shownPage.current = history.page;
    titleRef.current?.scrollIntoView?.({ block: 'start' });
  }, [history.page]);

  let results;
  if (history.status === 'failed') {
    results = (
      <ErrorPanel
        message={t(`errors:${history.errorKey ?? 'unknownError'}`, {
          defaultValue: t('errors:unknownError'),
        })}
        actionLabel={t('retry')}
        onAction={() => void history.load()}
      />
    );
  } else if (history.loading) {
    results = <RoundSkeleton rows={history.rounds.length || FIRST_SKELETON_ROWS} cards={cards} />;
  } else if (history.empty) {
    results = <p className="wl-bets__empty">{t('betsEmpty')}</p>;
  } else {
    const List = cards ? RoundCards : RoundTable;
    results = (
      <List rounds={history.rounds} format={format} onOpen={(round) => void history.openRound(round)} />
    );
  }

  return (
    <div className="wl-bets" ref={column}>
      <h1 className="wl-bets__title" ref={titleRef}>
        {t('betsTitle')}
      </h1>
      <HistoryFilters history={history} />
      <div className="wl-bets__results" aria-busy={history.loading}>
        {results}
      </div>
      {history.status === 'failed' ? null : (
        <Paginator
          totalItems={history.total}
          itemsPerPage={history.pageSize}
          currentPage={history.page}
          disabled={history.loading}
          onChange={history.setPage}
          labels={paginatorLabels}
        />
      )}
      <RoundDetail history={history} format={format} />
    </div>
  );
});
