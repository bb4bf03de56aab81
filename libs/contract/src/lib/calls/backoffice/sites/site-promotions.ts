import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { safeString } from '../../../shared/safe-string';
import { BACKOFFICE_TAG, STAFF_ROLE_ERRORS, STAFF_SESSION_NOTE } from '../backoffice-call';
import { siteId } from '../backoffice-entities';

const SITE_ERRORS = [...STAFF_ROLE_ERRORS, 'staffSiteForbidden', 'siteNotFound'] as const;

/** One promotion (bonus offer) of a site as the back office edits it. */
export const promotionEntry = z.object({
  id: z.number().int(),
  position: z.number().int().describe('Order on the promotions page'),
  status: z.boolean().describe('False: switched off (no opt-in; the bonuses it granted stay)'),
  code: z.string().describe("The operator's name for it, unique per site"),
  kind: z.string().describe('deposit_bonus or free_spins'),
  title: z.string().describe('Plain text'),
  terms: z.string().describe('Plain text'),
  bonus_percent: z.number().int().describe('deposit_bonus: percent of the deposit'),
  max_bonus_minor: z.number().int(),
  min_deposit_minor: z.number().int(),
  wagering_multiplier: z.number().describe('Bets of this many times the bonus release it'),
  free_spins: z
    .object({
      rounds: z.number().int(),
      provider_code: z.string(),
      game_code: z.string(),
      bet_minor: z.number().int(),
    })
    .nullable()
    .describe('free_spins: what opting in grants'),
  valid_days: z.number().int().describe('Days from the grant to meet the wagering or play the spins'),
  starts_at: z.string().nullable().describe('ISO 8601; null: from now'),
  ends_at: z.string().nullable().describe('ISO 8601; null: no end'),
});

const promotionList = {
  currency: z.string().describe("The site's currency"),
  digits: z.number().int().describe('Decimal places of its minor unit'),
  value: z.array(promotionEntry),
};

const minor = z.number().optional().describe('Minor units of the site currency');

export const sitePromotions = defineCall({
  path: 'backoffice/sites/promotions',
  method: 'POST',
  fallback: 'unavailable',
  tag: BACKOFFICE_TAG,
  summary: "Back office: a site's promotions (bonus offers), switched on or off, in order",
  description: `${STAFF_SESSION_NOTE} Roles: owner, siteManager, viewer; only the staff member's sites.`,
  request: z.object({ site_id: siteId }),
  answer: z.object(promotionList),
  errors: SITE_ERRORS,
});

export const siteSavePromotion = defineCall({
  path: 'backoffice/sites/save_promotion',
  method: 'POST',
  fallback: 'disconnect',
  tag: BACKOFFICE_TAG,
  summary: 'Back office: writes a promotion of a site (a new one without id, that one with it)',
  description:
    `${STAFF_SESSION_NOTE} Roles: owner, siteManager. Checked as the operator command checks it: a ` +
    'deposit bonus needs its percent, cap, minimum deposit and wagering; a free-spin offer its rounds, ' +
    'provider, game and bet. A bad promotion, a code already used or a changed code answers ' +
    'invalidPromotion and changes nothing. Title and terms are plain text. Changed terms apply to grants ' +
    'from now on; a bonus already granted keeps its own. Switched off (status false), never deleted.',
  request: z.object({
    site_id: siteId,
    id: z.number().int().min(1).max(2_147_483_647).optional().describe('Left out: a new promotion'),
    position: z.number().int().min(0).max(10_000).optional(),
    status: z.boolean(),
    code: safeString().max(64),
    kind: safeString().max(32),
    title: safeString().max(200),
    terms: safeString().max(10_000),
    bonus_percent: z.number().optional(),
    max_bonus_minor: minor,
    min_deposit_minor: minor,
    wagering_multiplier: z.number().optional(),
    free_spin_rounds: z.number().optional(),
    free_spin_provider: safeString().max(64).optional(),
    free_spin_game: safeString().max(200).optional(),
    free_spin_bet_minor: minor,
    valid_days: z.number(),
    starts_at: z.iso.datetime({ offset: true }).nullable().describe('ISO 8601 with a time zone; null: now'),
    ends_at: z.iso.datetime({ offset: true }).nullable().describe('ISO 8601 with a time zone; null: no end'),
  }),
  answer: z.object({ id: z.number().int().describe('The promotion written'), ...promotionList }),
  errors: [...SITE_ERRORS, 'invalidPromotion'],
});
