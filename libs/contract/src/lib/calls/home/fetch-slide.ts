import { z } from 'zod';
import { defineCall } from '../../define-call';
import { SITE_ERRORS } from '../../shared/error-groups';
import { siteRequest } from '../../shared/site-fields';

/** A slide of the home page: its picture, where it leads (a path of the site or an address) and its texts. */
export const slide = z.object({
  id: z.number(),
  en_title: z.string(),
  local_title: z.string(),
  en_subtitle: z.string(),
  local_subtitle: z.string(),
  image_url: z.string(),
  link_url: z.string(),
});

export const fetchSlide = defineCall({
  path: 'home/fetch_slide',
  method: 'POST',
  fallback: 'unavailable',
  tag: 'site',
  summary: "The home page's slides, in order",
  request: siteRequest,
  answer: z.object({ value: z.array(slide) }),
  errors: SITE_ERRORS,
});
