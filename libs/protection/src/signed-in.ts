/**
 * @wl/protection/signed-in: what the shell shows over every template for a signed-in player (the last
 * sign-in notice once after each sign-in, the reality check). The shell imports this entry only
 * dynamically, once a player is signed in: a guest's page never downloads it.
 */
export { ProtectionOverlays } from './overlays/ProtectionOverlays';
export { protectionMessagesReady } from './messages';
