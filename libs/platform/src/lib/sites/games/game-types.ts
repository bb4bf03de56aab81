import { GAME_FLAGS, type PlaysAs } from '@wl/contract';
import type { GameRef } from '../site-types';

export { GAME_FLAGS };
export type GameFlag = (typeof GAME_FLAGS)[number];

/** A game as the lobbies list it: the spec's Game fields plus its flags. */
export interface GameItem {
  provider_code: string;
  game_code: string;
  game_name: string;
  game_type: string;
  game_image: string;
  /** The engine it plays as when the provider has none of its kind; null: as itself. */
  plays_as: PlaysAs | null;
  hot: boolean;
  featured: boolean;
  popular: boolean;
  new: boolean;
}

export interface GameQuery {
  category?: string;
  /** Any of these categories (a lobby of several, like the casino's livecasino and table). */
  categories?: readonly string[];
  providerCode?: string;
  /** Part of the game name, any case. */
  search?: string;
  flag?: GameFlag;
  page: number;
  pageSize: number;
}

export interface GamePage {
  value: GameItem[];
  total: number;
  page: number;
  page_size: number;
}

export interface ProviderInput {
  code: string;
  name: string;
}

export interface GameInput {
  providerCode: string;
  gameCode: string;
  gameName: string;
  gameType: string;
  hot: boolean;
  featured: boolean;
  popular: boolean;
  isNew: boolean;
  /** Whether guests may play it with play money (default yes; live dealer tables have none). */
  funMode?: boolean;
}

/** A site offers the games of a provider in a category. */
export interface ProductInput {
  category: string;
  providerCode: string;
}

export interface ProviderCountItem {
  provider_code: string;
  category: string;
  count: number;
}

export interface GameServices {
  /** Adds providers and games, or updates them by provider and game code (the catalogue feed). */
  importCatalogue(providers: ProviderInput[], games: GameInput[]): Promise<void>;
  /** The site's offer replaced whole; every provider must exist and every category be a known one. */
  setProducts(siteId: number, products: ProductInput[]): Promise<void>;
  /** Per provider and category, how many active games the site offers (the startup provider_count). */
  providerCount(siteId: number): Promise<ProviderCountItem[]>;
  /** The site's hot games, of one category or (empty game type) of all. */
  hotGames(siteId: number, gameType: string): Promise<GameItem[]>;
  /** One page of the site's games for a lobby, with the total count. */
  list(siteId: number, query: GameQuery): Promise<GamePage>;
  /** A game the site offers, or undefined. */
  find(siteId: number, providerCode: string, gameCode: string): Promise<GameRef | undefined>;
}
