// A game of the catalogue, and a favourite as it travels: the picture is `img_url` both ways (fav_list
// answers it, fav_add sends it); the user store reads it as a Game, with img_url as game_image.
export type { FavouriteGame, Game, GameItem } from '@wl/contract';
