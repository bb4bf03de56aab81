import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useStores } from '@wl/core';
import { Route, Routes, useNavigate } from '@wl/router';
import type { Handler } from './fake-api';
import { CurrentLocation, renderWithStore, type RenderWithStoreOptions } from './test-store';

/** The router drives the store's navigation, as the shell does. */
function AttachNavigation() {
  const { navigation } = useStores();
  const navigate = useNavigate();
  useEffect(() => navigation.attach(navigate), [navigation, navigate]);
  return null;
}

/** The toasts, a list item each (test id `toasts`): the title, and its text after a dash when it has one. */
const Toasts = observer(function Toasts() {
  const { toasts } = useStores();
  return (
    <ul data-testid="toasts">
      {toasts.toasts.map((toast) => (
        <li key={toast.id}>
          <span>{toast.title}</span>
          {toast.text ? <span>{` — ${toast.text}`}</span> : null}
        </li>
      ))}
    </ul>
  );
});

export interface RenderOnRouteOptions extends Omit<RenderWithStoreOptions, 'answers'> {
  path: string;
  handler?: Handler;
  /** Routes the page may send the player to, each rendered as a heading naming it (`Page /login`). */
  standIns?: readonly string[];
  /** What the shell would show around the page: before it (a header) and after it (its dialogs). */
  before?: ReactNode;
  after?: ReactNode;
}

/**
 * Renders `page` on the route of `path` over a real store tree and a fake platform (signed in as the demo
 * player unless `signedIn: false`), with the router driving the store's navigation, stand-ins for the
 * routes it may lead to, the toasts and the location shown (test id `location`).
 */
export function renderOnRoute(
  page: ReactNode,
  { path, handler, standIns = [], before, after, ...options }: RenderOnRouteOptions,
) {
  const route = path.split('?')[0] ?? path;
  return renderWithStore(
    <>
      <AttachNavigation />
      <CurrentLocation />
      {before}
      <main>
        <Routes>
          <Route path={route} element={page} />
          {standIns
            .filter((other) => other !== route)
            .map((other) => (
              <Route key={other} path={other} element={<h1>{`Page ${other}`}</h1>} />
            ))}
        </Routes>
      </main>
      {after}
      <Toasts />
    </>,
    { signedIn: true, ...options, path, answers: handler },
  );
}
