import { z } from 'zod';
import type { SiteCall } from '../site-types';

/** The body every site call carries: the host name and, optionally, the site's external_id. */
export const siteCallBody = z.object({
  domain_name: z.string().trim().min(1).max(253).describe('The host name the player visits'),
  external_id: z
    .string()
    .max(100)
    .nullish()
    .describe("The site's external_id; when sent it must be the site's own"),
});

export function siteCallOf(body: z.infer<typeof siteCallBody>): SiteCall {
  return { domainName: body.domain_name, externalId: body.external_id ?? null };
}

export const maintenanceSchema = z.object({
  is_maintenance: z.boolean(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
});

/** The answer of a site call that cannot be served; statusCode is never 1. */
export const siteFailure = z.object({
  statusCode: z
    .number()
    .int()
    .refine((code) => code !== 1),
  message: z.string(),
  maintenance: maintenanceSchema.optional(),
});

export const SITE_FAILURES =
  'Failures (HTTP 200, nothing changed): statusCode -404 siteNotFound (unknown domain_name, or an external_id ' +
  'of another site), -403 siteDisabled or siteExpired, -503 underMaintenance with the maintenance window. ' +
  'A malformed payload gets HTTP 400 { statusCode: -400, message: invalidRequest }.';

/** A site call's answer: the success envelope with its fields, or a site failure. */
export function siteAnswer<T extends z.ZodRawShape>(fields: T) {
  return z.union([z.object({ statusCode: z.literal(1), message: z.string(), ...fields }), siteFailure]);
}

export const gameItem = z.object({
  provider_code: z.string(),
  game_code: z.string(),
  game_name: z.string(),
  game_type: z.string(),
  game_image: z.string(),
  hot: z.boolean(),
  featured: z.boolean(),
  popular: z.boolean(),
  new: z.boolean(),
});

export const feedEntry = z.object({ account_id: z.string(), amount: z.number(), created_at: z.string() });
