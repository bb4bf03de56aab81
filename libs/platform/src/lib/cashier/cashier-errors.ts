import type { ErrorKey } from '@wl/contract';
import { PlatformError } from '../http/envelope';
import { raisedRefusal } from '../db/database-function';

/** A cashier refusal the player sees: statusCode 0 and the key, with what was wrong when it helps. */
export const cashierRefusal = (key: ErrorKey, details?: string) =>
  new PlatformError(key, 0, 200, details ? { details } : {});

/**
 * Runs one of migration 0010's cashier functions; a refusal it raises ('cashier:<key>') becomes the
 * player's error with its detail, anything else is thrown as it is.
 */
export async function refusalsOf<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const refused = raisedRefusal(error, 'cashier');
    if (refused) throw cashierRefusal(refused.key as ErrorKey, refused.detail);
    throw error;
  }
}
