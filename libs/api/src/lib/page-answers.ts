import type { Envelope } from './envelope';
import type { ApiTransport } from './transport';

/** One site call the page carries with its answer: the exact request the page's first view makes. */
export interface PageAnswer {
  path: string;
  body: Readonly<Record<string, unknown>>;
  answer: Envelope;
}

/** The answers the page carries; a request takes one only if it is exactly a call that was answered. */
export interface PreloadedAnswers {
  /** The answer for this exact request, if the page carries one and its first view is not over. */
  take(path: string, body: unknown): Envelope | undefined;
  /** The first view is over (the player went to another page): later requests go to the network. */
  expire(): void;
  /** When the answers were made (ms since the epoch), if the page says. */
  readonly answeredAt?: number;
}

/** Object keys in order, so two bodies with the same fields are one key whatever their order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(record[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The key of a request: its path and its body, field order aside. A page is one site's, so the site's
 * external_id (sent by most site calls, not by all) does not tell requests apart.
 */
export function pageAnswerKey(path: string, body: unknown): string {
  const fields = body !== null && typeof body === 'object' ? { ...(body as Record<string, unknown>) } : {};
  delete fields['external_id'];
  return `${path} ${canonical(fields)}`;
}

/**
 * The page's answers by request. Every render of the first view (the server's, the browser's hydration,
 * a store created twice in development mode) reads the same answer, so the browser's first render is the
 * server's; once the player navigates, requests go to the network again.
 */
export function preloadedAnswers(entries: readonly PageAnswer[] = [], answeredAt?: number): PreloadedAnswers {
  const byKey = new Map(entries.map((entry) => [pageAnswerKey(entry.path, entry.body), entry]));
  return {
    answeredAt,
    take: (path, body) => byKey.get(pageAnswerKey(path, body))?.answer,
    expire: () => byKey.clear(),
  };
}

/**
 * The answer the page carries for a call, synchronously, or undefined: a store fills itself with it
 * during its first render, on the server and in the browser alike. `call` is the call's client function
 * applied to the transport given (a call checks the page's answers before its first await, so this
 * never waits and never reaches the network).
 */
export function peekAnswer<A>(
  api: ApiTransport,
  call: (transport: ApiTransport) => Promise<A>,
): A | undefined {
  let found: Envelope | undefined;
  const probe: ApiTransport = {
    baseURL: api.baseURL,
    http: () => Promise.reject(new Error('peekAnswer never sends a request')),
    preloaded: {
      take: (path, body) => (found = api.preloaded?.take(path, body)),
      expire: () => undefined,
    },
  };
  void call(probe);
  return found as A | undefined;
}
