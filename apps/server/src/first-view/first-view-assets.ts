import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findRouteByPath, type TemplateDefinition } from '@wl/site-model';
import { REMOTE_FOLDERS } from '../remote-manifest';

/**
 * chunk-groups.json of a browser build: each named chunk group's files, and those of the shared modules
 * it consumes, as the build provides them (tools/webpack/chunk-groups-plugin.js).
 */
type ChunkGroups = Record<string, { js: string[]; css: string[]; sharedJs?: string[] }>;

export interface FirstViewAssets {
  /** Stylesheets the server-rendered page needs before it paints (the family's and the template's). */
  styles: string[];
  /** Scripts the browser needs before it can hydrate: fetched early, alongside the shell's own. */
  scripts: string[];
}

const EXPOSED_TEMPLATE = '__federation_expose_Template';

function readGroups(file: string): ChunkGroups {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ChunkGroups) : {};
}

/**
 * The page chunks (libs/pages) whose stylesheets a page of `pagePath` paints with: a lobby's, or for any
 * other page but home the content pages' (the banking page's methods table among them). Home is part of
 * the template's chunk. Each stylesheet linked blocks the first paint, so a page links only its own.
 */
function pageGroupsOf(pagePath: string): (group: string) => boolean {
  const route = routeOf(pagePath);
  if (route?.name === 'home') return () => false;
  if (isLobby(route)) return (group) => group === 'page-lobby';
  return (group) => group.startsWith('page-') && group !== 'page-lobby';
}

const isLobby = (route: ReturnType<typeof routeOf>) => Boolean(route?.categories) || route?.name === 'hot';

/**
 * The template's messages in the page's language (apps/template-<family>/src/messages/index.ts names each
 * language's chunk `<family>-messages-<LANG>-json`): the template loads them before the page hydrates.
 */
const messagesGroupName = (template: TemplateDefinition, messageLanguage: string) =>
  `${template.family}-messages-${messageLanguage}-json`;

/**
 * The shell's own account pages (@wl/auth), by route: the chunk groups of the page and of its form's
 * store (their webpackChunkName). Their server render holds the form, which paints with the page's
 * stylesheet, and the browser loads both chunks before it hydrates.
 */
const SHELL_PAGE_GROUPS: Readonly<Record<string, readonly string[]>> = {
  login: ['shell-sign-in', 'sign-in-form'],
  register: ['shell-register', 'register-form'],
  forgotPassword: ['shell-forgot-password', 'forgot-password-form'],
};

const routeOf = (pagePath: string) => findRouteByPath(pagePath.replace(/\/+$/, '').toLowerCase() || '/');

/**
 * The files of a template's first view, read once from the remotes' chunk-groups.json: the exposed
 * module's and the template chunk's, the stylesheets of the page's own chunk, and the shell's code
 * that starts the page (its bootstrap chunk), fetched while the page paints.
 */
export function createFirstViewAssets(staticDir: string, remotesBaseUrl: string) {
  const byFolder = new Map<string, ChunkGroups>();
  const groupsOf = (folder: string): ChunkGroups => {
    let groups = byFolder.get(folder);
    if (!groups) {
      groups = readGroups(path.join(staticDir, folder, 'chunk-groups.json'));
      byFolder.set(folder, groups);
    }
    return groups;
  };
  // The shell's own stylesheet comes with its bootstrap chunk, the shared libs' (@wl/ui) with their
  // code: both load after the entry, so they are linked here too, or the page would paint half styled
  // and move when they arrive.
  const shell = groupsOf('shell');
  const shellStyles = [...(shell['bootstrap']?.css ?? []), ...(shell['shared-modules']?.css ?? [])].map(
    (file) => `/${file}`,
  );
  // The shell's entry starts them only once the page has painted (apps/shell/src/main.ts). The shared
  // modules come with them, not a wave of requests later, when the entry has asked for its bootstrap.
  const scriptsOf = (group: ChunkGroups[string] | undefined) => [
    ...(group?.js ?? []),
    ...(group?.sharedJs ?? []),
  ];
  const shellScripts = scriptsOf(shell['bootstrap']).map((file) => `/${file}`);
  /**
   * @param messageLanguage the language of the messages the page carries (`PreloadedMessages.language`)
   */
  return (template: TemplateDefinition, pagePath: string, messageLanguage?: string): FirstViewAssets => {
    const name = `template_${template.family}`;
    const folder = REMOTE_FOLDERS[name];
    if (!folder) return { styles: shellStyles, scripts: shellScripts };
    const groups = groupsOf(folder);
    const url = (file: string) => `${remotesBaseUrl}/${folder}/${file}`;
    const own = [groups[EXPOSED_TEMPLATE], groups[`template-${template.themeCode}`]];
    // Code the template asks for before the page hydrates, one wave after its own if not preloaded: its
    // messages and, on a lobby, the lobby's page chunk (a content page's chunks load after hydration).
    const before = [
      messageLanguage ? groups[messagesGroupName(template, messageLanguage)] : undefined,
      isLobby(routeOf(pagePath)) ? groups['page-lobby'] : undefined,
    ];
    const isPageGroup = pageGroupsOf(pagePath);
    const pages = Object.entries(groups)
      .filter(([group]) => isPageGroup(group))
      .map(([, files]) => files);
    const shellPage = (SHELL_PAGE_GROUPS[routeOf(pagePath)?.name ?? ''] ?? []).map((group) => shell[group]);
    const fromShell = (kind: 'js' | 'css') =>
      shellPage
        .flatMap((group) => (kind === 'js' ? scriptsOf(group) : (group?.css ?? [])))
        .map((file) => `/${file}`);
    const unique = (files: string[]) => [...new Set(files)];
    return {
      styles: unique([
        ...shellStyles,
        ...fromShell('css'),
        ...[...own, ...pages].flatMap((group) => group?.css ?? []).map(url),
      ]),
      scripts: unique([
        ...shellScripts,
        ...fromShell('js'),
        `${remotesBaseUrl}/${folder}/remoteEntry.js`,
        ...[...own, ...before].flatMap((group) => group?.js ?? []).map(url),
      ]),
    };
  };
}
