import type { CallRequest } from '@wl/contract';
import type { ClientAnswer } from './answer-types';
import type { FavouriteGame } from './game-types';
import type { MemberRequest } from './request-types';
import { send, type ApiTransport } from './transport';

// The signed-in player's session, wallet, VIP progress, password and favourites.

/**
 * The site currency, the game balance in major units of it (123.45, the contract's rule for money on the
 * wire) and the whole game and frozen minigame tokens.
 */
export type BalanceResponse = ClientAnswer<'auth/get_balance'>;

/** The player's VIP progress; of nextLevel, the first entry is the one read. */
export type VipResponse = ClientAnswer<'auth/vip'>;

export type UpdatePasswordRequest = CallRequest<'auth/update_password'>;

/** Always carries a list: the fallback answer when the platform is unreachable has an empty one. */
export type FavouritesResponse = ClientAnswer<'home/fav_list'> & { value: FavouriteGame[] };

export type AddFavouriteRequest = CallRequest<'home/fav_add'>;
export type RemoveFavouriteRequest = CallRequest<'home/fav_remove'>;

export const getBalance = (client: ApiTransport, request: MemberRequest): Promise<BalanceResponse> =>
  send(client, 'auth/get_balance', request);

export const getVip = (client: ApiTransport, request: MemberRequest): Promise<VipResponse> =>
  send(client, 'auth/vip', request);

export const updatePassword = (
  client: ApiTransport,
  request: UpdatePasswordRequest,
): Promise<ClientAnswer<'auth/update_password'>> => send(client, 'auth/update_password', request);

/** Ends this session on the platform: the token stops working at once. */
export const logout = (client: ApiTransport, request: MemberRequest): Promise<ClientAnswer<'auth/logout'>> =>
  send(client, 'auth/logout', request);

/** Ends every session of the player (sign out everywhere), this one included. */
export const logoutAll = (
  client: ApiTransport,
  request: MemberRequest,
): Promise<ClientAnswer<'auth/logout_all'>> => send(client, 'auth/logout_all', request);

export const getFavourites = (client: ApiTransport, request: MemberRequest): Promise<FavouritesResponse> =>
  send(client, 'home/fav_list', request);

export const addFavourite = (
  client: ApiTransport,
  request: AddFavouriteRequest,
): Promise<ClientAnswer<'home/fav_add'>> => send(client, 'home/fav_add', request);

export const removeFavourite = (
  client: ApiTransport,
  request: RemoveFavouriteRequest,
): Promise<ClientAnswer<'home/fav_remove'>> => send(client, 'home/fav_remove', request);
