import type { ReactNode } from 'react';
import type { SocialAccount } from '@wl/api';
import { Outlet, Route, Routes } from '@wl/router';
import { gameMenu, renderWithStore, siteLanguages } from '@wl/testing';
// The family's own texts load with the English ones of each spec's setupI18n.
import '../messages';

/**
 * Renders a slot layout (or any part of it) around the page of a path (home, slots, faqs or another),
 * as one layout route, so it stays mounted while the player moves between pages.
 */
export function renderSlot(
  ui: (page: ReactNode) => ReactNode,
  options: {
    path?: string;
    theme?: [string, string];
    accounts?: SocialAccount[];
    /** Two languages on the site instead of one. */
    languages?: boolean;
    signedIn?: boolean;
  } = {},
) {
  const { languages, ...rest } = options;
  const { store, calls, ...view } = renderWithStore(
    <Routes>
      <Route element={ui(<Outlet />)}>
        <Route path="/" element={<h1>Home page</h1>} />
        <Route path="/slots" element={<h1>Slots page</h1>} />
        <Route path="/faqs" element={<h1>FAQs page</h1>} />
        <Route path="*" element={<h1>Other page</h1>} />
      </Route>
    </Routes>,
    {
      ...rest,
      theme: options.theme ?? ['slot1', 'neon'],
      startup: {
        site: { site_name: 'Neon Reels' },
        language: languages ? siteLanguages('EN', 'VI') : siteLanguages('EN'),
        content: gameMenu(
          ['Hot Games', 'hot', '/hot'],
          ['Slots', 'slots', '/slots'],
          ['Fishing', 'fish', '/fishing'],
        ),
        provider_count: [
          { provider_code: 'JILI', category: 'slots', count: 10 },
          { provider_code: 'JDB', category: 'fish', count: 4 },
        ],
      },
    },
  );
  return { store, calls, view };
}
