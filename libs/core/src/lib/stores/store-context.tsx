import { createContext, useContext, type ReactNode } from 'react';
import type { Feature, RootStore } from './root-store';

const StoreContext = createContext<RootStore | null>(null);

export function StoreProvider({ store, children }: { store: RootStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useStores(): RootStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStores() needs a <StoreProvider> above it');
  return store;
}

/** A feature library's store on the page's root store; each library wraps it in its own typed hook. */
export function useFeature<S extends object>(feature: Feature<S>): S {
  return useStores().feature(feature);
}
