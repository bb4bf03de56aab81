import { E2E_PORT } from '../playwright.config';

/** Chromium resolves every *.localhost name to this machine, so each demo site is its own host. */
export function siteUrl(host: string, path = '/'): string {
  return `http://${host}:${E2E_PORT}${path}`;
}
