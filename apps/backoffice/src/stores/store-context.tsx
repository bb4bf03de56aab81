import { createContext, useContext, type ReactNode } from 'react';
import type { BackofficeStore } from './root-store';

const StoreContext = createContext<BackofficeStore | undefined>(undefined);

export function StoreProvider({ store, children }: { store: BackofficeStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

/** The back office's stores. */
export function useBackoffice(): BackofficeStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useBackoffice needs a StoreProvider');
  return store;
}
