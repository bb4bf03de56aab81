import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { safeString } from '../../../shared/safe-string';
import { BACKOFFICE_TAG, STAFF_ROLE_ERRORS, STAFF_SESSION_NOTE } from '../backoffice-call';
import { siteId } from '../backoffice-entities';

/** The largest amount limit of a payment method, in minor units (as the cashier's setup allows). */
export const MAX_METHOD_AMOUNT_MINOR = 1_000_000_000_000;

/** A site's payment method as the back office shows it (the provider and fees are the operator's set-up). */
export const sitePaymentMethod = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(['bank_transfer', 'ewallet', 'card']),
  provider_code: z.string(),
  deposits: z.boolean().describe('Players may deposit with it'),
  payouts: z.boolean().describe('Players may withdraw with it'),
  min_minor: z.number().int().describe('Smallest deposit or withdrawal, minor units'),
  max_minor: z.number().int().describe('Largest deposit or withdrawal, minor units'),
  fee_fixed_minor: z.number().int(),
  fee_basis_points: z.number().int(),
});

/** A site's withdrawal rules. */
export const siteCashierRules = z.object({
  max_pending_withdrawals: z.number().int().describe('Withdrawals a player may have waiting at once'),
  max_withdrawals_per_day: z.number().int().describe('Withdrawals a player may ask for in a day'),
  wagering_percent: z.number().int().describe('Turnover asked of a deposit before a withdrawal, in percent'),
  deposit_expiry_minutes: z.number().int(),
});

const paymentSettings = z.object({
  site_id: z.number().int(),
  site_key: z.string(),
  currency: z.string(),
  digits: z.number().int().describe('Decimal places of the currency'),
  methods: z.array(sitePaymentMethod),
  rules: siteCashierRules,
});

export const backofficePaymentSettings = defineCall({
  path: 'backoffice/money/payment_settings',
  method: 'POST',
  fallback: 'unavailable',
  tag: BACKOFFICE_TAG,
  summary: "Back office (every role): a site's payment methods with their limits, and its withdrawal rules",
  description: `${STAFF_SESSION_NOTE} The four-eyes threshold has its own calls (four_eyes_thresholds).`,
  request: z.object({ site_id: siteId }),
  answer: z.object({ settings: paymentSettings }),
  errors: [...STAFF_ROLE_ERRORS, 'staffSiteForbidden', 'siteNotFound'],
});

export const backofficeSetPaymentSettings = defineCall({
  path: 'backoffice/money/set_payment_settings',
  method: 'POST',
  fallback: 'disconnect',
  tag: BACKOFFICE_TAG,
  summary: "Back office (owner, finance): turns a site's payment methods on and off, sets limits and rules",
  description:
    `${STAFF_SESSION_NOTE} Each method named (by code, one of the site's) gets deposits and payouts on or ` +
    'off and its minimum and maximum (minor units); the methods not named are left as they are. The rules ' +
    "given replace the site's. The player's cashier shows the change at once. A maximum below the " +
    'minimum, or a method the site does not have, answers invalidPaymentSettings and changes nothing.',
  request: z.object({
    site_id: siteId,
    methods: z
      .array(
        z.object({
          code: safeString().trim().min(1).max(32),
          deposits: z.boolean(),
          payouts: z.boolean(),
          min_minor: z.number().int().min(1).max(MAX_METHOD_AMOUNT_MINOR),
          max_minor: z.number().int().min(1).max(MAX_METHOD_AMOUNT_MINOR),
        }),
      )
      .max(50)
      .default([]),
    rules: z
      .object({
        max_pending_withdrawals: z.number().int().min(1).max(100),
        max_withdrawals_per_day: z.number().int().min(1).max(1000),
        wagering_percent: z.number().int().min(0).max(10_000),
      })
      .optional(),
  }),
  answer: z.object({ settings: paymentSettings }),
  errors: [...STAFF_ROLE_ERRORS, 'staffSiteForbidden', 'siteNotFound', 'invalidPaymentSettings'],
});
