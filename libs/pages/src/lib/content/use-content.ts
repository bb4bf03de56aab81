import { useEffect } from 'react';
import { defineFeature, sanitizeHtml, useFeature, useStores } from '@wl/core';
import { ContentStore } from './content-store';
import { InstallStore } from './install-store';

// One of each per page (per store tree): what a content page loaded stays when the player moves on.
export const contentFeature = defineFeature(
  'pages.content',
  (root) =>
    new ContentStore({
      api: root.api,
      site: () => root.siteRequest,
      siteStore: root.site,
      sanitizeHtml: (html) => sanitizeHtml(html),
    }),
);

/** Null where there is no window (a server render): the browser's install prompt exists only there. */
const installFeature = defineFeature('pages.install', () => ({
  install: typeof window === 'undefined' ? null : new InstallStore(window),
}));

export function useContentStore(): ContentStore {
  return useFeature(contentFeature);
}

/**
 * The install store of the page, listening from the first time /download shows until the page closes
 * (the browser's prompt may come at any time, and comes only once).
 */
export function useInstallStore(): InstallStore | null {
  const root = useStores();
  const store = root.feature(installFeature).install;
  useEffect(() => {
    store?.start();
  }, [store]);
  return store;
}
