import type { Envelope } from './envelope';
import type { Game } from './game-types';
import type { SiteRequest } from './request-types';
import { send, type ApiTransport } from './transport';

// The game catalogue.

/** A product category of spec section 9 (the platform's GAME_CATEGORIES). */
export type ProductCategory =
  | 'slots'
  | 'livecasino'
  | 'hashgame'
  | 'sportsbook'
  | 'fish'
  | 'table'
  | 'sabong'
  | 'lottery'
  | 'horseracing'
  | 'bingo'
  | 'arcade'
  | 'crash'
  | 'freeplay'
  | 'poker';

/** The home page's and the hot lobby's selections. */
export type GameFlag = 'hot' | 'featured' | 'popular' | 'new';

/** The largest page_size get_games accepts. */
export const MAX_GAMES_PAGE_SIZE = 100;

export interface HotGamesRequest extends SiteRequest {
  /** A ProductCategory, or empty for every type. */
  game_type: string;
}

export interface HotGamesResponse extends Envelope {
  value?: Game[];
}

/** Every filter is optional and they all apply together. */
export interface GamesRequest extends SiteRequest {
  category?: ProductCategory;
  /** Games of any of these categories: one call for a lobby of several (the casino's livecasino and table). */
  categories?: ProductCategory[];
  provider_code?: string;
  /** Part of a game name, any case; at most 50 characters. */
  search?: string;
  flag?: GameFlag;
  /** 1 for the first page (default 1). */
  page?: number;
  /** 1..MAX_GAMES_PAGE_SIZE (default 30). */
  page_size?: number;
}

export interface GamesResponse extends Envelope {
  /** One page of games. */
  value?: Game[];
  /** How many games match, over all pages. */
  total?: number;
  page?: number;
  page_size?: number;
}

export const getHotGames = (client: ApiTransport, request: HotGamesRequest): Promise<HotGamesResponse> =>
  send(client, 'product/get_hot_games', request);

export const getGames = (client: ApiTransport, request: GamesRequest): Promise<GamesResponse> =>
  send(client, 'product/get_games', request);
