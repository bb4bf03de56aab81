import { z } from 'zod';
import { defineCall } from '../../define-call';
import { SITE_ERRORS } from '../../shared/error-groups';
import { siteRequest } from '../../shared/site-fields';
import { feedEntry } from '../../shared/feed';

export const fetchTransactions = defineCall({
  path: 'home/fetch_transactions',
  method: 'POST',
  fallback: 'unavailable',
  tag: 'site',
  summary: 'The ten latest deposits and withdrawals (account ids masked, amounts in currency units)',
  request: siteRequest,
  answer: z.object({ deposits: z.array(feedEntry), withdrawals: z.array(feedEntry) }),
  errors: SITE_ERRORS,
});
