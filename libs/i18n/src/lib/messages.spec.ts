import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import english from './messages/EN/ui.json';
import { setupI18n } from './setup';

const workspace = path.resolve(__dirname, '../../../..');

/** Keys that reach t() as values (startup message keys), not as literals. */
const keysUsedAsValues = ['siteUnavailable', 'siteNotFound', 'invalidThemeCode', 'invalidThemeColor'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [full] : [];
  });
}

const used = new Set<string>(
  ['apps', 'libs'].flatMap((root) =>
    sourceFiles(path.join(workspace, root)).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([A-Za-z0-9_]+)'/g)].map((m) => m[1] ?? ''),
    ),
  ),
);

describe('English messages', () => {
  it('has every key the product uses', () => {
    expect([...used].filter((key) => !(key in english))).toEqual([]);
  });

  it('has no key the product does not use', () => {
    const unused = Object.keys(english).filter((key) => !used.has(key) && !keysUsedAsValues.includes(key));
    expect(unused).toEqual([]);
  });

  it('loads into i18next and interpolates values', async () => {
    const i18n = await setupI18n('EN');
    expect(i18n.t('pageNotFound', { path: '/nope' })).toBe('Page not found: /nope');
  });
});
