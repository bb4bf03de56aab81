import type { CallRequest } from '@wl/contract';
import type { ClientAnswer } from './answer-types';
import { send, type ApiTransport } from './transport';

/** A site's money and players per day over a period, with the period's totals. */
export const getDailyReport = (
  client: ApiTransport,
  request: CallRequest<'backoffice/reports/daily'>,
): Promise<ClientAnswer<'backoffice/reports/daily'>> => send(client, 'backoffice/reports/daily', request);

/** A site's game rounds over a period, by provider and by game. */
export const getGamesReport = (
  client: ApiTransport,
  request: CallRequest<'backoffice/reports/games'>,
): Promise<ClientAnswer<'backoffice/reports/games'>> => send(client, 'backoffice/reports/games', request);
