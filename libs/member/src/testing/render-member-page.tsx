// Test-only: a member page on its route over a real store tree and a fake platform, in English (the
// member's own texts too), inside a stand-in header that shows what the templates' headers show.
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useStores } from '@wl/core';
import { formatMoney } from '@wl/i18n';
import { Route, Routes, useNavigate } from '@wl/router';
import {
  CurrentLocation,
  englishMessages,
  renderWithStore,
  type Handler,
  type RenderWithStoreOptions,
} from '@wl/testing';
import { useWallet } from '@wl/wallet';
import { useInbox } from '../lib/member-features';
import { memberMessagesReady } from '../messages';

/** The router drives the store's navigation, as the shell does. */
function AttachNavigation() {
  const { navigation } = useStores();
  const navigate = useNavigate();
  useEffect(() => navigation.attach(navigate), [navigation, navigate]);
  return null;
}

/** What every template's header shows of the player: name, balance, tokens and the unread count. */
const StandInHeader = observer(function StandInHeader() {
  const { session } = useStores();
  const wallet = useWallet();
  const inbox = useInbox();
  if (!session.isAuthenticated) return <header data-testid="site-header">Guest</header>;
  return (
    <header data-testid="site-header">
      <span data-testid="header-name">{session.fullname || session.user?.account_id}</span>
      <span data-testid="header-balance">{formatMoney(wallet.game.balance, 'PHP', 'EN')}</span>
      <span data-testid="header-tokens">{wallet.game.token}</span>
      <span data-testid="header-unread">{inbox.unreadCount}</span>
    </header>
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

export interface MemberPageOptions extends Omit<RenderWithStoreOptions, 'answers'> {
  path: string;
  handler?: Handler;
}

/** The member's texts and the shell's, in English: await before rendering. */
export async function memberMessages(): Promise<void> {
  await englishMessages();
  await memberMessagesReady();
}

/**
 * Renders `page` on the route of `path` (signed in as the demo player unless `signedIn: false`), with
 * the stand-in header, the other member routes as stand-ins (a heading naming them), the toasts and the
 * location shown (test id `location`).
 */
export function renderMemberPage(page: ReactNode, { path, handler, ...options }: MemberPageOptions) {
  const route = path.split('?')[0] ?? path;
  const others = ['/account', '/profile', '/edit-profile', '/inbox', '/vip', '/login'].filter(
    (other) => other !== route,
  );
  return renderWithStore(
    <>
      <AttachNavigation />
      <CurrentLocation />
      <StandInHeader />
      <main>
        <Routes>
          <Route path={route} element={page} />
          {others.map((other) => (
            <Route key={other} path={other} element={<h1>{`Page ${other}`}</h1>} />
          ))}
        </Routes>
      </main>
      <Toasts />
    </>,
    { signedIn: true, ...options, path, answers: handler },
  );
}
