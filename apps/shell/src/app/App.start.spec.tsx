import { render, screen, waitFor } from '@testing-library/react';
import { StoreProvider } from '@wl/core';
import { setupI18n } from '@wl/i18n';
import { createTestStore, ok, type StartupOverrides } from '@wl/testing';
import { App } from './App';

jest.mock('./TemplateHost', () => ({ TemplateHost: () => <p>template</p> }));

beforeAll(async () => {
  await setupI18n('EN');
});

function renderApp(startup: StartupOverrides = {}) {
  const { store, calls } = createTestStore({
    startup,
    answers: {
      'settings/partners': ok({ partners: [{ href: '/slots', img_url: '/p.svg', partner_name: 'JILI' }] }),
    },
  });
  const view = render(
    <StoreProvider store={store}>
      <App manifest={{ remotes: {} }} />
    </StoreProvider>,
  );
  return { store, calls, view };
}

it('loads the site content after mount', async () => {
  const { store, calls, view } = renderApp();
  expect(screen.getByText('template')).toBeInTheDocument();
  await waitFor(() => expect(store.site.show_preloader).toBe(false));
  expect(calls.map((c) => c.path).sort()).toEqual([
    'home/referral',
    'product/get_hot_games',
    'settings/bts',
    'settings/get_analytics',
    'settings/partners',
    'settings/siteinfodetail',
    'settings/social_account',
  ]);
  expect(store.site.partners).toHaveLength(1);
  view.unmount();
});

it('loads nothing under maintenance', async () => {
  const { calls } = renderApp({ maintenance: { is_maintenance: true, start_date: null, end_date: null } });
  expect(screen.getByRole('heading', { name: "We'll be right back" })).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(calls).toEqual([]);
});
