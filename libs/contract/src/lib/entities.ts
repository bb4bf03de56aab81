import type { z } from 'zod';
import type {
  bank,
  bankAccount,
  cashierStep,
  cashierTransaction,
  paymentMethod,
} from './calls/cashier/cashier-entities';
import type { withdrawalSummary } from './calls/cashier/withdrawal-summary';
import type { statementLine } from './calls/cashier/statement';
import type { adsVisit } from './calls/content/adsvisit';
import type { badge } from './calls/content/bts';
import type { trackingScript } from './calls/content/get-analytics';
import type { partner } from './calls/content/partners';
import type { socialAccountItem } from './calls/content/social-account';
import type { winner, withdrawalStats } from './calls/content/top10winner-withdrawal';
import type { announcement } from './calls/home/fetch-announcement';
import type { slide } from './calls/home/fetch-slide';
import type { marqueeItem } from './calls/home/marquee';
import type { referralSetting } from './calls/home/referral';
import type { inboxItem } from './calls/inbox/get-inbox';
import type { seoRecord } from './calls/site/seo';
import type { liveChat, providerCount, site, siteLanguage } from './calls/site/startup';
import type {
  exclusion,
  limitChange,
  moneyLimit,
  protectionOverview,
} from './calls/protection/protection-entities';
import type {
  activeSession,
  codeLoginSetting,
  signInAttempt,
  signInRecord,
} from './calls/security/security-entities';
import type { vipProgress } from './calls/vip/vip';
import type { vipLevel } from './calls/vip/vip-level';
import type { balanceFields } from './calls/wallet/balance-fields';
import type { cms } from './shared/cms';
import type { maintenance } from './shared/envelope';
import type { feedEntry } from './shared/feed';
import type { favouriteGame, game, gameItem } from './shared/game';
import type { memberRequest } from './shared/member-fields';
import type { siteRequest } from './shared/site-fields';

// The entities of the wire, as a client reads them (the schemas' output types).

export type Maintenance = z.output<typeof maintenance>;
export type Site = z.output<typeof site>;
export type SiteLanguage = z.output<typeof siteLanguage>;
export type ProviderCount = z.output<typeof providerCount>;
export type LiveChat = z.output<typeof liveChat>;

/** A call about the site itself, found by host name. */
export type SiteRequest = z.input<typeof siteRequest>;
/** A call of a signed-in player: `auth` is the session token the login answer gave. */
export type MemberRequest = z.input<typeof memberRequest>;

export type Game = z.output<typeof game>;
export type GameItem = z.output<typeof gameItem>;
export type FavouriteGame = z.output<typeof favouriteGame>;

export type Balance = z.output<typeof balanceFields>;
export type VipTier = z.output<typeof vipLevel>;
export type VipLevel = z.output<typeof vipProgress>;
export type InboxItem = z.output<typeof inboxItem>;

export type SeoRecord = z.output<typeof seoRecord>;
export type SocialAccount = z.output<typeof socialAccountItem>;
export type Cms = z.output<typeof cms>;
export type TrackingScript = z.output<typeof trackingScript>;
export type AdsVisitRequest = z.input<(typeof adsVisit)['request']>;
export type Partner = z.output<typeof partner>;
export type Badge = z.output<typeof badge>;
export type TopWinner = z.output<typeof winner>;
export type WithdrawalStats = z.output<typeof withdrawalStats>;
export type RecentTransaction = z.output<typeof feedEntry>;
export type Slide = z.output<typeof slide>;
export type Announcement = z.output<typeof announcement>;
export type MarqueeItem = z.output<typeof marqueeItem>;
export type ReferralSetting = z.output<typeof referralSetting>;

export type PaymentMethod = z.output<typeof paymentMethod>;
export type Bank = z.output<typeof bank>;
export type BankAccount = z.output<typeof bankAccount>;
export type CashierStep = z.output<typeof cashierStep>;
export type CashierTransaction = z.output<typeof cashierTransaction>;
export type StatementLine = z.output<typeof statementLine>;
export type WithdrawalSummary = z.output<(typeof withdrawalSummary)['answer']>;

/** The responsible-gaming page's data: limits with their windows, pending changes, exclusion, history. */
export type ProtectionOverview = z.output<typeof protectionOverview>;
export type MoneyLimit = z.output<typeof moneyLimit>;
export type LimitChange = z.output<typeof limitChange>;
export type Exclusion = z.output<typeof exclusion>;

/** The security page's data. */
export type SignInRecord = z.output<typeof signInRecord>;
export type SignInAttempt = z.output<typeof signInAttempt>;
export type ActiveSession = z.output<typeof activeSession>;
export type CodeLoginSetting = z.output<typeof codeLoginSetting>;
