import type { RemoteManifest } from '@wl/site-model';

/** Remote folder under the static dir (and under REMOTES_BASE_URL) for each federation container. */
export const REMOTE_FOLDERS: Readonly<Record<string, string>> = {
  template_casino: 'template-casino',
  template_slot: 'template-slot',
  template_sportsbook: 'template-sportsbook',
  minigame: 'minigame',
};

/** The manifest the shell registers its remote from; the base URL is decided at deploy time. */
export function createRemoteManifest(remotesBaseUrl: string): RemoteManifest {
  return {
    remotes: Object.fromEntries(
      Object.entries(REMOTE_FOLDERS).map(([name, folder]) => [
        name,
        { entry: `${remotesBaseUrl}/${folder}/remoteEntry.js` },
      ]),
    ),
  };
}
