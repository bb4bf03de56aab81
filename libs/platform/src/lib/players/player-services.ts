import type { PlatformDeps } from '../platform';
import type { SiteServices } from '../sites/site-types';
import { AuthService } from './auth/auth-service';
import type { RateLimiter } from './auth/rate-limiter';
import { FavouriteService } from './favourites/favourite-service';
import { InboxService } from './inbox/inbox-service';
import { createLedgerService } from './ledger';
import { OperatorService } from './operator/operator-service';
import { findPlayer as findPlayerRow } from './player-records';
import type { OperatorServices } from './operator/operator-types';
import type { PlayerServices } from './player-types';
import { ProfileService } from './profile/profile-service';
import { createExclusionService } from './protection/exclusion-service';
import { createLimitsService } from './protection/limits-service';
import { createProtectionGuard } from './protection/protection-guard';
import { exclusionsOf } from './protection/protection-records';
import { sessionStatus } from './protection/session-status';
import { createSecurityService } from './security/security-service';
import { VipService } from './vip/vip-service';
import { WalletService } from './wallet/wallet-service';
import { openSite } from './site-access';

export type { PlayerServices } from './player-types';
export type { OperatorServices } from './operator/operator-types';

/** The players domain's two faces: a player's calls, and the back office's. */
export interface PlayerDomain {
  players: PlayerServices;
  operator: OperatorServices;
}

/** How many limit changes the operator's view of a player lists. */
const OPERATOR_HISTORY_SHOWN = 500;

/** The players, security and money services over the platform's database. */
export function createPlayerServices(
  deps: PlatformDeps,
  sites: SiteServices,
  limiter: RateLimiter,
): PlayerDomain {
  const { db } = deps.database;
  const { clock } = deps;
  const ledger = createLedgerService(db, clock);
  const log = deps.securityLog;
  const protection = createProtectionGuard(db, clock);
  const auth = new AuthService({ db, clock, sms: deps.sms, sites, log, limiter, protection });
  const security = createSecurityService({ db, sites, sessions: auth.sessions, signIns: auth.signIns, log });
  const limits = createLimitsService(db, clock, log);
  const exclusions = createExclusionService(db, clock, log, (playerId) => auth.sessions.revokeAll(playerId));
  const profile = new ProfileService(db, clock);
  const wallet = new WalletService(ledger);
  const vip = new VipService(db, ledger);
  const favourites = new FavouriteService(db, clock, sites);
  const inbox = new InboxService(db, clock, ledger, (member) => wallet.wallet(member));
  const operator = new OperatorService(db, sites, ledger, auth);

  const players: PlayerServices = {
    signup: (context, input) => auth.signup(context, input),
    login: (context, accountId, password) => auth.login(context, accountId, password),
    requestCode: (context, accountId, purpose) => auth.requestCode(context, accountId, purpose),
    verifyRegistration: (context, accountId, code) => auth.verifyRegistration(context, accountId, code),
    loginWithCode: (context, accountId, code) => auth.loginWithCode(context, accountId, code),
    forgotPassword: (context, accountId, phone) => auth.forgotPassword(context, accountId, phone),
    resetPassword: (context, accountId, code, password) =>
      auth.resetPassword(context, accountId, code, password),
    authenticate: (context, accountId, token) => auth.authenticate(context, accountId, token),
    updatePassword: (member, password, newPassword) => auth.updatePassword(member, password, newPassword),
    logout: (member) => auth.logout(member),
    logoutEverywhere: (member) => auth.logoutEverywhere(member),

    wallet: (member) => wallet.wallet(member),
    vipProgress: (member) => vip.progress(member),
    vipLevels: async (context) => vip.levels(await openSite(sites, context)),
    favourites: (member) => favourites.list(member),
    addFavourite: (member, providerCode, gameCode) =>
      favourites.add(member.site, member.player, providerCode, gameCode),
    removeFavourite: (member, providerCode, gameCode) => favourites.remove(member, providerCode, gameCode),
    updateProfile: (member, fullName, email) => profile.updateProfile(member, fullName, email),
    inbox: (member) => inbox.list(member),
    claimInbox: (member, inboxId) => inbox.claim(member, inboxId),
    readInbox: (member, inboxId) => inbox.markRead(member, inboxId),
    unreadInbox: (member) => inbox.unreadCount(member),
    checkStatus: async (member) => profile.checkStatus(member),

    securityOverview: (member) => security.overview(member),
    logoutSession: (member, sessionId) => security.logoutSession(member, sessionId),
    logoutOthers: (member) => security.logoutOthers(member),
    setCodeLogin: (member, enabled) => security.setCodeLogin(member, enabled),

    protectionLimits: (member) => limits.memberOverview(member),
    setLimit: (member, input) => limits.setLimit(member, input),
    setSession: (member, input) => limits.setSession(member, input),
    exclude: (member, input) => exclusions.exclude(member, input),
    sessionStatus: (member) => sessionStatus(db, clock(), member),
  };

  const operatorServices: OperatorServices = {
    ledger,
    listPlayers: (siteKey) => operator.listPlayers(siteKey),
    credit: (siteKey, accountId, amount, reason, key) =>
      operator.adjust('credit', siteKey, accountId, amount, reason, key),
    debit: (siteKey, accountId, amount, reason, key) =>
      operator.adjust('debit', siteKey, accountId, amount, reason, key),
    history: async (siteKey, accountId, query) => {
      const { player } = await operator.player(siteKey, accountId);
      return ledger.history(player.id, query);
    },
    readOutbox: (siteKey, limit) => operator.readOutbox(siteKey, limit),
    setPlayerStatus: (siteKey, accountId, status) => operator.setPlayerStatus(siteKey, accountId, status),
    setVipLevels: async (siteKey, levels) => vip.setLevels((await operator.site(siteKey)).id, levels),
    sendInboxMessage: async (siteKey, accountId, message) => {
      const { site, player } = await operator.player(siteKey, accountId);
      return inbox.send(site, player, message);
    },
    createPlayer: (siteKey, input) => operator.createPlayer(siteKey, input),
    addFavouriteFor: async (siteKey, accountId, providerCode, gameCode) => {
      const { site, player } = await operator.player(siteKey, accountId);
      return favourites.add(site, player, providerCode, gameCode);
    },
    findPlayer: async (siteKey, accountId) => findPlayerRow(db, (await operator.site(siteKey)).id, accountId),
    purgeExpired: async () => ({
      sessions: await auth.sessions.purge(),
      codes: await auth.codes.purge(),
      rateLimits: await auth.limiter.purge(),
      signInAttempts: await auth.signIns.purge(),
    }),
    playerProtection: async (siteKey, accountId) => {
      const { site, player } = await operator.player(siteKey, accountId);
      return {
        overview: await limits.overview(site, player, OPERATOR_HISTORY_SHOWN),
        exclusions: await exclusionsOf(db, player.id),
      };
    },
  };

  return { players, operator: operatorServices };
}
