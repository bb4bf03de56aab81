import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStores } from '@wl/core';
import { BetSlipStore } from './bet-slip-store';

const BetSlipContext = createContext<BetSlipStore | null>(null);

/**
 * The bet slip of a sportsbook site, shared by its layout and its pages. It lives as long as the layout
 * that holds this provider (the session ending does not empty it).
 */
export function BetSlipProvider({ children }: { children: ReactNode }) {
  const root = useStores();
  const [slip] = useState(() => new BetSlipStore({ currency: () => root.site.site?.currency ?? '' }));
  return <BetSlipContext.Provider value={slip}>{children}</BetSlipContext.Provider>;
}

export function useBetSlip(): BetSlipStore {
  const slip = useContext(BetSlipContext);
  if (!slip) throw new Error('useBetSlip needs a BetSlipProvider (the sportsbook layout)');
  return slip;
}
