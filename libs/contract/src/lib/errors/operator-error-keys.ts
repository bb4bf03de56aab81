/**
 * Keys of the operator's calls and of bad seed or catalogue data: read by operator tools and the log,
 * never shown to a player, so the browser does not carry them.
 */
export const OPERATOR_ERROR_KEYS = [
  // Ledger postings the operator makes, and their idempotency.
  'invalidAsset',
  'idempotencyConflict',
  'invalidIdempotencyKey',
  'reasonRequired',
  'reasonTooLong',
  'invalidStatus',

  // The operator's site, content and catalogue input.
  'invalidSiteKey',
  'invalidSiteName',
  'invalidCurrency',
  'invalidExternalId',
  'invalidHost',
  'hostInUse',
  'externalIdInUse',
  'siteConflict',
  'invalidSiteSettings',
  'invalidMaintenanceWindow',
  // A site setting the back office changes, by group (details name the field).
  'invalidSiteLogo',
  'invalidSiteLanguages',
  'invalidLiveChat',
  'invalidFooterBadge',
  'invalidAffiliateDomain',
  'invalidAppLink',
  'invalidMenu',
  'invalidCmsPage',
  'invalidSeoRecord',
  'invalidSocialAccount',
  'invalidPartner',
  'invalidTrackingScript',
  'invalidSlide',
  'invalidAnnouncement',
  'invalidMarquee',
  'invalidMission',
  'invalidPromotion',
  'invalidActivity',
  'invalidProvider',
  'invalidGame',
  'invalidGameType',
  'invalidLeague',
  'invalidRewardsSettings',
  'invalidVipLevels',

  // The back office: a staff call without a live staff session, outside the staff member's role or sites,
  // a second sign-in step whose challenge is gone, and the owner's staff changes.
  'staffSignInRequired',
  'staffForbidden',
  'staffSiteForbidden',
  'staffChallengeExpired',
  'staffExists',
  'staffNotFound',
  'staffLastOwner',
  'staffPasswordChangeRequired',
  'staffPasswordUnchanged',
  // The back office's players: no such player on the site named (or on none of the staff member's).
  'playerNotFound',
  // The back office's money: no such withdrawal on the staff member's sites, one already decided, and a
  // four-eyes approval by the staff member who gave the first.
  'withdrawalNotFound',
  'withdrawalDecided',
  'withdrawalSecondApproverRequired',
  // A game round not on the staff member's sites (or no such round).
  'roundNotFound',
  // A site's payment settings that cannot be: a maximum below the minimum, a method the site does not have.
  'invalidPaymentSettings',
  // The back office's sites: a new site's key is another site's.
  'siteKeyInUse',
] as const;

export type OperatorErrorKey = (typeof OPERATOR_ERROR_KEYS)[number];
