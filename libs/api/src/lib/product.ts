import type { CallRequest } from '@wl/contract';
import type { ClientAnswer } from './answer-types';
import type { Game } from './game-types';
import { send, type ApiTransport } from './transport';

// The game catalogue.

/** A product category of spec section 9 (GAME_CATEGORIES). */
export type ProductCategory = NonNullable<GamesRequest['category']>;

/** The home page's and the hot lobby's selections. */
export type GameFlag = NonNullable<GamesRequest['flag']>;

/** The largest page_size get_games accepts (the contract's MAX_GAMES_PAGE_SIZE, as plain data). */
export const MAX_GAMES_PAGE_SIZE = 100;

/** game_type: a ProductCategory, or empty for every type. */
export type HotGamesRequest = CallRequest<'product/get_hot_games'>;
/**
 * A list of games as the client reads it: each a Game (the wire's items also carry their flags, hot,
 * featured, popular and new, which no screen reads).
 */
type GamesAnswer<P extends 'product/get_hot_games' | 'product/get_games'> = Omit<ClientAnswer<P>, 'value'> & {
  value?: Game[];
};

export type HotGamesResponse = GamesAnswer<'product/get_hot_games'>;

/**
 * Every filter is optional and they all apply together: a category or several (one call for a lobby of
 * several, like the casino's livecasino and table), a provider, part of a name (at most 50 characters), a
 * flag, the page (from 1) and its size (1..MAX_GAMES_PAGE_SIZE, default 30).
 */
export type GamesRequest = CallRequest<'product/get_games'>;

/** One page of games, how many games match over all pages, and the page and its size. */
export type GamesResponse = GamesAnswer<'product/get_games'>;

export const getHotGames = (client: ApiTransport, request: HotGamesRequest): Promise<HotGamesResponse> =>
  send(client, 'product/get_hot_games', request);

export const getGames = (client: ApiTransport, request: GamesRequest): Promise<GamesResponse> =>
  send(client, 'product/get_games', request);
