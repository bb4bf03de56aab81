import type { BetRound, CallRequest } from '@wl/contract';
import type { ClientAnswer } from './answer-types';
import { send, type ApiTransport } from './transport';

// Game play: opening a game at its provider, and the player's rounds.

export type LaunchGameRequest = CallRequest<'product/launch_game'>;
export type LaunchDemoRequest = CallRequest<'product/launch_demo'>;
/** The provider's game page to frame (url), in real or fun mode. */
export type LaunchResponse = ClientAnswer<'product/launch_game'>;
export type BetHistoryRequest = CallRequest<'product/bet_history'>;
export type BetHistoryResponse = ClientAnswer<'product/bet_history'>;
export type RoundDetailRequest = CallRequest<'product/round_detail'>;
export type RoundDetailResponse = ClientAnswer<'product/round_detail'>;
export type { BetRound };

/** The largest page bet_history answers (the contract's MAX_BET_HISTORY_PAGE_SIZE, as plain data). */
export const MAX_BET_HISTORY_PAGE_SIZE = 50;

export const launchGame = (client: ApiTransport, request: LaunchGameRequest): Promise<LaunchResponse> =>
  send(client, 'product/launch_game', request);

export const launchDemo = (client: ApiTransport, request: LaunchDemoRequest): Promise<LaunchResponse> =>
  send(client, 'product/launch_demo', request);

export const getBetHistory = (
  client: ApiTransport,
  request: BetHistoryRequest,
): Promise<BetHistoryResponse> => send(client, 'product/bet_history', request);

export const getRoundDetail = (
  client: ApiTransport,
  request: RoundDetailRequest,
): Promise<RoundDetailResponse> => send(client, 'product/round_detail', request);
