// Types of loopback.mjs for the TypeScript suites that share it (apps/e2e).
export function sleep(ms: number): Promise<void>;
export function freePort(): Promise<number>;
export function post(
  url: string,
  body: unknown,
  headers?: Record<string, string>,
  raw?: string,
): Promise<{ status: number; json: unknown }>;
export function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void>;
