import { z } from 'zod';
import { defineCall } from '../../define-call';
import { SITE_ERRORS } from '../../shared/error-groups';
import { siteRequest } from '../../shared/site-fields';

/** An announcement; the content is HTML the operator wrote, sanitised before it is shown. */
export const announcement = z.object({
  id: z.number(),
  en_title: z.string(),
  local_title: z.string(),
  en_content: z.string(),
  local_content: z.string(),
  published_at: z.string(),
});

export const fetchAnnouncement = defineCall({
  path: 'home/fetch_announment',
  method: 'POST',
  fallback: 'unavailable',
  tag: 'site',
  summary: 'Announcements, newest first (the spec spells the path so)',
  request: siteRequest,
  answer: z.object({ value: z.array(announcement) }),
  errors: SITE_ERRORS,
});
