/** A game of the catalogue, as the product calls answer it. */
export interface Game {
  provider_code: string;
  game_code: string;
  game_name: string;
  game_type: string;
  game_image: string;
}

/**
 * A favourite as it travels: the picture is `img_url` both ways (fav_list answers it, fav_add sends it).
 * The user store reads it as a Game, with img_url as game_image.
 */
export interface FavouriteGame extends Omit<Game, 'game_image'> {
  img_url: string;
}
