import { z } from 'zod';
import { CONTRACT_CALLS } from '../calls';
import { isStorableText, safeString } from './safe-string';

const NUL = 'a\u0000b';
const LONE_HIGH = 'a\ud83d';
const LONE_LOW = '\ude00b';

/** Every string schema inside a request schema, with where it sits ('auth/login.password'). */
function stringFields(schema: z.ZodType, at: string): Array<[string, z.ZodString]> {
  if (schema instanceof z.ZodString) return [[at, schema]];
  if (schema instanceof z.ZodObject) {
    return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, field]) =>
      stringFields(field, `${at}.${key}`),
    );
  }
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return stringFields(schema.unwrap() as z.ZodType, at);
  }
  if (schema instanceof z.ZodUnion) {
    return (schema.options as z.ZodType[]).flatMap((option) => stringFields(option, at));
  }
  if (schema instanceof z.ZodPipe) {
    return [...stringFields(schema.in as z.ZodType, at), ...stringFields(schema.out as z.ZodType, at)];
  }
  if (schema instanceof z.ZodArray) return stringFields(schema.element as z.ZodType, `${at}[]`);
  return [];
}

describe('request strings', () => {
  it('keep ordinary text, accents and emoji (paired surrogates)', () => {
    for (const text of ['alpha.test', 'José Núñez', '王小明', 'gg 😀🎰']) {
      expect(isStorableText(text)).toBe(true);
      expect(safeString().parse(text)).toBe(text);
    }
  });

  it('refuse a NUL character and an unpaired surrogate, high or low', () => {
    for (const text of [NUL, '\u0000', LONE_HIGH, LONE_LOW, '😀'.slice(1)]) {
      expect(isStorableText(text)).toBe(false);
      expect(safeString().safeParse(text).success).toBe(false);
    }
  });

  it('keep the refusal when a field adds its own rules', () => {
    const field = safeString().trim().min(1).max(10);
    expect(field.parse('  ok  ')).toBe('ok');
    expect(field.safeParse(' a\u0000 ').success).toBe(false);
  });

  it('refuse NUL and unpaired surrogates in every string field of every call', () => {
    const fields = CONTRACT_CALLS.flatMap((call) =>
      call.request ? stringFields(call.request, call.path) : [],
    );
    // The walk reached the fields (sign-up alone has a dozen), so an empty list cannot pass.
    expect(fields.length).toBeGreaterThan(50);
    const open = fields
      .filter(([, schema]) => [NUL, LONE_HIGH, LONE_LOW].some((text) => schema.safeParse(text).success))
      .map(([at]) => at);
    expect(open).toEqual([]);
  });
});
