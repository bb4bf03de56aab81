import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { StoreProvider, type RemoteManifest, type RootStore, type TemplateModule } from '@wl/core';
import { App } from './App';

export interface MountOptions {
  manifest: RemoteManifest;
  /** The site's template, loaded before the first render when the page hydrates. */
  template?: TemplateModule;
  /** The page holds the server's render: hydrate it (and take up the player's session after). */
  hydrate: boolean;
}

/** Renders the site into `root`, or hydrates the server's render of it. */
export function mountPage(root: HTMLElement, store: RootStore, options: MountOptions): void {
  const page = (
    <StrictMode>
      <StoreProvider store={store}>
        <App manifest={options.manifest} template={options.template} restoreSession={options.hydrate} />
      </StoreProvider>
    </StrictMode>
  );
  if (!options.hydrate) {
    createRoot(root).render(page);
    return;
  }
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page: a tap or a scroll during it is answered at once.
  startTransition(() => {
    hydrateRoot(root, page, {
      // A mismatch makes React render that part again in the browser: the page still works; say so.
      onRecoverableError: (error) => console.warn('Hydration did not match the server render', error),
    });
  });
}
