import type { ErrorKey } from '@wl/contract';
import { currencyDigits } from '@wl/money';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sites } from '../../db/schema';
import { PlatformError } from '../../http/envelope';
import { invalidSite } from '../../sites/site-errors';
import { siteAdminErrors } from './site-admin-errors';

/** A site's currency and its decimal places, for amounts kept in minor units. */
export async function siteMoney(db: Db, siteId: number): Promise<{ currency: string; digits: number }> {
  const [site] = await db.select({ currency: sites.currency }).from(sites).where(eq(sites.id, siteId));
  if (!site) throw siteAdminErrors.siteNotFound();
  return { currency: site.currency, digits: currencyDigits(site.currency) };
}

/**
 * Runs the rewards' own check of an entry (it throws invalidRequest naming what is wrong) and answers its
 * refusal with the back office's key for that kind of entry, the details kept.
 */
export function checkedAs<T>(key: ErrorKey, check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof PlatformError && error.messageKey === 'invalidRequest') {
      const details = error.fields['details'];
      throw invalidSite(key, typeof details === 'string' ? details : 'not valid');
    }
    throw error;
  }
}
