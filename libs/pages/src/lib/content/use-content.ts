import { useEffect } from 'react';
import { sanitizeCms, sanitizeHtml, useStores, type RootStore } from '@wl/core';
import { ContentStore } from './content-store';
import { InstallStore } from './install-store';

// One of each per page (per store tree): what a content page loaded stays when the player moves on.
const contentStores = new WeakMap<RootStore, ContentStore>();
const installStores = new WeakMap<RootStore, InstallStore>();

export function contentStoreFor(root: RootStore): ContentStore {
  let store = contentStores.get(root);
  if (!store) {
    store = new ContentStore({
      api: root.api,
      site: () => root.siteRequest,
      layout: root.layout,
      sanitizeHtml: (html) => sanitizeHtml(html),
      sanitizeCms: (cms) => sanitizeCms(cms),
    });
    contentStores.set(root, store);
  }
  return store;
}

export function useContentStore(): ContentStore {
  return contentStoreFor(useStores());
}

/**
 * The install store of the page, listening from the first time /download shows until the page closes
 * (the browser's prompt may come at any time, and comes only once).
 */
export function useInstallStore(): InstallStore | null {
  const root = useStores();
  let store = installStores.get(root) ?? null;
  if (!store && typeof window !== 'undefined') {
    store = new InstallStore(window);
    installStores.set(root, store);
  }
  useEffect(() => {
    store?.start();
  }, [store]);
  return store;
}
