import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { safeString } from '../../../shared/safe-string';
import { BACKOFFICE_TAG, STAFF_ROLE_ERRORS, STAFF_SESSION_NOTE } from '../backoffice-call';
import { siteId } from '../backoffice-entities';

const SITE_ERRORS = [...STAFF_ROLE_ERRORS, 'staffSiteForbidden', 'siteNotFound'] as const;

/** One mission of a site as the back office edits it (players see those switched on, in order). */
export const missionEntry = z.object({
  id: z.number().int(),
  position: z.number().int().describe('Order on the missions page'),
  status: z.boolean().describe('False: switched off (players do not see it; its claims stay on record)'),
  code: z.string().describe("The operator's name for it, unique per site"),
  period: z.string().describe('daily or weekly (in the site time zone)'),
  kind: z.string().describe('wager, distinct_games, deposit, login_days or win_multiplier'),
  target: z
    .number()
    .int()
    .describe('Minor units for wager and deposit; hundredths for win_multiplier (500 = 5×); else a count'),
  category: z.string().nullable().describe('wager only: the game category counted; null for every game'),
  reward_kind: z.string().describe('tokens or cash'),
  reward_amount: z.number().int().describe('Whole tokens, or minor units of the site currency for cash'),
});

const missionList = {
  currency: z.string().describe("The site's currency"),
  digits: z.number().int().describe('Decimal places of its minor unit'),
  value: z.array(missionEntry),
};

export const siteMissions = defineCall({
  path: 'backoffice/sites/missions',
  method: 'POST',
  fallback: 'unavailable',
  tag: BACKOFFICE_TAG,
  summary: "Back office: a site's daily and weekly missions, switched on or off, in order",
  description: `${STAFF_SESSION_NOTE} Roles: owner, siteManager, viewer; only the staff member's sites.`,
  request: z.object({ site_id: siteId }),
  answer: z.object(missionList),
  errors: SITE_ERRORS,
});

export const siteSaveMission = defineCall({
  path: 'backoffice/sites/save_mission',
  method: 'POST',
  fallback: 'disconnect',
  tag: BACKOFFICE_TAG,
  summary: 'Back office: writes a mission of a site (a new one without id, that one with it)',
  description:
    `${STAFF_SESSION_NOTE} Roles: owner, siteManager. Checked as the operator command checks it; a bad ` +
    'mission, a code already used or a changed code answers invalidMission and changes nothing. A mission ' +
    'is switched off (status false), never deleted, so its claims stay on record. Players keep their ' +
    "progress (counted from the period's play) and claims: a changed target or reward applies at once, " +
    'also to the period under way. A new mission without position goes last.',
  request: z.object({
    site_id: siteId,
    id: z.number().int().min(1).max(2_147_483_647).optional().describe('Left out: a new mission'),
    position: z.number().int().min(0).max(10_000).optional(),
    status: z.boolean(),
    code: safeString().max(64),
    period: safeString().max(16),
    kind: safeString().max(32),
    target: z.number(),
    category: safeString().max(32).nullable(),
    reward_kind: safeString().max(16),
    reward_amount: z.number(),
  }),
  answer: z.object({ id: z.number().int().describe('The mission written'), ...missionList }),
  errors: [...SITE_ERRORS, 'invalidMission'],
});
