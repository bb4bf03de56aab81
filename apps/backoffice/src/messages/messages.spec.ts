import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { STAFF_ROLES } from '@wl/contract';
import english from './EN.json';

/** The back office's own source files (specs aside). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Every message key as `group.key`. */
function flatKeys(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? flatKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

const source = sourceFiles(path.join(__dirname, '..'))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
/** A plural form's key without its form (`audit.count_one` → `audit.count`). */
const pluralBase = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const keys = new Set(flatKeys(english).map(pluralBase));
const groups = new Set(Object.keys(english));
/**
 * Keys written out in the source: given to t(), or handed by a store to a screen (`key: 'staff.saved'`,
 * an argument): every quoted `group.key` whose group is one of the messages'.
 */
const literal = [...source.matchAll(/'([a-zA-Z]+(?:\.[a-zA-Z]+)+)'/g)]
  .map((m) => m[1] ?? '')
  .filter((key) => groups.has(key.split('.')[0] ?? ''));
/** Groups whose keys are built from a value: an error key from the platform, a staff role. */
const BUILT = ['errors.', 'roles.'];

describe('the back office’s English messages', () => {
  it('have every key the screens and stores use', () => {
    expect(literal.length).toBeGreaterThan(50);
    expect(literal.filter((key) => !keys.has(key))).toEqual([]);
  });

  it('name every staff role, and an error the platform may send that has no words of its own', () => {
    expect(STAFF_ROLES.filter((role) => !keys.has(`roles.${role}`))).toEqual([]);
    expect(keys.has('errors.unknown')).toBe(true);
  });

  it('have no key nothing uses', () => {
    const used = new Set(literal);
    expect(
      [...keys].filter((key) => !used.has(key) && !BUILT.some((group) => key.startsWith(group))),
    ).toEqual([]);
  });
});
