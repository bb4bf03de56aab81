import path from 'node:path';
import type { Merchant } from './psp-types';

export interface PspConfig {
  port: number;
  host: string;
  /** The origin players reach the PSP on; hosted_url is `${publicUrl}/pay/<id>`. */
  publicUrl: string;
  merchants: ReadonlyMap<string, Merchant>;
  /** Where the state is kept between restarts; undefined: in memory only. */
  dataFile: string | undefined;
  /** How long after its creation the demo pays a payout. */
  payoutDelayMs: number;
}

/** The published demo merchant's secret (the platform's demo seed uses the same one). */
export const DEMO_SECRET = 'demo-psp-secret-0123456789abcdef';

export const MERCHANT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const MIN_SECRET_LENGTH = 16;

/** An absolute http(s) URL, without a trailing slash, or undefined. */
export function httpUrl(value: string): string | undefined {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.toString();
  } catch {
    return undefined;
  }
}

/**
 * PSP_MERCHANTS: `<merchant id>:<secret>:<notify URL>` entries separated by whitespace. The id and the
 * secret end at the first and second colon; the notify URL (which has colons of its own) is the rest.
 */
export function merchantsFromEnv(value: string | undefined, platformUrl: string): Map<string, Merchant> {
  const entries =
    value === undefined || value.trim() === ''
      ? [`demo:${DEMO_SECRET}:${platformUrl.replace(/\/+$/, '')}/api/cashier/psp/notify/DEMOPSP`]
      : value.trim().split(/\s+/);
  const merchants = new Map<string, Merchant>();
  for (const entry of entries) {
    const first = entry.indexOf(':');
    const second = entry.indexOf(':', first + 1);
    if (first < 0 || second < 0) {
      throw new Error(`PSP_MERCHANTS: "${entry.slice(0, 40)}" is not <merchant id>:<secret>:<notify URL>`);
    }
    const id = entry.slice(0, first);
    const secret = entry.slice(first + 1, second);
    const notifyUrl = httpUrl(entry.slice(second + 1));
    if (!MERCHANT_ID.test(id)) throw new Error(`PSP_MERCHANTS: "${id}" is not a merchant id ([A-Za-z0-9_-])`);
    if (secret.length < MIN_SECRET_LENGTH) {
      throw new Error(`PSP_MERCHANTS: ${id}'s secret must have at least ${MIN_SECRET_LENGTH} characters`);
    }
    if (!notifyUrl) throw new Error(`PSP_MERCHANTS: ${id}'s notify URL must be an http(s) URL`);
    if (merchants.has(id)) throw new Error(`PSP_MERCHANTS: ${id} is listed twice`);
    merchants.set(id, { id, secret, notifyUrl });
  }
  return merchants;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): PspConfig {
  const port = Number(env['PSP_PORT'] || 4500);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error('PSP_PORT must be a port');
  const host = env['PSP_HOST'] || '127.0.0.1';
  const publicUrl = httpUrl(env['PSP_PUBLIC_URL'] || `http://127.0.0.1:${port}`);
  if (!publicUrl) throw new Error('PSP_PUBLIC_URL must be an http(s) URL');
  const payoutDelayMs = Number(env['PSP_PAYOUT_DELAY_MS'] || 3_000);
  if (!Number.isInteger(payoutDelayMs) || payoutDelayMs < 0) {
    throw new Error('PSP_PAYOUT_DELAY_MS must be a whole number of milliseconds');
  }
  const dataFile = env['PSP_DATA_FILE'] ? path.resolve(env['PSP_DATA_FILE']) : undefined;
  return {
    port,
    host,
    publicUrl: publicUrl.replace(/\/+$/, ''),
    merchants: merchantsFromEnv(env['PSP_MERCHANTS'], env['PLATFORM_URL'] || 'http://127.0.0.1:4200'),
    dataFile,
    payoutDelayMs,
  };
}
