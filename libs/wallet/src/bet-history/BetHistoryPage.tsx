import { observer } from 'mobx-react-lite';
import { useId, useRef } from 'react';
import { useTranslation } from '@wl/i18n';
import { useNarrowColumn, useStores } from '@wl/core';
import { useSearchParams } from '@wl/router';
import { CasinoRounds } from './CasinoRounds';
import { HistoryTabs } from './HistoryTabs';
import { queryWithTab, tabFromQuery, TAB_PARAM, type HistoryTab } from './history-tabs';
import { SportsBets } from './sports/SportsBets';
import { offersSportsbook } from './sports/sports-bets-feature';
import './bet-history.css';

/** The narrowest column the rounds' table fits in without cutting its texts short; narrower ones get cards. */
const TABLE_MIN_WIDTH = 900;

/**
 * /bet-history (a member page): the player's casino rounds and, on a site with a sportsbook, a Sports tab
 * of their sports bets (`?tab=sports` opens it, so a link can). The casino rounds are the default tab.
 */
export const BetHistoryPage = observer(function BetHistoryPage() {
  const { t } = useTranslation();
  const { site } = useStores();
  const column = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const cards = useNarrowColumn(column, TABLE_MIN_WIDTH);
  const titleId = useId();
  const tabsId = useId();
  const [query, setQuery] = useSearchParams();
  const sportsOffered = offersSportsbook(site.provider_count);
  const tab = tabFromQuery(query.get(TAB_PARAM), sportsOffered);
  const select = (next: HistoryTab) => {
    if (next !== tab) setQuery((current) => queryWithTab(current, next), { replace: true });
  };

  const panel =
    tab === 'sports' ? <SportsBets top={titleRef} /> : <CasinoRounds cards={cards} top={titleRef} />;

  return (
    <div className="wl-bets" ref={column}>
      <h1 id={titleId} className="wl-bets__title" ref={titleRef}>
        {t('betsTitle')}
      </h1>
      {sportsOffered ? (
        <>
          <HistoryTabs
            tabs={[
              { key: 'casino', label: t('wallet:tabCasino') },
              { key: 'sports', label: t('wallet:tabSports') },
            ]}
            current={tab}
            onSelect={select}
            labelledBy={titleId}
            idBase={tabsId}
          />
          <div
            className="wl-bets__panel"
            role="tabpanel"
            id={`${tabsId}-panel`}
            aria-labelledby={`${tabsId}-${tab}`}
          >
            {panel}
          </div>
        </>
      ) : (
        <div className="wl-bets__panel">{panel}</div>
      )}
    </div>
  );
});
