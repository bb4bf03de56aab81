/**
 * Game launch: the store that opens a game at its provider (real money for the player, fun mode for a
 * guest) and hands the wallet the rounds the game frame reports; its page is a lazy chunk
 * (`loadPlayNowPage`, in ../page-loaders).
 */
export {
  GameLaunchStore,
  LAUNCH_ERROR_KEYS,
  type GameLaunchDeps,
  type LaunchErrorKey,
  type LaunchStatus,
  type LaunchedGame,
  type MessageTarget,
  type PlayMode,
} from './game-launch-store';
export { gameLaunchFeature, useGameLaunch } from './game-launch-feature';
export { gameKeyFromSearch, type GameKey } from './game-key';
export { ROUND_MESSAGE_TYPE, gameOrigin, isRoundMessage } from './round-message';
