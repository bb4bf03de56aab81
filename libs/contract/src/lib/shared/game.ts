import { GAME_CATEGORIES } from '@wl/site-model';
import { z } from 'zod';
import { safeString } from './safe-string';

// The product categories of spec section 9, as the game calls carry them: the site model's list, which
// also gives each its page path.
export { GAME_CATEGORIES };

/** A product category of spec section 9. */
export const gameCategory = z.enum(GAME_CATEGORIES);

/** The home page's and the hot lobby's selections. */
export const GAME_FLAGS = ['hot', 'featured', 'popular', 'new'] as const;
export const gameFlag = z.enum(GAME_FLAGS);

/**
 * The engines a provider may say a game plays as when it has no engine of the game's own kind (a bingo
 * game played as keno): the lobby tile says so in the player's language.
 */
export const PLAYS_AS = ['slot', 'roulette', 'baccarat', 'crash', 'keno'] as const;
export const playsAs = z.enum(PLAYS_AS);
export type PlaysAs = (typeof PLAYS_AS)[number];

const gameFields = {
  provider_code: z.string(),
  game_code: z.string(),
  game_name: z.string(),
  game_type: z.string(),
};

/**
 * A game of the catalogue, as the product calls answer it; plays_as is set when the game plays as
 * another kind's engine (absent or null: as itself).
 */
export const game = z.object({ ...gameFields, game_image: z.string(), plays_as: playsAs.nullish() });

/** A game of a lobby: the game and its flags. */
export const gameItem = game.extend({
  hot: z.boolean(),
  featured: z.boolean(),
  popular: z.boolean(),
  new: z.boolean(),
});

/** A favourite as it travels: the picture is `img_url` both ways (fav_list answers it, fav_add sends it). */
export const favouriteGame = z.object({ ...gameFields, img_url: z.string() });

/** A game's key in the catalogue. */
export const gameKey = {
  provider_code: safeString().min(1).max(64),
  game_code: safeString().min(1).max(128),
};
