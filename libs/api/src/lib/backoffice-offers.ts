import type { CallRequest } from '@wl/contract';
import type { ClientAnswer } from './answer-types';
import { send, type ApiTransport } from './transport';

// The back office's calls on a site's missions and promotions (one function per call; the staff cookie
// travels by itself). The answers name the site's currency and its decimal places.

/** A site's missions in order, those switched off among them. */
export const listSiteMissions = (
  client: ApiTransport,
  request: CallRequest<'backoffice/sites/missions'>,
): Promise<ClientAnswer<'backoffice/sites/missions'>> => send(client, 'backoffice/sites/missions', request);

/** Writes a mission (a new one without id); answers the site's missions after it. */
export const saveSiteMission = (
  client: ApiTransport,
  request: CallRequest<'backoffice/sites/save_mission'>,
): Promise<ClientAnswer<'backoffice/sites/save_mission'>> =>
  send(client, 'backoffice/sites/save_mission', request);

/** A site's promotions in order, those switched off among them. */
export const listSitePromotions = (
  client: ApiTransport,
  request: CallRequest<'backoffice/sites/promotions'>,
): Promise<ClientAnswer<'backoffice/sites/promotions'>> =>
  send(client, 'backoffice/sites/promotions', request);

/** Writes a promotion (a new one without id); answers the site's promotions after it. */
export const saveSitePromotion = (
  client: ApiTransport,
  request: CallRequest<'backoffice/sites/save_promotion'>,
): Promise<ClientAnswer<'backoffice/sites/save_promotion'>> =>
  send(client, 'backoffice/sites/save_promotion', request);
