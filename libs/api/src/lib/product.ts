import type { Envelope } from './envelope';
import type { Game } from './game-types';
import type { SiteRequest } from './request-types';
import { send, type ApiTransport } from './transport';

// The game catalogue.

export interface HotGamesRequest extends SiteRequest {
  /** Empty for every type. */
  game_type: string;
}

export interface HotGamesResponse extends Envelope {
  value?: Game[];
}

export interface GamesRequest extends SiteRequest {
  /** A product category of spec section 9: slots, livecasino, hashgame, sportsbook, fish, ... */
  category: string;
  provider_code?: string;
  /** Part of a game name. */
  search?: string;
  /** 1 for the first page. */
  page: number;
  page_size: number;
}

export interface GamesResponse extends Envelope {
  /** One page of games. */
  value?: Game[];
  /** How many games match, over all pages. */
  total?: number;
}

export const getHotGames = (client: ApiTransport, request: HotGamesRequest): Promise<HotGamesResponse> =>
  send(client, 'product/get_hot_games', request);

export const getGames = (client: ApiTransport, request: GamesRequest): Promise<GamesResponse> =>
  send(client, 'product/get_games', request);
