import type { Envelope } from './envelope';
import type { FavouriteGame } from './game-types';
import type { VipLevel } from './member-types';
import type { MemberRequest } from './request-types';
import { send, type ApiTransport } from './transport';

// The signed-in player's wallet, VIP progress, password and favourites.

/** Balance and game tokens, in minor units of the site's currency. */
export interface BalanceResponse extends Envelope {
  /** In major units of the site currency (123.45). */
  game_balance?: number;
  game_token?: number;
  /** Minigame tokens held for games in play. */
  frozen_token?: number;
}

export interface VipResponse extends Envelope {
  /** The player's position; the first entry is the one read. */
  nextLevel?: VipLevel[];
}

export interface UpdatePasswordRequest extends MemberRequest {
  password: string;
  new_password: string;
}

/** Always carries a list: the fallback answer when the platform is unreachable has an empty one. */
export interface FavouritesResponse extends Envelope {
  value: FavouriteGame[];
}

export type AddFavouriteRequest = MemberRequest & FavouriteGame;

export interface RemoveFavouriteRequest extends MemberRequest {
  provider_code: string;
  game_code: string;
}

export const getBalance = (client: ApiTransport, request: MemberRequest): Promise<BalanceResponse> =>
  send(client, 'auth/get_balance', request);

export const getVip = (client: ApiTransport, request: MemberRequest): Promise<VipResponse> =>
  send(client, 'auth/vip', request);

export const updatePassword = (client: ApiTransport, request: UpdatePasswordRequest): Promise<Envelope> =>
  send(client, 'auth/update_password', request);

export const getFavourites = (client: ApiTransport, request: MemberRequest): Promise<FavouritesResponse> =>
  send(client, 'home/fav_list', request);

export const addFavourite = (client: ApiTransport, request: AddFavouriteRequest): Promise<Envelope> =>
  send(client, 'home/fav_add', request);

export const removeFavourite = (client: ApiTransport, request: RemoveFavouriteRequest): Promise<Envelope> =>
  send(client, 'home/fav_remove', request);
