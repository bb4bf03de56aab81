import { z } from 'zod';
import { safeString } from './safe-string';

/** The body every site call carries: the host name and, optionally, the site's external_id. */
export const siteRequest = z.object({
  domain_name: safeString().trim().min(1).max(253).describe('The host name the player visits'),
  external_id: safeString()
    .max(100)
    .nullish()
    .describe("The site's external_id; when sent it must be the site's own"),
});

/**
 * The site fields of a player call (sign-in, codes, member calls): the site is domain_name when sent,
 * else the Host the browser asked for; external_id may come as a number.
 */
export const playerSiteFields = {
  domain_name: safeString().max(253).nullish(),
  external_id: z.union([safeString().max(64), z.number().int()]).nullish(),
};

/** The site fields a guest's player call sends (login, sign-up, codes, the VIP table). */
export const playerSiteRequest = z.object(playerSiteFields);
