import type { RemoteManifest } from '@wl/site-model';
import type { PageAnswer } from './page-answers';
import type { StartupResponse } from './startup-types';

/**
 * What the site server gives the shell's server build (`dist/apps/shell/server/main.js`) to render one
 * page: the request as the browser would see it, the site's startup answer, where the remotes' browser
 * and server builds are, and a way to answer the site calls the render makes.
 */
export interface PageRenderRequest {
  host: string;
  pathname: string;
  search: string;
  /** The request's Cookie header (the remembered device class). */
  cookie: string;
  /** The CSP nonce of any script the render writes (the site server's per-response mark). */
  nonce: string;
  startup: StartupResponse;
  /** The remotes' browser entries, written into the page as the browser registers them. */
  manifest: RemoteManifest;
  /** The remotes' server entries by federation name (file:// on this machine, or http(s)). */
  serverRemotes: Readonly<Record<string, string>>;
  /** Answers the server already has (the site's first-view calls), used before asking. */
  answers: readonly PageAnswer[];
  /** Answers one site call (through the server's own /api); a failure is an envelope, never a throw. */
  call(path: string, body: Readonly<Record<string, unknown>>): Promise<unknown>;
}

export interface PageRenderResult {
  /** The markup of #root. */
  html: string;
  /** The answers the render used, for the browser to hydrate from. */
  answers: PageAnswer[];
  /** When they were made (ms since the epoch). */
  answeredAt: number;
  /** The shell's message files of the page's language, for the browser to start without downloading. */
  messages?: { language: string; bundles: Partial<Record<string, Record<string, string>>> };
}

/** What `dist/apps/shell/server/main.js` exports. */
export interface ShellServerBuild {
  renderPage(request: PageRenderRequest): Promise<PageRenderResult>;
}
