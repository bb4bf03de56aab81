import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findTemplate } from '@wl/site-model';
import { createFirstViewAssets } from './first-view-assets';

const group = (js: string[], css: string[] = [], sharedJs: string[] = []) => ({ js, css, sharedJs });

describe('first-view assets', () => {
  let staticDir: string;
  beforeAll(() => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'wl-first-view-'));
    const write = (folder: string, groups: object) => {
      mkdirSync(path.join(staticDir, folder), { recursive: true });
      writeFileSync(path.join(staticDir, folder, 'chunk-groups.json'), JSON.stringify(groups));
    };
    write('shell', {
      main: group(['main.js']),
      bootstrap: group(['react-dom.js', 'bootstrap.js'], ['bootstrap.css'], ['core.js', 'mobx.js']),
      'shared-modules': group([], ['ui.css']),
      'shell-register': group(['shell-register.js'], ['auth.css'], ['forms.js']),
      'register-form': group(['register-form.js']),
    });
    write('template-casino', {
      __federation_expose_Template: group(['family.js'], ['family.css']),
      'template-casino3': group(['family.js', 'casino3.js'], ['family.css', 'casino3.css']),
      'page-lobby': group(['lobby.js'], ['lobby.css']),
      'casino-messages-VI-json': group(['messages-vi.js']),
      'page-content': group(['content.js'], ['content.css']),
      'page-cashier-methods': group(['methods.js'], ['methods.css']),
      'cashier-deposit': group(['deposit.js'], ['deposit.css']),
    });
  });
  afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

  const assetsOf = (pagePath: string, messageLanguage?: string) => {
    const template = findTemplate('casino3');
    if (!template) throw new Error('casino3 is a demo template');
    return createFirstViewAssets(staticDir, '/remotes')(template, pagePath, messageLanguage);
  };
  const remote = (file: string) => `/remotes/template-casino/${file}`;
  const familyStyles = ['/bootstrap.css', '/ui.css', remote('family.css'), remote('casino3.css')];

  it('links no page chunk stylesheet on the home page: each one would hold up its first paint', () => {
    expect(assetsOf('/').styles).toEqual(familyStyles);
  });

  it("links a lobby's stylesheet on a lobby only", () => {
    expect(assetsOf('/casino').styles).toEqual([...familyStyles, remote('lobby.css')]);
    expect(assetsOf('/slots/').styles).toEqual([...familyStyles, remote('lobby.css')]);
  });

  it("links the content pages' stylesheets on a content page, never a member page's", () => {
    expect(assetsOf('/banking').styles).toEqual([
      ...familyStyles,
      remote('content.css'),
      remote('methods.css'),
    ]);
  });

  it("links the shell's sign-up page and loads its form's code early on /register, not elsewhere", () => {
    const register = assetsOf('/register');
    expect(register.styles.slice(0, 3)).toEqual(['/bootstrap.css', '/ui.css', '/auth.css']);
    expect(register.scripts.slice(0, 7)).toEqual([
      '/react-dom.js',
      '/bootstrap.js',
      '/core.js',
      '/mobx.js',
      '/shell-register.js',
      '/forms.js',
      '/register-form.js',
    ]);
    expect(assetsOf('/about').styles).not.toContain('/auth.css');
  });

  it("preloads the shell's start with the shared modules it consumes, the remote's entry and the template's code", () => {
    expect(assetsOf('/').scripts).toEqual([
      '/react-dom.js',
      '/bootstrap.js',
      '/core.js',
      '/mobx.js',
      remote('remoteEntry.js'),
      remote('family.js'),
      remote('casino3.js'),
    ]);
  });

  it("preloads the template's messages in the page's language and, on a lobby, the lobby's code", () => {
    const shellStart = ['/react-dom.js', '/bootstrap.js', '/core.js', '/mobx.js', remote('remoteEntry.js')];
    const template = [remote('family.js'), remote('casino3.js')];
    expect(assetsOf('/casino', 'VI').scripts).toEqual([
      ...shellStart,
      ...template,
      remote('messages-vi.js'),
      remote('lobby.js'),
    ]);
    expect(assetsOf('/', 'VI').scripts).toEqual([...shellStart, ...template, remote('messages-vi.js')]);
    // A language the template has no chunk for, and a content page, preload nothing more.
    expect(assetsOf('/about', 'EN').scripts).toEqual([...shellStart, ...template]);
  });
});
