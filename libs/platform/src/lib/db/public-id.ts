import { randomBytes } from 'node:crypto';

/** An id players, the PSP and operators see: a prefix and 20 random URL-safe characters. */
export const publicId = (prefix: 'dep' | 'wd' | 'sb') => `${prefix}_${randomBytes(15).toString('base64url')}`;
