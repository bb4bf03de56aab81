import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { BrowserRouter, MemoryRouter, Outlet, Route, Routes } from '@wl/router';
import { ROUTES, useStores, type RemoteManifest, type RouteDefinition, type TemplateModule } from '@wl/core';
import { ShellForgotPasswordRoute, ShellLoginPage, ShellRegisterRoute } from '@wl/auth';
import { MinigameHost } from './MinigameHost';
import { NotFoundPage } from './NotFoundPage';
import { pagePreloads } from './page-preloads';
import { PageUnavailable } from './PageUnavailable';
import { RouteGate } from './RouteGate';
import { RouterBridge } from './RouterBridge';
import { ShellOverlays } from './overlays/ShellOverlays';
import { loadMinigameModule } from './remote-loader';

function pageElement(route: RouteDefinition, template: TemplateModule, manifest: RemoteManifest): ReactNode {
  if (route.name === 'spin') return <MinigameHost manifest={manifest} page="spin" ownLayout={false} />;
  const Page = template.pages[route.name];
  if (Page) return <Page />;
  // The shell's own sign-in pages, until the site's template brings them.
  if (route.name === 'login') return <ShellLoginPage />;
  if (route.name === 'register') return <ShellRegisterRoute />;
  if (route.name === 'forgotPassword') return <ShellForgotPasswordRoute />;
  return <PageUnavailable name={route.name} />;
}

/** The browser's router follows the address bar; a server render's stays at the request's path and query. */
function SiteRouter({ serverLocation, children }: { serverLocation?: string; children: ReactNode }) {
  if (serverLocation === undefined) return <BrowserRouter>{children}</BrowserRouter>;
  return <MemoryRouter initialEntries={[serverLocation]}>{children}</MemoryRouter>;
}

/** A route path under a locale prefix: ('/vi', '/') → /vi, ('/vi', '/slots') → /vi/slots. */
const underPrefix = (prefix: string, path: string): string =>
  path === '/' ? prefix || '/' : `${prefix}${path}`;

/** Registers what hovering a link to a route preloads: the sign-in code, the minigame remote, lazy pages. */
function usePreloads(template: TemplateModule, manifest: RemoteManifest): void {
  const { preloads } = useStores();
  useEffect(() => {
    const minigame = () => loadMinigameModule(manifest, false);
    preloads.register('minigame', minigame);
    preloads.register('spin', minigame);
    for (const [name, load] of Object.entries(pagePreloads(template))) preloads.register(name, load);
  }, [preloads, template, manifest]);
}

/**
 * The spec's static routes under every locale prefix of the site (/slots, /vi/slots): template pages
 * inside the template's layout behind their middleware, minigame pages from their remote.
 */
export const SiteRoutes = observer(function SiteRoutes({
  template,
  manifest,
  serverLocation,
}: {
  template: TemplateModule;
  manifest: RemoteManifest;
  /** A server render's path and query: its router stays there (the browser's follows the address bar). */
  serverLocation?: string;
}) {
  const { locale } = useStores();
  const { Layout } = template;
  usePreloads(template, manifest);
  const prefixes = ['', ...locale.routing.prefixes];
  const gated = (route: RouteDefinition, element: ReactNode) => (
    <RouteGate route={route} validate={template.validate?.[route.name]}>
      {element}
    </RouteGate>
  );
  return (
    <SiteRouter serverLocation={serverLocation}>
      <RouterBridge />
      <Routes>
        {prefixes.flatMap((prefix) =>
          ROUTES.filter((route) => route.layout === 'minigame').map((route) => (
            <Route
              key={`${prefix}${route.name}`}
              path={underPrefix(prefix, route.path)}
              element={gated(route, <MinigameHost manifest={manifest} page="minigame" ownLayout />)}
            />
          )),
        )}
        <Route
          element={
            <Layout>
              <Outlet />
            </Layout>
          }
        >
          {prefixes.flatMap((prefix) =>
            ROUTES.filter((route) => route.layout !== 'minigame').map((route) => (
              <Route
                key={`${prefix}${route.name}`}
                path={underPrefix(prefix, route.path)}
                element={gated(route, pageElement(route, template, manifest))}
              />
            )),
          )}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
      <ShellOverlays />
    </SiteRouter>
  );
});
