import { render, screen } from '@testing-library/react';
import { languageCatalogue } from './language-catalogue';
import type { ApiClient, Site, StartupResponse } from '@wl/api';
import { RootStore, StoreProvider } from '@wl/core';
import { setupI18n } from '@wl/i18n';
import { App } from './App';

jest.mock('./TemplateHost', () => ({
  TemplateHost: ({ template }: { template: { templateId: string } }) => <p>template {template.templateId}</p>,
}));

const api: ApiClient = {
  http: () => Promise.reject(new Error('no network in this test')),
  startup: () => Promise.reject(new Error('no network in this test')),
};

function startup(overrides: Partial<StartupResponse>): StartupResponse {
  return {
    statusCode: 1,
    message: 'OK',
    maintenance: { is_maintenance: false, start_date: null, end_date: null },
    content: { menu: [], game_menu: [] },
    site: null,
    language: [],
    provider_count: [],
    aff_domain: '',
    live_chat: null,
    ...overrides,
  };
}

function site(site_name: string, theme_code: string, theme_color: string): Site {
  return {
    site_name,
    currency: 'USD',
    theme_code,
    theme_color,
    logo1: '',
    logo2: '',
    logo3: '',
    status: true,
    expired_date: null,
    logo_text: site_name,
    external_id: '',
    android_sub: '',
    ios_sub: '',
    manifest_icon: '',
    gamify_status: false,
    tac_login: false,
  };
}

function renderApp(response: StartupResponse) {
  const store = new RootStore(api, { i18n: languageCatalogue });
  store.site.applyStartup(response);
  render(
    <StoreProvider store={store}>
      <App manifest={{ remotes: {} }} />
    </StoreProvider>,
  );
}

describe('App', () => {
  beforeAll(async () => {
    await setupI18n('EN');
  });

  it('shows only the maintenance layout while the site is under maintenance', () => {
    renderApp(
      startup({
        maintenance: {
          is_maintenance: true,
          start_date: '2026-01-01T00:00:00Z',
          end_date: '2026-01-02T00:00:00Z',
        },
      }),
    );
    expect(screen.getByRole('heading', { name: "We'll be right back" })).toBeInTheDocument();
    expect(screen.queryByText(/^template/)).not.toBeInTheDocument();
  });

  it('explains an invalid theme instead of loading a template', () => {
    renderApp(startup({ site: site('Broken', 'casino99', 'gold') }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This site is set up with a template that does not exist.',
    );
  });

  it("hands a valid site to the template host with the site's template", () => {
    renderApp(startup({ site: site('Neon Reels', 'slot1', 'neon') }));
    expect(screen.getByText('template template10')).toBeInTheDocument();
  });
});
