import type { RemoteManifest, TemplateDefinition, TemplateModule } from '@wl/core';
import { loadTemplateModule } from './remote-loader';
import { RemoteBoundary } from './RemoteBoundary';
import { SiteRoutes } from './SiteRoutes';

/** Loads the site's template from its family remote and routes the site's pages through it. */
export function TemplateHost({
  manifest,
  template,
}: {
  manifest: RemoteManifest;
  template: TemplateDefinition;
}) {
  return (
    <RemoteBoundary<TemplateModule> load={(retry) => loadTemplateModule(manifest, template, retry)}>
      {(module) => <SiteRoutes template={module} manifest={manifest} />}
    </RemoteBoundary>
  );
}
