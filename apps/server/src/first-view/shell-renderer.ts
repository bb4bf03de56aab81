import type { FastifyBaseLogger } from 'fastify';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRenderRequest, PageRenderResult, ShellServerBuild } from '@wl/api';
import { REMOTE_FOLDERS } from '../remote-manifest';

export type PageRenderer = (
  request: PageRenderRequest,
  log: FastifyBaseLogger,
) => Promise<PageRenderResult | null>;

/**
 * Where the site server loads each remote's server build from: `<base>/<folder>/server/remoteEntry.js`,
 * with base SERVER_REMOTES_BASE_URL (a remote deployed elsewhere, over http) or this machine's build.
 */
export function serverRemoteEntries(staticDir: string, baseUrl?: string): Record<string, string> {
  const entry = (folder: string) =>
    baseUrl
      ? `${baseUrl.replace(/\/+$/, '')}/${folder}/server/remoteEntry.js`
      : pathToFileURL(path.join(staticDir, folder, 'server', 'remoteEntry.js')).href;
  return Object.fromEntries(Object.entries(REMOTE_FOLDERS).map(([name, folder]) => [name, entry(folder)]));
}

const isShellServerBuild = (value: unknown): value is ShellServerBuild =>
  typeof value === 'object' && value !== null && typeof (value as ShellServerBuild).renderPage === 'function';

/**
 * The server render of the shell's server build (`<staticDir>/shell/server/main.js`). Null when there is
 * none: pages are then rendered in the browser, as they are when one render fails (logged, never a 500).
 */
export function createPageRenderer(staticDir: string, log: FastifyBaseLogger): PageRenderer | null {
  const file = path.join(staticDir, 'shell', 'server', 'main.js');
  if (!existsSync(file)) {
    log.warn({ file }, 'no server build of the shell: pages are rendered in the browser');
    return null;
  }
  let build: ShellServerBuild | null = null;
  return async (request, requestLog) => {
    try {
      if (!build) {
        // Loaded at run time, not bundled: the shell's team deploys its server build on its own.
        const loaded: unknown = createRequire(__filename)(file);
        if (!isShellServerBuild(loaded)) throw new Error(`${file} does not export renderPage`);
        build = loaded;
      }
      return await build.renderPage(request);
    } catch (error: unknown) {
      requestLog.error(
        { err: error, host: request.host, path: request.pathname },
        'the server render failed: the browser renders this page',
      );
      return null;
    }
  };
}
