import type { MinigamePageName, MinigameRemote, RemoteManifest } from '@wl/core';
import { loadMinigameModule } from './remote-loader';
import { RemoteBoundary } from './RemoteBoundary';

/**
 * A minigame page, from the minigame remote (downloaded only when a minigame route is visited). /minigame
 * uses the remote's own layout; other minigame pages sit inside the site's template layout.
 */
export function MinigameHost({
  manifest,
  page,
  ownLayout,
}: {
  manifest: RemoteManifest;
  page: MinigamePageName;
  ownLayout: boolean;
}) {
  return (
    <RemoteBoundary<MinigameRemote> load={(retry) => loadMinigameModule(manifest, retry)}>
      {({ Layout, pages }) => {
        const Page = pages[page];
        return ownLayout ? (
          <Layout>
            <Page />
          </Layout>
        ) : (
          <Page />
        );
      }}
    </RemoteBoundary>
  );
}
