import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useStores } from '@wl/core';
import { BetSlipStore } from './bet-slip-store';
import { useMatchList } from './match-list-feature';

const BetSlipContext = createContext<BetSlipStore | null>(null);

/** The browser's local storage, where it can be used (none on the server, or when the browser refuses it). */
function localStorageOrNull(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * The bet slip of a sportsbook site, shared by its layout and its pages. It lives as long as the layout
 * that holds this provider (the session ending does not empty it). A placed bet's balance goes to the
 * wallet store (every header), and the slip's prices follow the live stream while a board shows.
 */
export function BetSlipProvider({ children }: { children: ReactNode }) {
  const root = useStores();
  const matches = useMatchList();
  const [slip] = useState(
    () =>
      new BetSlipStore({
        currency: () => root.site.site?.currency ?? '',
        platform: root,
        session: root.session,
        // A dynamic import: a guest's first visit does not load the shared @wl/wallet; a player placing
        // a bet is signed in, so it is there already.
        applyBalance: (answer) =>
          void import('@wl/wallet').then((wallet) => root.feature(wallet.walletFeature).applyBalance(answer)),
        storage: localStorageOrNull(),
      }),
  );
  useEffect(() => matches.onLive((events) => slip.applyLive(events)), [matches, slip]);
  return <BetSlipContext.Provider value={slip}>{children}</BetSlipContext.Provider>;
}

export function useBetSlip(): BetSlipStore {
  const slip = useContext(BetSlipContext);
  if (!slip) throw new Error('useBetSlip needs a BetSlipProvider (the sportsbook layout)');
  return slip;
}
