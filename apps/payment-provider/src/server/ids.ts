import { randomBytes } from 'node:crypto';

export type IdPrefix = 'pay' | 'po' | 'evt';

/**
 * A new id: the prefix, `_` and 24 url-safe characters from 18 random bytes (144 bits). A payment's id
 * is also the only key to its hosted page, so it must not be guessable.
 */
export function newId(prefix: IdPrefix): string {
  return `${prefix}_${randomBytes(18).toString('base64url')}`;
}

/** Whether a path segment can be an id of that kind (checked before any look-up). */
export const isId = (prefix: IdPrefix, value: string): boolean =>
  new RegExp(`^${prefix}_[A-Za-z0-9_-]{24}$`).test(value);
