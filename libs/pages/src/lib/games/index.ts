export { GameGrid, type GameGridProps } from './GameGrid';
export { GameTile, playPath } from './GameTile';
export { FavouriteToggles, favouriteTogglesFor, type FavouriteDeps } from './favourites';
