import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { safeString } from '../../../shared/safe-string';
import { BACKOFFICE_TAG } from '../backoffice-call';
import { siteId } from '../backoffice-entities';
import { listRequest, READ_NOTE, SITE_LIST_ERRORS, WRITE_NOTE } from './site-lists';

/** The most slides a site's home carousel keeps. */
export const MAX_SLIDES = 20;

/** One slide of the home carousel as the back office edits it (titles and subtitles are plain text). */
export const slideEntry = z.object({
  en_title: safeString().max(1_000),
  local_title: safeString().max(1_000),
  en_subtitle: safeString().max(1_000),
  local_subtitle: safeString().max(1_000),
  image_url: safeString()
    .max(1_000)
    .nullable()
    .describe('An https or site path address; null: the platform draws a banner from the titles'),
  link_url: safeString().max(1_000).describe('A path on the site, an http(s) URL, mailto: or tel:'),
});

export const siteSlides = defineCall({
  path: 'backoffice/sites/slides',
  method: 'POST',
  fallback: 'unavailable',
  tag: BACKOFFICE_TAG,
  summary: "Back office: a site's home carousel slides, in order",
  description: READ_NOTE,
  request: listRequest,
  answer: z.object({ value: z.array(slideEntry) }),
  errors: SITE_LIST_ERRORS,
});

export const siteSetSlides = defineCall({
  path: 'backoffice/sites/set_slides',
  method: 'POST',
  fallback: 'disconnect',
  tag: BACKOFFICE_TAG,
  summary: "Back office: saves a site's home carousel slides whole, in order",
  description: `${WRITE_NOTE} Titles and subtitles are plain text, shown as written.`,
  request: z.object({ site_id: siteId, value: z.array(slideEntry).max(MAX_SLIDES) }),
  answer: z.object({ value: z.array(slideEntry).describe("The site's slides after the change") }),
  errors: [...SITE_LIST_ERRORS, 'invalidSlide'],
});
