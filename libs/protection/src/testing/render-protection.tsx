// Test-only: a protection screen over a real store tree and a fake platform, in English (protection's
// own texts too), with the dialogs, toasts and routes the shell would have around it.
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useStores } from '@wl/core';
import { Dialog } from '@wl/ui';
import { englishMessages, renderOnRoute, type RenderOnRouteOptions } from '@wl/testing';
import { protectionMessagesReady } from '../messages';

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

/** The shell's texts and protection's, in English: await before rendering. */
export async function protectionMessages(): Promise<void> {
  await englishMessages();
  await protectionMessagesReady();
}

export type ProtectionRenderOptions = Omit<RenderOnRouteOptions, 'standIns' | 'before' | 'after'>;

/**
 * Renders `ui` on the route of `path` (signed in as the demo player unless `signedIn: false`), with the
 * home and login routes as stand-ins (a heading naming them), the dialogs, the toasts and the location
 * (test id `location`).
 */
export function renderProtection(ui: ReactNode, options: ProtectionRenderOptions) {
  return renderOnRoute(ui, { standIns: ['/', '/login'], after: <Dialogs />, ...options });
}
