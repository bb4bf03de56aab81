import { z } from 'zod';
import { defineCall } from '../../define-call';
import { SITE_ERRORS } from '../../shared/error-groups';
import { siteRequest } from '../../shared/site-fields';
import { cms } from '../../shared/cms';

export const siteInfoDetail = defineCall({
  path: 'settings/siteinfodetail',
  method: 'POST',
  fallback: 'unavailable',
  tag: 'site',
  summary:
    'The CMS pages: per page a status and the English and local bodies (sanitised HTML; empty when off)',
  request: siteRequest,
  answer: z.object({ cms }),
  errors: SITE_ERRORS,
});
