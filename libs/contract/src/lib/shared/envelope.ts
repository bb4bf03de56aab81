import { z } from 'zod';
import { currentLine } from './current-line';

/** A site's maintenance window: is_maintenance is true inside it; dates are ISO 8601. */
export const maintenance = z.object({
  is_maintenance: z.boolean(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
});

/**
 * Any failure, the same for every call: statusCode other than 1, a message key of ERROR_KEYS and the
 * fields that go with some of them.
 */
export const failure = z.object({
  statusCode: z
    .number()
    .int()
    .refine((code) => code !== 1),
  message: z.string(),
  retry_after: z.number().int().optional().describe('seconds to wait (tooManyRequests)'),
  details: z.string().optional().describe('what was wrong with the payload (invalidRequest)'),
  maintenance: maintenance.optional().describe('the window (underMaintenance)'),
  until: z
    .string()
    .optional()
    .describe('when the time-out or self-exclusion ends, ISO 8601 (timedOut, selfExcluded)'),
  period: z.string().optional().describe('the limit that binds: 24h, 7d or 30d (depositLimitReached)'),
  remaining: z
    .number()
    .optional()
    .describe('what that limit still allows now, major units of the site currency (depositLimitReached)'),
  lines: z
    .array(currentLine)
    .optional()
    .describe('the prices of the bet as they stand now (priceChanged, marketSuspended)'),
  cash_out: z
    .number()
    .nullable()
    .optional()
    .describe('the cash-out offer as it stands now, null when none (cashOutChanged)'),
});

/** The envelope's own fields on a success. */
export const successEnvelope = { statusCode: z.literal(1), message: z.string() };
