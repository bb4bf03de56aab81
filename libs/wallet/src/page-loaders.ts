import type { ComponentType } from 'react';
import { walletMessagesReady } from './messages';

/*
 * The wallet's pages, loaded when shown: @wl/wallet is a shared module every page of the site loads
 * with the shell, so its pages stay chunks of their own and the templates' page maps (@wl/pages) load
 * them through these.
 *
 * /playnow's chunk is left unnamed on purpose: its stylesheet then counts among the shared modules'
 * (tools/webpack/chunk-groups-plugin.js), which the site server links in every server-rendered page, so
 * the bar and the loading state the server renders paint styled. /bet-history is a member page the
 * server never renders: its chunk has a name, and its stylesheet comes with it; it loads with the
 * wallet's texts of the page's language (its Sports tab's), so it never shows before its words.
 */
export const loadPlayNowPage = (): Promise<ComponentType> =>
  import('./game-launch/PlayNowPage').then((module) => module.PlayNowPage);

export const loadBetHistoryPage = (): Promise<ComponentType> =>
  Promise.all([
    import(/* webpackChunkName: "wallet-bet-history" */ './bet-history/BetHistoryPage'),
    walletMessagesReady(),
  ]).then(([module]) => module.BetHistoryPage);
