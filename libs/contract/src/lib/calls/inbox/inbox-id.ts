import { z } from 'zod';
import { safeString } from '../../shared/safe-string';

/** An inbox message's id as the player's request carries it: a number, or its digits as text. */
export const inboxIdField = z.union([
  z.number().int().positive().max(2_147_483_647),
  safeString()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .pipe(z.number().max(2_147_483_647)),
]);
