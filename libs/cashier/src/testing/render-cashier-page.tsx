// Test-only: a cashier page on its route over a real store tree and a fake platform, in English (the
// cashier's own texts too), with the dialogs and toasts the shell would show.
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useStores } from '@wl/core';
import { Route, Routes, useNavigate } from '@wl/router';
import { Dialog } from '@wl/ui';
import {
  CurrentLocation,
  englishMessages,
  renderWithStore,
  type Handler,
  type RenderWithStoreOptions,
} from '@wl/testing';
import { cashierMessagesReady } from '../messages';

/** The router drives the store's navigation, as the shell does. */
function AttachNavigation() {
  const { navigation } = useStores();
  const navigate = useNavigate();
  useEffect(() => navigation.attach(navigate), [navigation, navigate]);
  return null;
}

/** The dialog store's dialogs, as the shell's overlays show them. */
const Dialogs = observer(function Dialogs() {
  const { dialogs } = useStores();
  return (
    <>
      {dialogs.entries.map((entry) => (
        <Dialog
          key={entry.id}
          id={entry.id}
          state={entry.state}
          {...entry.options}
          onResult={(result) => dialogs.answer(entry.id, result)}
          onClosed={() => dialogs.closed(entry.id)}
        />
      ))}
    </>
  );
});

/** The toasts' titles, in a list (test id `toasts`). */
const Toasts = observer(function Toasts() {
  const { toasts } = useStores();
  return (
    <ul data-testid="toasts">
      {toasts.toasts.map((toast) => (
        <li key={toast.id}>{toast.title}</li>
      ))}
    </ul>
  );
});

export interface CashierPageOptions extends Omit<RenderWithStoreOptions, 'answers'> {
  path: string;
  handler?: Handler;
}

/** The cashier's texts and the shell's, in English: await before rendering. */
export async function cashierMessages(): Promise<void> {
  await englishMessages();
  await cashierMessagesReady();
}

/**
 * Renders `page` on the route of `path` for the signed-in demo player, with the other cashier routes as
 * stand-ins (a heading naming them) and the location shown (test id `location`).
 */
export function renderCashierPage(page: ReactNode, { path, handler, ...options }: CashierPageOptions) {
  const route = path.split('?')[0] ?? path;
  const others = ['/deposit', '/withdrawal', '/add-bank', '/bank-details', '/transaction-history'].filter(
    (other) => other !== route,
  );
  return renderWithStore(
    <>
      <AttachNavigation />
      <CurrentLocation />
      <main>
        <Routes>
          <Route path={route} element={page} />
          {others.map((other) => (
            <Route key={other} path={other} element={<h1>{`Page ${other}`}</h1>} />
          ))}
        </Routes>
      </main>
      <Dialogs />
      <Toasts />
    </>,
    { signedIn: true, ...options, path, answers: handler },
  );
}
