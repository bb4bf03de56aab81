import { CALLS } from '@wl/contract';
import { memberRoutes } from '../../http/member-route';
import type { ZodApp } from '../../http/zod-app';
import type { Platform } from '../../platform';
import type { FavouriteView } from '../player-types';

const favouriteAnswer = (item: FavouriteView) => ({
  provider_code: item.providerCode,
  game_code: item.gameCode,
  game_name: item.gameName,
  game_type: item.gameType,
  img_url: item.imgUrl,
});

/** The player's favourite games: list, add, remove. */
export function registerFavouriteRoutes(api: ZodApp, platform: Platform): void {
  const { players } = platform;
  const memberRoute = memberRoutes(api, platform);

  memberRoute(CALLS.favList, async (member) => ({
    value: (await players.favourites(member)).map(favouriteAnswer),
  }));

  memberRoute(CALLS.favAdd, async (member, { provider_code, game_code }) => ({
    value: [favouriteAnswer(await players.addFavourite(member, provider_code, game_code))],
  }));

  memberRoute(CALLS.favRemove, async (member, { provider_code, game_code }) => {
    await players.removeFavourite(member, provider_code, game_code);
    return {};
  });
}
