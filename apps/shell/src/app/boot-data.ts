import type { PageAnswer, StartupResponse } from '@wl/api';
import type { RemoteManifest } from '@wl/core';
import type { PreloadedMessages } from '@wl/i18n';

/** What the site server writes into the page for this host, so the shell starts without a round trip. */
export interface BootData {
  startup?: StartupResponse;
  manifest: RemoteManifest;
  /** The site calls of the first view with the server's answers (those its render made). */
  preloaded?: PageAnswer[];
  /** When the server made those answers (ms since the epoch). */
  answeredAt?: number;
  /** The message files of the language the server rendered the page in. */
  messages?: PreloadedMessages;
  /** True when #root holds the server's render of the page: the browser hydrates it. */
  rendered?: boolean;
}

export const BOOT_ELEMENT_ID = 'wl-boot';

export function readBootData(doc: Document = document): BootData {
  const element = doc.getElementById(BOOT_ELEMENT_ID);
  if (!element?.textContent) return { manifest: { remotes: {} } };
  return JSON.parse(element.textContent) as BootData;
}

/**
 * The Content Security Policy nonce the server gave the page, read from the boot element's nonce
 * (analytics and live-chat scripts need it); undefined when the page has none.
 */
export function readBootNonce(doc: Document = document): string | undefined {
  const element = doc.getElementById(BOOT_ELEMENT_ID);
  return element?.nonce || element?.getAttribute('nonce') || undefined;
}
