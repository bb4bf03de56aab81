import { PlatformError } from '../../http/envelope';

/** The back office's player refusals (HTTP 200, statusCode 0), as the other staff calls answer theirs. */
export const backofficePlayerErrors = {
  /** No such player on the site named; a site outside the staff member's never gets this far. */
  notFound: () => new PlatformError('playerNotFound', 0, 200),
  /** A closed account is not locked or unlocked from the back office. */
  invalidStatus: () => new PlatformError('invalidStatus', 0, 200),
} as const;
