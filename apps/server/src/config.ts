import path from 'node:path';
import { parseTrustProxy, type TrustProxy } from '@wl/platform';
import { DEFAULT_BACKOFFICE_HOST } from './backoffice-host';

export interface ServerConfig {
  port: number;
  host: string;
  /** Where the remotes' files are served from: this server's /remotes by default, or a CDN. */
  remotesBaseUrl: string;
  /** The built front end: dist/apps with shell/ and one folder per remote. */
  staticDir: string;
  /**
   * Where the remotes' server builds are loaded from for server rendering (SERVER_REMOTES_BASE_URL,
   * `<base>/<remote>/server/remoteEntry.js`); unset, from staticDir on this machine.
   */
  serverRemotesBaseUrl?: string;
  /** The load balancers whose X-Forwarded-* headers are believed (TRUST_PROXY); none by default. */
  trustProxy: TrustProxy;
  /** Strict-Transport-Security max-age (HSTS_MAX_AGE, seconds); unset sends none (plain-HTTP demos). */
  hstsMaxAgeSeconds?: number;
  /** A platform API elsewhere (http://host:port); unset, the platform runs in this process. */
  platformUrl: string | undefined;
  /**
   * With PLATFORM_URL only: the game providers' origins the pages may frame (GAME_FRAME_ORIGINS, comma
   * separated). The embedded platform reads them from its providers instead.
   */
  gameFrameOrigins: string[];
  /**
   * The back office's host (BACKOFFICE_HOST, default admin.localhost): it gets the back office's page and
   * bundles and /api, never a player site; no other host serves the back office.
   */
  backofficeHost?: string;
}

function originsOf(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const url = new URL(entry);
      if (!/^https?:$/.test(url.protocol)) throw new Error(`GAME_FRAME_ORIGINS: ${entry} is not http(s)`);
      return url.origin;
    });
}

function hstsOf(value: string | undefined): { hstsMaxAgeSeconds?: number } {
  if (value === undefined || value === '') return {};
  const seconds = Number(value);
  if (!/^\d+$/.test(value) || seconds > 2 ** 31) {
    throw new Error(`HSTS_MAX_AGE must be a number of seconds, not ${value}`);
  }
  return { hstsMaxAgeSeconds: seconds };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env['PORT'] || 4200);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not ${env['PORT']}`);
  return {
    port,
    host: env['HOST'] ?? '0.0.0.0',
    remotesBaseUrl: (env['REMOTES_BASE_URL'] ?? '/remotes').replace(/\/+$/, ''),
    staticDir: path.resolve(env['STATIC_DIR'] ?? 'dist/apps'),
    ...(env['SERVER_REMOTES_BASE_URL']
      ? { serverRemotesBaseUrl: env['SERVER_REMOTES_BASE_URL'].replace(/\/+$/, '') }
      : {}),
    trustProxy: parseTrustProxy(env['TRUST_PROXY']),
    platformUrl: env['PLATFORM_URL']?.replace(/\/+$/, '') || undefined,
    gameFrameOrigins: originsOf(env['GAME_FRAME_ORIGINS']),
    backofficeHost: (env['BACKOFFICE_HOST'] || DEFAULT_BACKOFFICE_HOST).trim().toLowerCase(),
    ...hstsOf(env['HSTS_MAX_AGE']),
  };
}
