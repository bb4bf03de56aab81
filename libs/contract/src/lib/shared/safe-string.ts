import { z } from 'zod';

// In `u` mode a surrogate pair reads as one astral code point, so \p{Cs} matches only an unpaired half.
const LONE_SURROGATE = /\p{Cs}/u;

/** True for text a database can store and any reader can decode: no NUL, no unpaired surrogate. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * The string every request field starts from. PostgreSQL refuses NUL in text and an unpaired surrogate
 * is not valid UTF-8, so both are refused at the edge (400 invalidRequest) instead of failing deep in a
 * query. Chain the field's own rules after it: `safeString().max(64)`.
 */
export const safeString = () =>
  z.string().refine(isStorableText, { error: 'NUL characters and unpaired surrogates are not allowed' });
