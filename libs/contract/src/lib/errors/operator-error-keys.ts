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
  'invalidMenu',
  'invalidCmsPage',
  'invalidSeoRecord',
  'invalidSocialAccount',
  'invalidPartner',
  'invalidTrackingScript',
  'invalidSlide',
  'invalidAnnouncement',
  'invalidMarquee',
  'invalidActivity',
  'invalidProvider',
  'invalidGame',
  'invalidGameType',
  'invalidLeague',

  // The back office: a staff call without a live staff session, outside the staff member's role or sites,
  // a second sign-in step whose challenge is gone, and the owner's staff changes.
  'staffSignInRequired',
  'staffForbidden',
  'staffSiteForbidden',
  'staffChallengeExpired',
  'staffExists',
  'staffNotFound',
  'staffLastOwner',
] as const;

export type OperatorErrorKey = (typeof OPERATOR_ERROR_KEYS)[number];
