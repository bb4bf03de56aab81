// Test-only: a protection screen over a real store tree and a fake platform, in English (protection's
// own texts too), with the dialogs, toasts and routes the shell would have around it.
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
import { protectionMessagesReady } from '../messages';

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

/** The toasts' titles and texts, in a list (test id `toasts`). */
const Toasts = observer(function Toasts() {
  const { toasts } = useStores();
  return (
    <ul data-testid="toasts">
      {toasts.toasts.map((toast) => (
        <li key={toast.id}>{[toast.title, toast.text].filter(Boolean).join(' — ')}</li>
      ))}
    </ul>
  );
});

/** The shell's texts and protection's, in English: await before rendering. */
export async function protectionMessages(): Promise<void> {
  await englishMessages();
  await protectionMessagesReady();
}

export interface ProtectionRenderOptions extends Omit<RenderWithStoreOptions, 'answers'> {
  path: string;
  handler?: Handler;
}

/**
 * Renders `ui` on the route of `path` (signed in as the demo player unless `signedIn: false`), with the
 * home and login routes as stand-ins (a heading naming them), the dialogs, the toasts and the location
 * (test id `location`).
 */
export function renderProtection(ui: ReactNode, { path, handler, ...options }: ProtectionRenderOptions) {
  const route = path.split('?')[0] ?? path;
  return renderWithStore(
    <>
      <AttachNavigation />
      <CurrentLocation />
      <main>
        <Routes>
          <Route path={route} element={ui} />
          {['/', '/login'].map((other) => (
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
