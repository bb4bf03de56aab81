import type { ErrorKey } from '@wl/contract';
import { PlatformError } from '../../http/envelope';

const fail = (key: ErrorKey) => new PlatformError(key, 0, 200);

/** Refusals of the back office's money calls; nothing was changed by a call that answers one. */
export const moneyErrors = {
  /** No such withdrawal, or one of a site outside the staff member's: the same answer for both. */
  withdrawalNotFound: () => fail('withdrawalNotFound'),
  /** The withdrawal was decided otherwise already (approved, paid, rejected, cancelled or failed). */
  withdrawalDecided: () => fail('withdrawalDecided'),
  /** A four-eyes withdrawal the staff member approved already: another member must approve it. */
  secondApproverRequired: () => fail('withdrawalSecondApproverRequired'),
  reasonRequired: () => fail('reasonRequired'),
  reasonTooLong: () => fail('reasonTooLong'),
  siteNotFound: () => fail('siteNotFound'),
  /** No such game round, or one of a site outside the staff member's: the same answer for both. */
  roundNotFound: () => fail('roundNotFound'),
  /** A maximum below the minimum, a method named twice or one the site does not have. */
  invalidPaymentSettings: () => fail('invalidPaymentSettings'),
} as const;
