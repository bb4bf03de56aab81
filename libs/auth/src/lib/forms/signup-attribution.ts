import { APPSFLYER_QUERY_PARAM, readAttribution } from '@wl/core';
import {
  MAX_SIGNUP_VALUE_LENGTH,
  SIGNUP_LINK_FIELDS,
  SIGNUP_LINK_STORAGE_KEY,
  SIGNUP_LINK_MAX_AGE_MS,
  VISITOR_ID_STORAGE_KEY,
  isEmptyLink,
  signupLinkOf,
  withoutEmpty,
  type SignupLink,
} from './signup-link';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Every attribution field of /auth/signup; visitor_id is always there. */
export interface SignupAttribution extends SignupLink {
  fbp?: string;
  appsflyer_id?: string;
  visitor_id: string;
}

/** The link kept by rememberSignupLink, unless it is older than 30 days. */
export function readSignupLink(storage: KeyValueStorage | null, now: number): SignupLink {
  try {
    const raw = storage?.getItem(SIGNUP_LINK_STORAGE_KEY);
    if (!raw) return {};
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return {};
    const record = value as Record<string, unknown>;
    const savedAt = typeof record['saved_at'] === 'number' ? record['saved_at'] : 0;
    if (now - savedAt > SIGNUP_LINK_MAX_AGE_MS) return {};
    const link: SignupLink = {};
    for (const field of SIGNUP_LINK_FIELDS) {
      const fieldValue = record[field];
      if (typeof fieldValue === 'string') link[field] = fieldValue;
    }
    return withoutEmpty(link);
  } catch {
    return {};
  }
}

function randomId(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** This browser's visitor id: made once, then the same on every visit (a new one if storage is refused). */
export function visitorId(storage: KeyValueStorage | null, makeId: () => string = randomId): string {
  try {
    const stored = storage?.getItem(VISITOR_ID_STORAGE_KEY);
    if (stored) return stored;
  } catch {
    return makeId();
  }
  const id = makeId();
  try {
    storage?.setItem(VISITOR_ID_STORAGE_KEY, id);
  } catch {
    // Not kept: the id lasts as long as the page.
  }
  return id;
}

export interface SignupAttributionInput {
  /** The query string of the page (a link's parameters win over a link kept earlier). */
  search: string;
  /** document.cookie, for the _fbp cookie. */
  cookie: string;
  storage: KeyValueStorage | null;
  now: number;
  makeId?: () => string;
  /**
   * Whether a link kept from an earlier visit stands in when the page has none (default true). A page the
   * server rendered starts without it, as the server did (it cannot read this browser's storage).
   */
  keptLink?: boolean;
}

/**
 * Everything a sign-up sends about where it came from: the link (this page's, else the one kept), the
 * _fbp cookie, the AppsFlyer id (kept from the first visit, else this page's) and the visitor id.
 */
export function signupAttribution(input: SignupAttributionInput): SignupAttribution {
  const fromPage = signupLinkOf(input.search);
  const useKept = isEmptyLink(fromPage) && input.keptLink !== false;
  const link = useKept ? readSignupLink(input.storage, input.now) : fromPage;
  const { fbp, appsflyer_id } = readAttribution(input.cookie, input.storage);
  const appsflyerFromPage = new URLSearchParams(input.search).get(APPSFLYER_QUERY_PARAM)?.trim();
  const attribution: SignupAttribution = { ...link, visitor_id: visitorId(input.storage, input.makeId) };
  if (fbp) attribution.fbp = fbp.slice(0, MAX_SIGNUP_VALUE_LENGTH);
  const appsflyer = appsflyer_id ?? appsflyerFromPage;
  if (appsflyer) attribution.appsflyer_id = appsflyer.slice(0, MAX_SIGNUP_VALUE_LENGTH);
  return attribution;
}
