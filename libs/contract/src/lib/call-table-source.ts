import type { CallDefinition } from './define-call';

/**
 * The text of the client's call table (libs/api/src/lib/call-table.ts): each path's method and fallback
 * kind as plain data, so the browser and the site server's proxy read the contract without its schemas.
 */
export function callTableSource(calls: readonly CallDefinition[]): string {
  // Written as Prettier writes it: a key is quoted only when it is not an identifier.
  const key = (path: string) => (/^[A-Za-z_$][\w$]*$/.test(path) ? path : `'${path}'`);
  const rows = calls.map(
    (call) => `  ${key(call.path)}: { method: '${call.method}', fallback: '${call.fallback}' },`,
  );
  return `// Generated from @wl/contract: do not edit. UPDATE_CALL_TABLE=1 npx nx test api writes it again.
import type { FallbackKind, HttpMethod } from '@wl/contract';

/**
 * Every call of the platform API (paths under /api), its HTTP method and the kind of answer to give when
 * the platform's own answer is missing (see FallbackKind). The browser client and the site server's proxy
 * mode both read this table, so it is plain data: no schemas, no axios, nothing of the browser.
 */
export const API_CALLS = {
${rows.join('\n')}
} as const satisfies Record<string, ApiCallRule>;

export type { FallbackKind };

export interface ApiCallRule {
  method: HttpMethod;
  fallback: FallbackKind;
}

/** A path under /api, without the leading slash: 'auth/login', 'home/match_list', ... */
export type ApiPath = keyof typeof API_CALLS;

export function isApiPath(path: string): path is ApiPath {
  return Object.prototype.hasOwnProperty.call(API_CALLS, path);
}
`;
}
