import { siteRequest } from '@wl/contract';
import type { z } from 'zod';
import type { SiteCall } from '../sites/site-types';

/** The body every site call carries: the host name and, optionally, the site's external_id. */
export const siteCallBody = siteRequest;

export function siteCallOf(body: z.output<typeof siteCallBody>): SiteCall {
  return { domainName: body.domain_name, externalId: body.external_id ?? null };
}

export const SITE_FAILURES =
  'Failures (HTTP 200, nothing changed): statusCode -404 siteNotFound (unknown domain_name, or an external_id ' +
  'of another site), -403 siteDisabled or siteExpired, -503 underMaintenance with the maintenance window. ' +
  'A malformed payload gets HTTP 400 { statusCode: -400, message: invalidRequest }.';
