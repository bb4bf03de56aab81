import type { RemoteManifest, TemplateDefinition, TemplateModule } from '@wl/core';
import { loadTemplateModule } from './remote-loader';
import { RemoteBoundary } from './RemoteBoundary';
import { SiteRoutes } from './SiteRoutes';

/**
 * Loads the site's template from its family remote and routes the site's pages through it. A
 * server-rendered page has the template already (`loaded`): the server loaded it before rendering, the
 * browser before hydrating, so both render the page at once.
 */
export function TemplateHost({
  manifest,
  template,
  loaded,
  serverLocation,
}: {
  manifest: RemoteManifest;
  template: TemplateDefinition;
  loaded?: TemplateModule;
  serverLocation?: string;
}) {
  return (
    <RemoteBoundary<TemplateModule>
      load={(retry) => loadTemplateModule(manifest, template, retry)}
      loaded={loaded}
    >
      {(module) => <SiteRoutes template={module} manifest={manifest} serverLocation={serverLocation} />}
    </RemoteBoundary>
  );
}
