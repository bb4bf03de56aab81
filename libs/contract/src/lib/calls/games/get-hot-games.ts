import { z } from 'zod';
import { defineCall } from '../../define-call';
import { SITE_ERRORS } from '../../shared/error-groups';
import { gameCategory, gameItem } from '../../shared/game';
import { siteRequest } from '../../shared/site-fields';

export const getHotGames = defineCall({
  path: 'product/get_hot_games',
  method: 'POST',
  fallback: 'unavailable',
  tag: 'site',
  summary: "The site's hot games of one category, or of every category when game_type is empty",
  request: siteRequest.extend({ game_type: z.union([z.literal(''), gameCategory]).default('') }),
  answer: z.object({ value: z.array(gameItem) }),
  errors: SITE_ERRORS,
});
