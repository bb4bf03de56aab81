/**
 * @wl/wallet: the player's money as the browser shows it. Holds the wallet store (balance, tokens) on the
 * root store, game launch (`game-launch/`: real or fun play in a frame, the balance refreshed as rounds
 * end) and the bet history (`bet-history/`: casino rounds, and sports bets with their cash out, whose
 * store stays in the page's chunk); their pages are lazy chunks loaded through page-loaders, with the
 * wallet's own texts (`messages/`, the `wallet:` namespace).
 */
export { WalletStore } from './lib/wallet-store';
export { useWallet, walletFeature } from './lib/wallet-feature';
export * from './game-launch';
export * from './bet-history';
export { loadBetHistoryPage, loadPlayNowPage } from './page-loaders';
export { walletMessagesReady } from './messages';
