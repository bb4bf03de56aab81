import type { ErrorKey } from '@wl/contract';
import type { z } from 'zod';
import { invalidSite } from './site-errors';

/** Parses operator or player input, or throws the envelope error with the first problem found. */
export function validateInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  messageKey: ErrorKey,
): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  throw invalidSite(messageKey, `${where}${issue?.message ?? 'invalid'}`);
}
