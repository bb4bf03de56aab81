import type { SQL } from 'drizzle-orm';
import type { Db } from './database';

/** The rows a raw statement answered (both drivers answer `{ rows }`). */
export async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

/** A bigint column read back: node-postgres answers a string, PGlite a number or a bigint. */
export const numberOf = (value: unknown): number => Number(value);

/** The key of a money function's refusal message `<domain>:<key>`, or undefined for any other message. */
export type RefusalDomain = 'ledger' | 'wallet' | 'cashier' | 'sports';

export function refusalKeyOf(message: string, domain: RefusalDomain): string | undefined {
  return message.startsWith(`${domain}:`) ? message.slice(domain.length + 1) : undefined;
}

/**
 * A refusal raised by one of the database's money functions (migrations 0007 and 0010): SQLSTATE P0001 with the
 * message `<domain>:<key>`. Answers the key and the detail, or undefined for any other error. Drizzle may
 * wrap the driver's error, so the causes are searched too.
 */
export function raisedRefusal(
  error: unknown,
  domain: RefusalDomain,
): { key: string; detail: string } | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return undefined;
    const { code, message, detail, cause } = current as {
      code?: unknown;
      message?: unknown;
      detail?: unknown;
      cause?: unknown;
    };
    const key = code === 'P0001' && typeof message === 'string' ? refusalKeyOf(message, domain) : undefined;
    if (key !== undefined) return { key, detail: typeof detail === 'string' ? detail : '' };
    current = cause;
  }
  return undefined;
}
