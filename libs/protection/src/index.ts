/**
 * @wl/protection: account security and player protection as the player sees them. /security (the last
 * sign-in, sign-in attempts, live sessions, sign-in by code), the tools of /responsible-gaming (deposit
 * and loss limits, session time limit, reality check, time-out and self-exclusion, the history), and
 * for a signed-in player on every template the last sign-in notice and the reality check. One folder per
 * screen group with its store on the root store (`defineFeature`), its components and stylesheet; the
 * `protection:` texts in `messages/`. The platform enforces every rule; these screens read and ask.
 *
 * Not a shared module: bundled where it is used. This entry is part of every template's chunk (through
 * @wl/pages' page maps), so it holds only page loaders and types. The responsible-gaming tools come
 * through `@wl/protection/responsible-gaming` (the content pages' chunk), the signed-in player's notices
 * through `@wl/protection/signed-in` (imported by the shell only once a player is signed in).
 */
export { loadSecurityPage } from './page-loaders';
export { prepareResponsibleGamingTools } from './limits/tools-texts';
export { protectionMessagesReady } from './messages';
export type { LimitsStore } from './limits/limits-store';
export type { RealityCheckStore } from './overlays/reality-check-store';
export type { SecurityStore } from './security/security-store';
