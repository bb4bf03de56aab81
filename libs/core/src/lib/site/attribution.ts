import { readCookie } from '../browser/cookies';

/** Local storage key of the AppsFlyer id a visit arrived with (kept from the first visit on). */
export const APPSFLYER_STORAGE_KEY = 'appsflyer_id';
export const APPSFLYER_QUERY_PARAM = 'appsflyer_id';
/** The Facebook browser-id cookie that marks a visit from an ad. */
export const AD_COOKIE = '_fbp';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface Attribution {
  fbp?: string;
  appsflyer_id?: string;
}

/** Saves the appsflyer_id query parameter unless an id is stored already. */
export function rememberAppsflyerId(search: string, storage: KeyValueStorage | null): void {
  const id = new URLSearchParams(search).get(APPSFLYER_QUERY_PARAM)?.trim();
  if (!id || !storage) return;
  try {
    if (!storage.getItem(APPSFLYER_STORAGE_KEY)) storage.setItem(APPSFLYER_STORAGE_KEY, id);
  } catch {
    // No storage (private mode): the id is not kept.
  }
}

/** The ad cookie and the stored AppsFlyer id of this visitor; empty when neither exists. */
export function readAttribution(cookie: string, storage: KeyValueStorage | null): Attribution {
  const attribution: Attribution = {};
  const fbp = readCookie(cookie, AD_COOKIE);
  if (fbp) attribution.fbp = fbp;
  try {
    const appsflyer = storage?.getItem(APPSFLYER_STORAGE_KEY);
    if (appsflyer) attribution.appsflyer_id = appsflyer;
  } catch {
    // No storage.
  }
  return attribution;
}
