import { createContext, useContext, useState, type ReactNode } from 'react';
import { getMatchList, getPublicOdds } from '@wl/api';
import { useStores } from '@wl/core';
import { BetSlipStore } from './bet-slip-store';
import { MatchListStore } from './match-list-store';

export interface SportsbookStores {
  matches: MatchListStore;
  slip: BetSlipStore;
}

const SportsbookContext = createContext<SportsbookStores | null>(null);

/** The match list and the bet slip of a sportsbook site, shared by its layout and its pages. */
export function SportsbookProvider({ children }: { children: ReactNode }) {
  const root = useStores();
  const [value] = useState<SportsbookStores>(() => ({
    matches: new MatchListStore({
      loadMatches: () => getMatchList(root.api),
      loadOdds: () => getPublicOdds(root.api),
      language: () => root.locale.language,
    }),
    slip: new BetSlipStore(),
  }));
  return <SportsbookContext.Provider value={value}>{children}</SportsbookContext.Provider>;
}

export function useSportsbook(): SportsbookStores {
  const stores = useContext(SportsbookContext);
  if (!stores) throw new Error('useSportsbook needs a SportsbookProvider (the sportsbook layout)');
  return stores;
}
