// Test-only: a cashier page on its route over a real store tree and a fake platform, in English (the
// cashier's own texts too), with the dialogs and toasts the shell would show.
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useStores } from '@wl/core';
import { Dialog } from '@wl/ui';
import { englishMessages, renderOnRoute, type RenderOnRouteOptions } from '@wl/testing';
import { cashierMessagesReady } from '../messages';

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

export type CashierPageOptions = Omit<RenderOnRouteOptions, 'standIns' | 'before' | 'after'>;

/** The cashier's texts and the shell's, in English: await before rendering. */
export async function cashierMessages(): Promise<void> {
  await englishMessages();
  await cashierMessagesReady();
}

/**
 * Renders `page` on the route of `path` for the signed-in demo player, with the other cashier routes as
 * stand-ins (a heading naming them), the dialogs, the toasts and the location shown (test id `location`).
 */
export function renderCashierPage(page: ReactNode, options: CashierPageOptions) {
  return renderOnRoute(page, {
    standIns: ['/deposit', '/withdrawal', '/add-bank', '/bank-details', '/transaction-history'],
    after: <Dialogs />,
    ...options,
  });
}
