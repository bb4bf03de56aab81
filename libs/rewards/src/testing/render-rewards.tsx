// Test-only: a rewards screen over a real store tree and a fake platform, in English (rewards' own texts
// too), with a stand-in header showing the wallet's tokens as every template's header does.
import { webcrypto } from 'node:crypto';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { englishMessages, renderOnRoute, type RenderOnRouteOptions } from '@wl/testing';
import { useWallet } from '@wl/wallet';
import { rewardsMessagesReady } from '../messages';

/** The header's tokens, from the wallet store. */
const StandInHeader = observer(function StandInHeader() {
  return <header data-testid="header-tokens">{useWallet().game.token}</header>;
});

/** The shell's texts and rewards', in English, and Web Crypto (jsdom has none): await before rendering. */
export async function rewardsTestSetup(): Promise<void> {
  if (!globalThis.crypto.subtle) {
    Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
  }
  await englishMessages();
  await rewardsMessagesReady();
}

/** Asks the page for no motion: the wheel lands at once and its result is told. */
export function reduceMotion(): void {
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('reduce'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

export type RewardsRenderOptions = Omit<RenderOnRouteOptions, 'standIns' | 'before'>;

/** Renders a rewards page on its route (signed in as the demo player on a site with rewards). */
export function renderRewards(ui: ReactNode, options: RewardsRenderOptions) {
  return renderOnRoute(ui, {
    standIns: [
      '/',
      '/login',
      '/spin',
      '/minigame',
      '/mission',
      '/leaderboard',
      '/deposit',
      '/promotions',
      '/playnow',
    ],
    before: <StandInHeader />,
    ...options,
    startup: { ...options.startup, site: { gamify_status: true, ...options.startup?.site } },
  });
}
