import { render } from '@testing-library/react';
import { StoreProvider, type TemplateModule } from '@wl/core';
import { createTestStore, type Answer, type StartupOverrides } from '@wl/testing';
import { SiteRoutes } from '../app/SiteRoutes';

export const testTemplate: TemplateModule = {
  templateId: 'template1',
  Layout: ({ children }) => <div data-testid="layout">{children}</div>,
  pages: {
    home: () => <h1>Home page</h1>,
    account: () => <h1>Account page</h1>,
    slots: () => <h1>Slots page</h1>,
    forgotPassword: () => <h1>Forgot password page</h1>,
    vip: () => <h1>VIP page</h1>,
  },
  validate: { vip: ({ search }) => search !== '?level=unknown' },
};

/** Renders the site's routes (in the page's own router) for a template at a path, as a guest or signed in. */
export function renderSite(
  path: string,
  options: {
    theme?: [string, string];
    signedIn?: boolean;
    table?: Record<string, Answer>;
    template?: TemplateModule;
    startup?: StartupOverrides;
  } = {},
) {
  const { store, calls } = createTestStore({
    path,
    answers: options.table,
    theme: options.theme,
    signedIn: options.signedIn,
    startup: { ...options.startup, site: { gamify_status: true, ...options.startup?.site } },
  });
  window.history.replaceState(null, '', path);
  const view = render(
    <StoreProvider store={store}>
      <SiteRoutes template={options.template ?? testTemplate} manifest={{ remotes: {} }} />
    </StoreProvider>,
  );
  return { store, calls, view };
}
