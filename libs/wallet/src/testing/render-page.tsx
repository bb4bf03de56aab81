// Test-only: a wallet page on its route over a real store tree and a fake platform, in English.
import { useEffect, type ReactNode } from 'react';
import { useStores } from '@wl/core';
import { Route, Routes, useNavigate } from '@wl/router';
import { CurrentLocation, renderWithStore, type Handler, type RenderWithStoreOptions } from '@wl/testing';

/** The router drives the store's navigation, as the shell does. */
function AttachNavigation() {
  const { navigation } = useStores();
  const navigate = useNavigate();
  useEffect(() => navigation.attach(navigate), [navigation, navigate]);
  return null;
}

export interface PageOptions extends Omit<RenderWithStoreOptions, 'answers'> {
  path: string;
  handler?: Handler;
}

/**
 * Renders `page` on the route of `path` inside a stand-in layout (a header beside the page's main), with
 * the login page as a route of its own and the location shown (test id `location`).
 */
export function renderPage(page: ReactNode, { path, handler, ...options }: PageOptions) {
  return renderWithStore(
    <>
      <AttachNavigation />
      <CurrentLocation />
      <div data-testid="layout">
        <header data-testid="site-header">
          <a href="/">Site home</a>
        </header>
        <main>
          <Routes>
            <Route path={path.split('?')[0]} element={page} />
            <Route path="/login" element={<h1>Login page</h1>} />
          </Routes>
        </main>
      </div>
    </>,
    { ...options, path, answers: handler },
  );
}
