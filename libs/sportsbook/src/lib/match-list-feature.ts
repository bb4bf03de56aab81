import { getMatchList, getPublicOdds, peekAnswer } from '@wl/api';
import { defineFeature, useFeature } from '@wl/core';
import { MatchListStore } from './match-list-store';

/**
 * The public match list and odds on the page's root store: kept for the visit, so the board shows the
 * lists at once when the player comes back to it. It holds nothing of the player, so logout leaves it.
 */
export const matchListFeature = defineFeature(
  'sportsbook.matchList',
  (root) =>
    new MatchListStore(root, {
      loadMatches: () => getMatchList(root.api),
      loadOdds: () => getPublicOdds(root.api),
      language: () => root.locale.language,
      carried: () => ({
        matches: peekAnswer(root.api, getMatchList),
        odds: peekAnswer(root.api, getPublicOdds),
        at: root.api.preloaded?.answeredAt,
      }),
    }),
);

export function useMatchList(): MatchListStore {
  return useFeature(matchListFeature);
}
