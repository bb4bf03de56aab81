import { demoSecret } from './demo-secrets';

export interface StudioConfig {
  port: number;
  host: string;
  /** The platform's base URL: wallet calls go to `${platformUrl}/api/wallet/<call>`. */
  platformUrl: string;
  /** The wallet secret of a provider code, or undefined when the studio does not serve that code. */
  secretFor(providerCode: string): string | undefined;
}

/** A provider code as the protocol's headers carry it. */
export const PROVIDER_CODE = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * The secrets: STUDIO_SECRETS (JSON `{ "JILI": "secret", ... }`) names every code served and its
 * secret; without it, every code is served with its demo secret (demo-secrets.ts).
 */
export function secretsFromEnv(env: NodeJS.ProcessEnv): (providerCode: string) => string | undefined {
  const json = env['STUDIO_SECRETS'];
  if (json === undefined || json.trim() === '') {
    const key = env['DEMO_STUDIO_KEY'] || undefined;
    return (code) => (PROVIDER_CODE.test(code) ? demoSecret(code, key) : undefined);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error('STUDIO_SECRETS must be a JSON object of provider code to secret');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('STUDIO_SECRETS must be a JSON object of provider code to secret');
  }
  const secrets = new Map<string, string>();
  for (const [code, secret] of Object.entries(parsed)) {
    if (!PROVIDER_CODE.test(code) || typeof secret !== 'string' || secret === '') {
      throw new Error(`STUDIO_SECRETS: ${code} needs a non-empty string secret`);
    }
    secrets.set(code, secret);
  }
  return (code) => secrets.get(code);
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): StudioConfig {
  const port = Number(env['STUDIO_PORT'] || 4400);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error('STUDIO_PORT must be a port');
  const platformUrl = env['PLATFORM_URL'] || 'http://127.0.0.1:4200';
  if (!/^https?:\/\//.test(platformUrl)) throw new Error('PLATFORM_URL must be an http(s) URL');
  return {
    port,
    host: env['STUDIO_HOST'] || '127.0.0.1',
    platformUrl: platformUrl.replace(/\/+$/, ''),
    secretFor: secretsFromEnv(env),
  };
}
