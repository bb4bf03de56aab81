import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** Where the remotes' files are served from: this server's /remotes by default, or a CDN. */
  remotesBaseUrl: string;
  /** The built front end: dist/apps with shell/ and one folder per remote. */
  staticDir: string;
  trustProxy: boolean;
  /** A platform API elsewhere (http://host:port); unset, the platform runs in this process. */
  platformUrl: string | undefined;
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
    trustProxy: env['TRUST_PROXY'] === 'true',
    platformUrl: env['PLATFORM_URL']?.replace(/\/+$/, '') || undefined,
  };
}
