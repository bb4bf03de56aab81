import { z } from 'zod';
import { defineCall } from '../../define-call';
import { SITE_ERRORS } from '../../shared/error-groups';
import { playerSiteRequest } from '../../shared/site-fields';
import { bank, paymentMethod } from './cashier-entities';

export const paymentMethods = defineCall({
  path: 'cashier/methods',
  method: 'POST',
  fallback: 'unavailable',
  tag: 'cashier',
  summary: 'The payment methods the site offers with their limits and fees, and the banks it pays out to',
  request: playerSiteRequest,
  answer: z.object({
    currency: z.string(),
    methods: z.array(paymentMethod),
    banks: z.array(bank),
  }),
  errors: SITE_ERRORS,
});
