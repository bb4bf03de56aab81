import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type RefObject } from 'react';
import { useTranslation } from '@wl/i18n';
import { GAME_CATEGORIES, usePaginatorLabels, usePaletteScheme } from '@wl/core';
import { ErrorPanel, Paginator } from '@wl/ui';
import { categoryLabel } from '../lib/category-label';
import { useBetHistory } from './bet-history-feature';
import type { BetHistoryStore } from './bet-history-store';
import { RoundCards } from './RoundCards';
import { RoundDetail } from './RoundDetail';
import { RoundSkeleton } from './RoundSkeleton';
import { RoundTable } from './RoundTable';
import { useRoundFormat } from './use-round-format';

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

/** Rows a first load's skeleton shows; later loads show as many as the page had. */
const FIRST_SKELETON_ROWS = 5;

/**
 * The casino rounds of /bet-history: newest first, a table in a wide column and cards in a narrow one
 * (`cards`), filtered by days and game type, one page at a time; a round opens its wallet calls.
 */
export const CasinoRounds = observer(function CasinoRounds({
  cards,
  top,
}: {
  cards: boolean;
  /** Where a new page starts (the page's heading): scrolled to on another page. */
  top: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const history = useBetHistory();
  const format = useRoundFormat();
  const paginatorLabels = usePaginatorLabels();

  useEffect(() => {
    void history.load();
  }, [history]);

  const shownPage = useRef(history.page);
  useEffect(() => {
    if (shownPage.current === history.page) return;
    shownPage.current = history.page;
    top.current?.scrollIntoView?.({ block: 'start' });
  }, [history.page, top]);

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
    <>
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
    </>
  );
});
