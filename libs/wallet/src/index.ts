/**
 * @wl/wallet: the player's money as the browser shows it. Holds the wallet store (balance, game tokens)
 * on the root store; `game-launch/` is the home of game launch (empty until the launch lands there).
 */
export { WalletStore } from './lib/wallet-store';
export { useWallet, walletFeature } from './lib/wallet-feature';
export * from './game-launch';
