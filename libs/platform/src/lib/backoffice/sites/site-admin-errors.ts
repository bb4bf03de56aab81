import { PlatformError } from '../../http/envelope';

/**
 * The back office answers every refusal as its other calls do (HTTP 200, statusCode 0, the key): the
 * site services' own refusals (400 invalidHost, 409 hostInUse) are answered the same way, details kept.
 */
export function asStaffRefusal(error: unknown): unknown {
  if (!(error instanceof PlatformError) || error.messageKey === 'internalServerError') return error;
  return new PlatformError(error.messageKey, 0, 200, error.fields);
}

/** Runs a back-office site change, answering its refusals as the back office does. */
export async function refusingAsStaff<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asStaffRefusal(error);
  }
}

export const siteAdminErrors = {
  keyInUse: (key: string) => new PlatformError('siteKeyInUse', 0, 200, { details: key }),
  siteNotFound: () => new PlatformError('siteNotFound', 0, 200),
  invalidProvider: (code: string) => new PlatformError('invalidProvider', 0, 200, { details: code }),
  invalidSettings: (details: string) => new PlatformError('invalidSiteSettings', 0, 200, { details }),
} as const;
