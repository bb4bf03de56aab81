import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { safeString } from '../../../shared/safe-string';
import { BACKOFFICE_TAG, STAFF_ROLE_ERRORS, STAFF_SESSION_NOTE } from '../backoffice-call';
import { siteId } from '../backoffice-entities';

/** The most VIP levels a site keeps. */
export const MAX_VIP_LEVELS = 50;

const SITE_ERRORS = [...STAFF_ROLE_ERRORS, 'staffSiteForbidden', 'siteNotFound'] as const;

/** One VIP level: reached when a player's lifetime deposits and turnover both reach its thresholds. */
export const vipLevelEntry = z.object({
  level: z.number().int().describe('Increasing from the first level'),
  name: safeString().max(100).describe('Plain text, as the VIP page shows it'),
  starting_deposit_minor: z.number().int().describe('Lifetime deposits to reach it, minor units'),
  starting_turnover_minor: z.number().int().describe('Lifetime turnover to reach it, minor units'),
});

const vipAnswer = z.object({
  currency: z.string(),
  digits: z.number().int().describe("The site currency's decimal places"),
  value: z.array(vipLevelEntry).describe('Lowest level first'),
});

export const siteVipLevels = defineCall({
  path: 'backoffice/sites/vip_levels',
  method: 'POST',
  fallback: 'unavailable',
  tag: BACKOFFICE_TAG,
  summary: "Back office: a site's VIP levels, lowest first",
  description: `${STAFF_SESSION_NOTE} Roles: owner, siteManager, viewer; only the staff member's sites.`,
  request: z.object({ site_id: siteId }),
  answer: vipAnswer,
  errors: SITE_ERRORS,
});

export const siteSetVipLevels = defineCall({
  path: 'backoffice/sites/set_vip_levels',
  method: 'POST',
  fallback: 'disconnect',
  tag: BACKOFFICE_TAG,
  summary: "Back office: replaces a site's VIP levels whole; the VIP page shows them at once",
  description:
    `${STAFF_SESSION_NOTE} Roles: owner, siteManager. Levels must climb: the first from 0 and 0, each ` +
    "threshold never below the level below's and one of them above it; else invalidVipLevels and nothing " +
    'changes. No player level is stored: each player is placed by the new thresholds at their next read.',
  request: z.object({ site_id: siteId, levels: z.array(vipLevelEntry).max(MAX_VIP_LEVELS) }),
  answer: vipAnswer,
  errors: [...SITE_ERRORS, 'invalidVipLevels'],
});
