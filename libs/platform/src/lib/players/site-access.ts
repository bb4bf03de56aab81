import { PlatformError, sessionExpired } from '../http/envelope';
import type { SiteRef, SiteServices } from '../sites/site-types';
import type { ClientContext } from './player-types';

/** The site a site call is for (siteNotFound, siteDisabled, siteExpired or underMaintenance otherwise). */
export function openSite(sites: SiteServices, context: ClientContext): Promise<SiteRef> {
  return sites.open({ domainName: context.domainName, externalId: context.externalId ?? null });
}

/** The site of a member call: no such site means no session there, which is the session-expired answer. */
export async function openMemberSite(sites: SiteServices, context: ClientContext): Promise<SiteRef> {
  try {
    return await openSite(sites, context);
  } catch (error) {
    if (error instanceof PlatformError && error.messageKey === 'siteNotFound') throw sessionExpired();
    throw error;
  }
}
