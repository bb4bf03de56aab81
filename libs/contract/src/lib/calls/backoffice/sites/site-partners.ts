import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { safeString } from '../../../shared/safe-string';
import { BACKOFFICE_TAG } from '../backoffice-call';
import { siteId } from '../backoffice-entities';
import { listRequest, READ_NOTE, SITE_LIST_ERRORS, WRITE_NOTE } from './site-lists';

/** The most partner logos a site's footer keeps. */
export const MAX_PARTNERS = 100;

/** One partner logo of the site's footer. */
export const partnerEntry = z.object({
  partner_name: safeString().max(1_000).describe('Plain text (the logo picture text)'),
  img_url: safeString().max(1_000).describe('An https or site path address of the logo'),
  href: safeString().max(1_000).describe('A path on the site, an http(s) URL, mailto: or tel:'),
});

export const sitePartners = defineCall({
  path: 'backoffice/sites/partners',
  method: 'POST',
  fallback: 'unavailable',
  tag: BACKOFFICE_TAG,
  summary: "Back office: a site's partner logos (the footer), in order",
  description: READ_NOTE,
  request: listRequest,
  answer: z.object({ value: z.array(partnerEntry) }),
  errors: SITE_LIST_ERRORS,
});

export const siteSetPartners = defineCall({
  path: 'backoffice/sites/set_partners',
  method: 'POST',
  fallback: 'disconnect',
  tag: BACKOFFICE_TAG,
  summary: "Back office: saves a site's partner logos whole, in order",
  description: WRITE_NOTE,
  request: z.object({ site_id: siteId, value: z.array(partnerEntry).max(MAX_PARTNERS) }),
  answer: z.object({ value: z.array(partnerEntry).describe("The site's partners after the change") }),
  errors: [...SITE_LIST_ERRORS, 'invalidPartner'],
});
