import type { StartupResponse } from '@wl/api';
import type { RemoteManifest } from '@wl/core';

/** What the site server writes into the page for this host, so the shell starts without a round trip. */
export interface BootData {
  startup?: StartupResponse;
  manifest: RemoteManifest;
}

export const BOOT_ELEMENT_ID = 'wl-boot';

export function readBootData(doc: Document = document): BootData {
  const element = doc.getElementById(BOOT_ELEMENT_ID);
  if (!element?.textContent) return { manifest: { remotes: {} } };
  return JSON.parse(element.textContent) as BootData;
}
