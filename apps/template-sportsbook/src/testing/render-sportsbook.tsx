import type { ReactNode } from 'react';
import type { LanguageCode } from '@wl/i18n';
import { gameMenu, renderWithStore, type Answer } from '@wl/testing';
import { BetSlipProvider } from '@wl/sportsbook';
// The family's own texts load with the English ones of each spec's setupI18n.
import '../messages';

/**
 * Renders sportsbook UI in the stores of a sportsbook1 site, the API answering from a table by path
 * (a table the test may change between calls; statusCode 1 for anything else).
 */
export function renderSportsbook(
  ui: ReactNode,
  options: {
    path?: string;
    language?: LanguageCode;
    signedIn?: boolean;
    table?: Record<string, Answer>;
  } = {},
) {
  const table = options.table ?? {};
  const { store, calls, ...view } = renderWithStore(<BetSlipProvider>{ui}</BetSlipProvider>, {
    ...options,
    answers: table,
    theme: ['sportsbook1', 'pitch'],
    startup: {
      site: { site_name: 'Goal Line' },
      content: gameMenu(['Sports', 'sportsbook', '/sports'], ['Live Casino', 'livecasino', '/casino']),
      provider_count: [
        { provider_code: 'SABA', category: 'sportsbook', count: 1 },
        { provider_code: 'EVO', category: 'livecasino', count: 12 },
      ],
    },
  });
  return { store, calls, table, view };
}
