// Test helpers of the home page (imported by its specs only, never by the page).
import type { Game } from '@wl/api';
import { gameMenu, type StartupOverrides } from '@wl/testing';

function game(code: string): Game {
  return {
    provider_code: 'JILI',
    game_code: code,
    game_name: `Game ${code}`,
    game_type: 'slots',
    game_image: `/media/${code}.webp`,
  };
}

export const games = (count: number, prefix = 'g') =>
  Array.from({ length: count }, (_, i) => game(`${prefix}${i + 1}`));

/** A casino1 site with slots, fishing and live casino games. */
export const HOME_SITE: StartupOverrides = {
  site: { site_name: 'Golden Palace', external_id: 'casino1' },
  content: gameMenu(['Slots', 'slots', '/slots'], ['Live casino', 'livecasino', '/casino']),
  provider_count: [
    { provider_code: 'JILI', category: 'slots', count: 40 },
    { provider_code: 'JILI', category: 'fish', count: 5 },
    { provider_code: 'EVO', category: 'livecasino', count: 12 },
  ],
};
