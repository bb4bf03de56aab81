import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@wl/router';
import type { ApiClient } from '@wl/api';
import { RootStore, StoreProvider } from '@wl/core';
import {
  DEFAULT_LANGUAGE,
  changeLanguage,
  detectLanguage,
  getLanguage,
  languageChoices,
  setupI18n,
  toLanguageCode,
} from '@wl/i18n';
import minigame from './remote-entry';

const api: ApiClient = {
  http: () => Promise.reject(new Error('no network in this test')),
  startup: () => Promise.reject(new Error('no network in this test')),
};

const i18n = {
  DEFAULT_LANGUAGE,
  changeLanguage,
  detectLanguage,
  getLanguage,
  languageChoices,
  toLanguageCode,
};

it('tells a guest to sign in to play inside the minigame layout', async () => {
  await setupI18n('EN');
  const { Layout, pages } = minigame;
  const Page = pages.minigame;
  render(
    <StoreProvider store={new RootStore(api, { i18n })}>
      <MemoryRouter>
        <Layout>
          <Page />
        </Layout>
      </MemoryRouter>
    </StoreProvider>,
  );
  expect(screen.getByText('Sign in to play.')).toBeInTheDocument();
  expect(document.querySelector('[data-family="minigame"]')).not.toBeNull();
});
