import { BrowserRouter, Outlet, Route, Routes } from 'react-router-dom';
import { ROUTES, type RemoteManifest, type RouteDefinition, type TemplateModule } from '@wl/core';
import { MinigameHost } from './MinigameHost';
import { NotFoundPage } from './NotFoundPage';
import { PageUnavailable } from './PageUnavailable';

function pageElement(route: RouteDefinition, template: TemplateModule, manifest: RemoteManifest) {
  if (route.name === 'spin') return <MinigameHost manifest={manifest} page="spin" ownLayout={false} />;
  const Page = template.pages[route.name];
  return Page ? <Page /> : <PageUnavailable name={route.name} />;
}

/** The spec's static routes: template pages inside the template's layout, minigame pages from their remote. */
export function SiteRoutes({ template, manifest }: { template: TemplateModule; manifest: RemoteManifest }) {
  const { Layout } = template;
  return (
    <BrowserRouter>
      <Routes>
        {ROUTES.filter((route) => route.layout === 'minigame').map((route) => (
          <Route
            key={route.name}
            path={route.path}
            element={<MinigameHost manifest={manifest} page="minigame" ownLayout />}
          />
        ))}
        <Route
          element={
            <Layout>
              <Outlet />
            </Layout>
          }
        >
          {ROUTES.filter((route) => route.layout !== 'minigame').map((route) => (
            <Route key={route.name} path={route.path} element={pageElement(route, template, manifest)} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
