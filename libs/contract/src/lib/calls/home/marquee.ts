import { z } from 'zod';
import { defineCall } from '../../define-call';
import { SITE_ERRORS } from '../../shared/error-groups';
import { siteRequest } from '../../shared/site-fields';

export const marqueeItem = z.object({ id: z.number(), en_text: z.string(), local_text: z.string() });

export const marquee = defineCall({
  path: 'home/marquee',
  method: 'POST',
  fallback: 'unavailable',
  tag: 'site',
  summary: 'The scrolling marquee messages',
  request: siteRequest,
  answer: z.object({ value: z.array(marqueeItem) }),
  errors: SITE_ERRORS,
});
