import { z } from 'zod';
import { defineCall } from '../../define-call';
import { SITE_ERRORS } from '../../shared/error-groups';
import { safeString } from '../../shared/safe-string';
import { GAME_CATEGORIES, gameCategory, gameFlag, gameItem } from '../../shared/game';
import { siteRequest } from '../../shared/site-fields';

/** The largest page_size get_games accepts. */
export const MAX_GAMES_PAGE_SIZE = 100;

const providerCode = safeString().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/);

/** Every filter is optional and they all apply together. */
export const getGames = defineCall({
  path: 'product/get_games',
  method: 'POST',
  fallback: 'unavailable',
  tag: 'site',
  summary:
    "One page of the site's games for a lobby: by category (or categories), provider, flag or part of the name",
  request: siteRequest.extend({
    category: gameCategory.optional(),
    categories: z
      .array(gameCategory)
      .min(1)
      .max(GAME_CATEGORIES.length)
      .optional()
      .describe(
        "Games of any of these categories (a lobby of several, like the casino's livecasino and table)",
      ),
    provider_code: providerCode.optional(),
    search: safeString().trim().max(50).optional(),
    flag: gameFlag.optional(),
    page: z.number().int().min(1).max(10_000).default(1),
    page_size: z.number().int().min(1).max(MAX_GAMES_PAGE_SIZE).default(30),
  }),
  answer: z.object({
    value: z.array(gameItem).describe('One page of games'),
    total: z.number().describe('How many games match, over all pages'),
    page: z.number(),
    page_size: z.number(),
  }),
  errors: SITE_ERRORS,
});
