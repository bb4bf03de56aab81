import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { BACKOFFICE_TAG, STAFF_ROLE_ERRORS, STAFF_SESSION_NOTE } from '../backoffice-call';
import { siteId } from '../backoffice-entities';
import { fourEyesThreshold, MAX_FOUR_EYES_THRESHOLD_MINOR } from './money-entities';

export const backofficeFourEyesThresholds = defineCall({
  path: 'backoffice/money/four_eyes_thresholds',
  method: 'POST',
  fallback: 'unavailable',
  tag: BACKOFFICE_TAG,
  summary:
    "Back office (owner, finance, support, viewer): the four-eyes threshold of each of the staff member's sites",
  description: STAFF_SESSION_NOTE,
  request: z.object({ site_id: siteId.optional() }),
  answer: z.object({ value: z.array(fourEyesThreshold) }),
  errors: [...STAFF_ROLE_ERRORS, 'staffSiteForbidden'],
});

export const backofficeSetFourEyesThreshold = defineCall({
  path: 'backoffice/money/set_four_eyes_threshold',
  method: 'POST',
  fallback: 'disconnect',
  tag: BACKOFFICE_TAG,
  summary: "Back office (owner, finance): sets a site's four-eyes threshold for withdrawals",
  description:
    `${STAFF_SESSION_NOTE} A withdrawal of more than the threshold (minor units of the site's ` +
    'currency) needs the approval of two different owner or finance members. It applies to decisions ' +
    'from now on, pending withdrawals included.',
  request: z.object({
    site_id: siteId,
    threshold_minor: z.number().int().min(0).max(MAX_FOUR_EYES_THRESHOLD_MINOR),
  }),
  answer: z.object({ threshold: fourEyesThreshold }),
  errors: [...STAFF_ROLE_ERRORS, 'staffSiteForbidden', 'siteNotFound'],
});
