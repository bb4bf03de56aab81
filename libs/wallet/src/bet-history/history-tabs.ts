/** The tabs of /bet-history: the casino rounds (the default) and, on sites with a sportsbook, sports bets. */
export const HISTORY_TABS = ['casino', 'sports'] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number];

/** The query parameter that names the tab shown, so that a link can open one: /bet-history?tab=sports. */
export const TAB_PARAM = 'tab';

/** The tab a query names, if the site has it; the casino rounds otherwise. */
export function tabFromQuery(value: string | null, sportsOffered: boolean): HistoryTab {
  return value === 'sports' && sportsOffered ? 'sports' : 'casino';
}

/** The query with `tab` shown: the default tab leaves no parameter. */
export function queryWithTab(query: URLSearchParams, tab: HistoryTab): URLSearchParams {
  const next = new URLSearchParams(query);
  if (tab === 'casino') next.delete(TAB_PARAM);
  else next.set(TAB_PARAM, tab);
  return next;
}
