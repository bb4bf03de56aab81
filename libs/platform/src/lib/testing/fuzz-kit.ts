/** A small deterministic generator, so a failure names a case that can be run again. */
export function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
}

/** Values no field of a call accepts in place of a valid one (wrong types, sizes, text a database refuses). */
export const BAD_VALUES: readonly unknown[] = [
  null,
  true,
  -1,
  0.5,
  -0.01,
  2 ** 60,
  Number.NaN,
  '',
  ' ',
  'x'.repeat(300),
  '\u0000',
  '\ud83d',
  [],
  {},
  { $gt: '' },
  '1; drop table players',
];

/** Printable ASCII of a random length up to `max`: bytes that are seldom JSON. */
export function randomText(random: ReturnType<typeof generator>, max: number): string {
  return Array.from({ length: 1 + Math.floor(random.next() * max) }, () =>
    String.fromCharCode(32 + Math.floor(random.next() * 95)),
  ).join('');
}
