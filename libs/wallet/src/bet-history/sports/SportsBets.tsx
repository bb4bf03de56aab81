import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from '@wl/i18n';
import { usePaginatorLabels } from '@wl/core';
import { ErrorPanel, Paginator } from '@wl/ui';
import { SportsBetCard } from './SportsBetCard';
import { SportsFilter } from './SportsFilter';
import { SportsSkeleton } from './SportsSkeleton';
import { emptyLabel } from './sports-labels';
import { useSportsBets } from './sports-bets-feature';
import { useSportsFormat } from './use-sports-format';
import './sports-bets.css';

/**
 * The Sports tab of /bet-history: the player's sports bets newest first, open, settled or all, ten a page,
 * each with its selections and, while offered, its cash out. Asked again when the tab opens, and the open
 * bets' offers kept fresh while it shows (`watchOffers`).
 */
export const SportsBets = observer(function SportsBets({ top }: { top: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation('wallet');
  const sports = useSportsBets();
  const format = useSportsFormat();
  const paginatorLabels = usePaginatorLabels();

  useEffect(() => {
    void sports.show();
  }, [sports]);
  useEffect(() => sports.watchOffers(), [sports]);

  // Another page of bets: back to the top, where the new page starts.
  const shownPage = useRef(sports.page);
  useEffect(() => {
    if (shownPage.current === sports.page) return;
    shownPage.current = sports.page;
    top.current?.scrollIntoView?.({ block: 'start' });
  }, [sports.page, top]);

  let results;
  if (sports.status === 'failed') {
    results = (
      <ErrorPanel
        message={t(`errors:${sports.errorKey ?? 'unknownError'}`, {
          defaultValue: t('errors:unknownError'),
        })}
        actionLabel={t('ui:retry')}
        onAction={() => void sports.load()}
      />
    );
  } else if (sports.loading) {
    results = <SportsSkeleton legs={sports.bets.map((bet) => bet.legs.length)} />;
  } else if (sports.empty) {
    results = <p className="wl-bets__empty">{emptyLabel(t, sports.filter)}</p>;
  } else {
    results = (
      <ul className="wl-sbets__list" aria-label={t('sportsList')}>
        {sports.bets.map((bet) => (
          <li key={bet.bet_id}>
            <SportsBetCard bet={bet} sports={sports} format={format} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <SportsFilter sports={sports} />
      <div className="wl-bets__results" aria-busy={sports.loading}>
        {results}
      </div>
      {sports.status === 'failed' ? null : (
        <Paginator
          totalItems={sports.total}
          itemsPerPage={sports.pageSize}
          maxPagesShown={5}
          currentPage={sports.page}
          disabled={sports.loading}
          onChange={sports.setPage}
          labels={paginatorLabels}
        />
      )}
    </>
  );
});
