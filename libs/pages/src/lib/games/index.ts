export { GameGrid, type GameGridProps } from './GameGrid';
export { GameTile, playPath } from './GameTile';
export {
  FavouriteToggles,
  favouriteTogglesFeature,
  favouriteTogglesFor,
  type FavouriteDeps,
} from './favourites';
