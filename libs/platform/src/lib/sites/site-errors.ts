import { PlatformError } from '../http/envelope';
import type { ErrorKey, Maintenance } from '@wl/contract';

/**
 * Failures of site calls. They answer HTTP 200 with the envelope, like every other business answer:
 * the front end reads statusCode and translates message.
 */
export const SITE_NOT_FOUND_STATUS = -404;
export const SITE_CLOSED_STATUS = -403;
export const SITE_MAINTENANCE_STATUS = -503;

/** No site has this host name (or the external_id sent does not belong to it). */
export const siteNotFound = () => new PlatformError('siteNotFound', SITE_NOT_FOUND_STATUS);
/** The operator switched the site off. */
export const siteDisabled = () => new PlatformError('siteDisabled', SITE_CLOSED_STATUS);
/** The site's expiry date has passed. */
export const siteExpired = () => new PlatformError('siteExpired', SITE_CLOSED_STATUS);
/** The site is inside its maintenance window: only startup answers (with the maintenance layout). */
export const siteUnderMaintenance = (maintenance: Maintenance) =>
  new PlatformError('underMaintenance', SITE_MAINTENANCE_STATUS, 200, { maintenance });

/** Operator input that cannot be applied; nothing was changed. */
export const invalidSite = (messageKey: ErrorKey, details: string) =>
  new PlatformError(messageKey, -400, 400, { details });
