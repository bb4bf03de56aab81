// Test-only: a lobby's games, and a page rendered on its route over a real store tree, in English.
import { useEffect, type ReactNode } from 'react';
import type { Game, ProviderCount } from '@wl/api';
import { useStores } from '@wl/core';
import { Route, Routes, useNavigate } from '@wl/router';
import { CurrentLocation, ok, renderWithStore, siteLanguages, type Handler } from '@wl/testing';

export const game = (code: string, provider = 'JILI', name = `Game ${code}`): Game => ({
  provider_code: provider,
  game_code: code,
  game_name: name,
  game_type: 'slots',
  game_image: `/api/media/game/${provider}/${code}.svg`,
});

export const gamesPage = (games: Game[], total = games.length) => ok({ value: games, total });

/** The router drives the store's navigation, as the shell does. */
function AttachNavigation() {
  const { navigation } = useStores();
  const navigate = useNavigate();
  useEffect(() => navigation.attach(navigate), [navigation, navigate]);
  return null;
}

export interface HarnessOptions {
  path: string;
  /** The route path the page is shown on. */
  route?: string;
  handler?: Handler;
  providerCount?: ProviderCount[];
  signedIn?: boolean;
}

export function renderWithSite(page: ReactNode, options: HarnessOptions) {
  return renderWithStore(
    <>
      <AttachNavigation />
      <CurrentLocation />
      <Routes>
        <Route path={options.route ?? options.path.split('?')[0]} element={page} />
        <Route path="/login" element={<h1>Login page</h1>} />
        <Route path="/playnow" element={<h1>Play page</h1>} />
      </Routes>
    </>,
    {
      path: options.path,
      answers: options.handler,
      signedIn: options.signedIn,
      startup: {
        site: { gamify_status: true },
        language: siteLanguages('EN'),
        provider_count: options.providerCount ?? [],
      },
    },
  );
}
