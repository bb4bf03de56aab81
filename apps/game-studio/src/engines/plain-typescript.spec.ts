import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** A file's code without its comments (which may well name what the code must not use). */
const codeOf = (file: string): string =>
  readFileSync(path.join(__dirname, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '');

/** The engines' source files (not specs), relative to this folder. */
function sources(dir = __dirname, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) return sources(path.join(dir, entry.name), relative);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [relative] : [];
  });
}

describe('engine sources', () => {
  it('use no Node or DOM API, but for the crypto random source', () => {
    const files = sources();
    expect(files).toContain('random-source.ts');
    expect(files.length).toBeGreaterThan(30);
    const offending = files
      .filter((file) => file !== 'random-source.ts' && file !== 'index.ts')
      .filter((file) =>
        /from 'node:|random-source'|require\(|\bprocess\.|\bBuffer\b|\bwindow\.|\bdocument\.|\bMath\.random\b/.test(
          codeOf(file),
        ),
      );
    expect(offending).toEqual([]);
  });

  it('keep the crypto random source out of the browser barrel', () => {
    const barrel = readFileSync(path.join(__dirname, 'browser.ts'), 'utf8');
    expect(barrel).not.toMatch(/random-source/);
    expect(readFileSync(path.join(__dirname, 'index.ts'), 'utf8')).toMatch(/from '\.\/random-source'/);
  });
});
