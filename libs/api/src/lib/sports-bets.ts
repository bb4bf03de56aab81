import type { CallRequest } from '@wl/contract';
import type { ClientAnswer } from './answer-types';
import { send, type ApiTransport } from './transport';

// Sports betting: placing a single or a parlay, the player's bets, cashing one out.

export type { CurrentLine, PriceChangePolicy, SportsBet, SportsBetLeg, SportsBetState } from '@wl/contract';

export type PlaceBetRequest = CallRequest<'sports/place_bet'>;
export type PlaceBetResponse = ClientAnswer<'sports/place_bet'>;
export type SportsBetsRequest = CallRequest<'sports/bets'>;
export type SportsBetsResponse = ClientAnswer<'sports/bets'>;
export type CashOutRequest = CallRequest<'sports/cash_out'>;
export type CashOutResponse = ClientAnswer<'sports/cash_out'>;

export const placeBet = (client: ApiTransport, request: PlaceBetRequest): Promise<PlaceBetResponse> =>
  send(client, 'sports/place_bet', request);

export const getSportsBets = (
  client: ApiTransport,
  request: SportsBetsRequest,
): Promise<SportsBetsResponse> => send(client, 'sports/bets', request);

export const cashOutBet = (client: ApiTransport, request: CashOutRequest): Promise<CashOutResponse> =>
  send(client, 'sports/cash_out', request);
