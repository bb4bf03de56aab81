// Test-only: a member page on its route over a real store tree and a fake platform, in English (the
// member's own texts too), inside a stand-in header that shows what the templates' headers show.
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useStores } from '@wl/core';
import { formatMoney } from '@wl/i18n';
import { englishMessages, renderOnRoute, type RenderOnRouteOptions } from '@wl/testing';
import { useWallet } from '@wl/wallet';
import { useInbox } from '../lib/member-features';
import { memberMessagesReady } from '../messages';

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

export type MemberPageOptions = Omit<RenderOnRouteOptions, 'standIns' | 'before' | 'after'>;

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
export function renderMemberPage(page: ReactNode, options: MemberPageOptions) {
  return renderOnRoute(page, {
    standIns: ['/account', '/profile', '/edit-profile', '/inbox', '/vip', '/login'],
    before: <StandInHeader />,
    ...options,
  });
}
