import type { ApiClient } from '@wl/api';
import { LayoutStore } from './layout-store';
import { UserStore } from './user-store';

const REGISTRY_KEY = '__WL_STORE_INSTANCES__';

type StoreRegistry = { [REGISTRY_KEY]?: string[] };

/**
 * The page's one store tree. Shell and remotes share @wl/core as a Module Federation singleton, so they
 * see the same instance; every instance is recorded on globalThis so a duplicate is detectable.
 */
export class RootStore {
  readonly instanceId: string;
  readonly layout = new LayoutStore();
  readonly user = new UserStore();

  constructor(readonly api: ApiClient) {
    const registry = globalThis as StoreRegistry;
    const instances = (registry[REGISTRY_KEY] ??= []);
    this.instanceId = `store-${instances.length + 1}`;
    instances.push(this.instanceId);
  }
}

/** Ids of every RootStore created on this page (one, unless a bundle duplicated @wl/core). */
export function storeInstances(): readonly string[] {
  return (globalThis as StoreRegistry)[REGISTRY_KEY] ?? [];
}
