import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ERROR_KEYS, isErrorKey } from './all-error-keys';
import { PLAYER_MESSAGE_KEYS, SESSION_ENDING_KEYS, endsSession } from './error-keys';

/** Every module the `@wl/contract/errors` entry loads, following relative imports from the entry. */
function modulesOf(entry: string, seen = new Map<string, string>()): Map<string, string> {
  if (seen.has(entry)) return seen;
  const source = readFileSync(entry, 'utf8');
  seen.set(entry, source);
  for (const [, specifier = ''] of source.matchAll(/(?:import|export)[^'"]*from\s+'([^']+)'/g)) {
    if (!specifier.startsWith('.')) continue;
    const base = path.resolve(path.dirname(entry), specifier);
    const file = [`${base}.ts`, path.join(base, 'index.ts')].find((candidate) => {
      try {
        readFileSync(candidate);
        return true;
      } catch {
        return false;
      }
    });
    if (file) modulesOf(file, seen);
  }
  return seen;
}

describe('the error keys', () => {
  it('load nothing but themselves from @wl/contract/errors (no schema library in the browser)', () => {
    const modules = modulesOf(path.resolve(__dirname, '../../errors.ts'));
    expect(modules.size).toBeGreaterThanOrEqual(2);
    for (const source of modules.values()) {
      const specifiers = [...source.matchAll(/(?:import|export)[^'"]*from\s+'([^']+)'/g)].map((m) => m[1]);
      expect(specifiers.filter((specifier) => !specifier?.startsWith('.'))).toEqual([]);
    }
  });

  it('end the session for exactly the spec messages, in its order', () => {
    expect(SESSION_ENDING_KEYS).toEqual([
      'sessionExpired',
      'Session Expired',
      'BLOCK',
      'CLOSE',
      'permissionDenied',
    ]);
    expect(endsSession('BLOCK')).toBe(true);
    expect(endsSession('invalidCredentials')).toBe(false);
    expect(endsSession('toString')).toBe(false);
  });

  it('show the player a text for every player key and for sessionExpired', () => {
    expect(PLAYER_MESSAGE_KEYS[0]).toBe('sessionExpired');
    expect(PLAYER_MESSAGE_KEYS).toEqual(
      expect.arrayContaining([
        'nothingToClaim',
        'rewardExpired',
        'invalidAmount',
        'siteDisabled',
        'notFound',
      ]),
    );
    expect(PLAYER_MESSAGE_KEYS).not.toContain('BLOCK');
    expect(PLAYER_MESSAGE_KEYS).not.toContain('invalidSiteKey');
    expect(new Set(PLAYER_MESSAGE_KEYS).size).toBe(PLAYER_MESSAGE_KEYS.length);
  });

  it('mark each key once, with what the front end does with it', () => {
    const kinds = Object.values(ERROR_KEYS);
    expect(kinds.filter((kind) => kind === 'endsSession')).toHaveLength(SESSION_ENDING_KEYS.length);
    expect(kinds.filter((kind) => kind === 'player')).toHaveLength(PLAYER_MESSAGE_KEYS.length - 1);
    expect(new Set([...SESSION_ENDING_KEYS, ...PLAYER_MESSAGE_KEYS]).size).toBe(
      SESSION_ENDING_KEYS.length + PLAYER_MESSAGE_KEYS.length - 1,
    );
    expect(ERROR_KEYS.BLOCK).toBe('endsSession');
    expect(ERROR_KEYS.nothingToClaim).toBe('player');
    expect(ERROR_KEYS.invalidSiteKey).toBe('operator');
  });

  it('are letters only, apart from the spec spelling "Session Expired"', () => {
    for (const key of Object.keys(ERROR_KEYS)) {
      if (key !== 'Session Expired') expect(key).toMatch(/^[A-Za-z]+$/);
    }
    expect(isErrorKey('Session Expired')).toBe(true);
    expect(isErrorKey('hasOwnProperty')).toBe(false);
  });
});
