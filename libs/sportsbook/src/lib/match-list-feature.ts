import { useEffect } from 'react';
import { getMatchList, getPublicOdds, peekAnswer } from '@wl/api';
import { defineFeature, useFeature } from '@wl/core';
import { LIVE_STREAM_URL } from './live-events';
import { MatchListStore } from './match-list-store';

/**
 * The public match list and odds on the page's root store: kept for the visit, so the board shows the
 * lists at once when the player comes back to it. It holds nothing of the player, so logout leaves it.
 * The odds calls carry their market or match in the query string; the page's answers are found by the
 * same query (the first view's is the default market's, or the match's on its page).
 */
export const matchListFeature = defineFeature(
  'sportsbook.matchList',
  (root) =>
    new MatchListStore(root, {
      loadMatches: () => getMatchList(root.api),
      loadOdds: (query) => getPublicOdds(root.api, query),
      language: () => root.locale.language,
      carried: () => ({
        matches: peekAnswer(root.api, getMatchList),
        odds: (query) => peekAnswer(root.api, (api) => getPublicOdds(api, query)),
        at: root.api.preloaded?.answeredAt,
      }),
      // The browser's own stream of the site (none in a server render, nor where EventSource is missing).
      liveSource:
        typeof EventSource === 'undefined' || root.firstViewLoads
          ? undefined
          : () => new EventSource(LIVE_STREAM_URL),
    }),
);

export function useMatchList(): MatchListStore {
  return useFeature(matchListFeature);
}

/**
 * Keeps the matches and prices shown current from the live stream while the calling view is mounted
 * (after hydration: effects run only in the browser). The stream closes when no view watches it.
 */
export function useLiveMatches(matches: MatchListStore): void {
  useEffect(() => matches.watchLive(), [matches]);
}
