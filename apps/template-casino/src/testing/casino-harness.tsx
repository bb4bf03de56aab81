import type { ReactNode } from 'react';
import type { SocialAccount } from '@wl/api';
import { Route, Routes } from '@wl/router';
import { CurrentLocation, englishMessages, gameMenu, renderWithStore, siteLanguages } from '@wl/testing';
import { casinoMessagesReady } from '../messages';

/** Renders a casino layout part inside a store with a started casino site, in English (the family's own
 * texts too), at `path`. */
export async function renderCasino(
  ui: ReactNode,
  { path = '/', accounts = [] }: { path?: string; accounts?: SocialAccount[] } = {},
) {
  await englishMessages();
  await casinoMessagesReady();
  return renderWithStore(
    <Routes>
      <Route
        path="*"
        element={
          <>
            {ui}
            <CurrentLocation />
          </>
        }
      />
    </Routes>,
    {
      path,
      accounts,
      startup: {
        site: { site_name: 'Golden Palace' },
        language: siteLanguages('EN'),
        content: gameMenu(
          ['Hot Games', 'hot', '/hot'],
          ['Slots', 'slots', '/slots'],
          ['Live Casino', 'livecasino', '/casino'],
          ['Table', 'table', '/casino'],
          ['Poker', 'poker', '/poker'],
        ),
        provider_count: ['slots', 'livecasino', 'table', 'poker'].map((category) => ({
          provider_code: 'JILI',
          category,
          count: 12,
        })),
      },
    },
  );
}
