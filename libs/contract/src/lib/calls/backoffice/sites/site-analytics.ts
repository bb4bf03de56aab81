import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { safeString } from '../../../shared/safe-string';
import { BACKOFFICE_TAG, STAFF_SESSION_NOTE } from '../backoffice-call';
import { siteId } from '../backoffice-entities';
import { listRequest, SITE_LIST_ERRORS } from './site-lists';

/** The most analytics snippets a site keeps, and the most characters of one. */
export const MAX_TRACKING_SCRIPTS = 20;
export const MAX_TRACKING_SCRIPT_LENGTH = 20_000;

/** One analytics snippet: HTML the site adds to every page as written (HEAD: its scripts run). */
export const trackingScriptEntry = z.object({
  section: z.enum(['HEAD', 'BODY']).describe('HEAD: added to the head, scripts run; BODY: a noscript'),
  script: safeString().max(MAX_TRACKING_SCRIPT_LENGTH).describe('Stored as written, not sanitised'),
});

export const siteAnalytics = defineCall({
  path: 'backoffice/sites/analytics',
  method: 'POST',
  fallback: 'unavailable',
  tag: BACKOFFICE_TAG,
  summary: "Back office: a site's analytics snippets (run on every page), in order",
  description: `${STAFF_SESSION_NOTE} Role: owner only (the snippets are code every player's page runs).`,
  request: listRequest,
  answer: z.object({ value: z.array(trackingScriptEntry) }),
  errors: SITE_LIST_ERRORS,
});

export const siteSetAnalytics = defineCall({
  path: 'backoffice/sites/set_analytics',
  method: 'POST',
  fallback: 'disconnect',
  tag: BACKOFFICE_TAG,
  summary: "Back office: saves a site's analytics snippets whole, in order",
  description:
    `${STAFF_SESSION_NOTE} Role: owner only. Stored as written, not sanitised: HEAD snippets' scripts ` +
    "run on every page of the site for every player (with the page's CSP nonce). A refused list changes " +
    'nothing. The site shows it at once.',
  request: z.object({ site_id: siteId, value: z.array(trackingScriptEntry).max(MAX_TRACKING_SCRIPTS) }),
  answer: z.object({ value: z.array(trackingScriptEntry).describe("The site's snippets after the change") }),
  errors: [...SITE_LIST_ERRORS, 'invalidTrackingScript'],
});
