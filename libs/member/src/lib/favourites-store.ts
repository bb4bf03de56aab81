import { makeAutoObservable, runInAction } from 'mobx';
import { addFavourite, getFavourites, removeFavourite, type FavouriteGame, type Game } from '@wl/api';
import {
  NOTICE_TOAST_MS,
  PlatformRequests,
  type FeatureStore,
  type MemberSource,
  type PlatformPort,
  type ToastStore,
  type Translate,
} from '@wl/core';

type GameKey = Pick<Game, 'provider_code' | 'game_code'>;

/** A favourite as the platform sends it (img_url), read as a game (game_image). */
export function favouriteToGame({ img_url, ...game }: FavouriteGame): Game {
  return { ...game, game_image: img_url };
}

export interface MemberStoreDeps {
  platform: PlatformPort;
  session: MemberSource;
  toasts: ToastStore;
  translate: Translate;
}

/** The signed-in player's favourite games (spec section 3's `game_fav_list`). */
export class FavouritesStore implements FeatureStore {
  game_fav_list: Game[] = [];
  private readonly requests: PlatformRequests;

  constructor(private readonly deps: MemberStoreDeps) {
    this.requests = new PlatformRequests(deps.platform, deps.session);
    // The list is replaced whole, never changed in place.
    makeAutoObservable<this, 'deps' | 'requests'>(this, { deps: false, requests: false }, { deep: false });
  }

  isFavourite(game: GameKey): boolean {
    return this.game_fav_list.some(
      (fav) => fav.provider_code === game.provider_code && fav.game_code === game.game_code,
    );
  }

  /** The list as the platform has it; a failed answer (with its empty list) is kept and reported. */
  async fetchFavourites(): Promise<void> {
    const outcome = await this.requests.forMember('game_fav_list', (member) =>
      getFavourites(this.requests.api, member),
    );
    if (!outcome?.current) return;
    runInAction(() => {
      this.game_fav_list = (outcome.answer.value ?? []).map(favouriteToGame);
    });
  }

  async addFavourite(game: Game): Promise<boolean> {
    const { game_image, ...rest } = game;
    const outcome = await this.requests.forMember(
      'favourite',
      (member) => addFavourite(this.requests.api, { ...member, ...rest, img_url: game_image }),
      { args: [game.provider_code, game.game_code] },
    );
    if (!outcome?.ok) return false;
    this.notify('messages:addedToFavourites');
    await this.fetchFavourites();
    return true;
  }

  async removeFavourite(game: GameKey): Promise<boolean> {
    const { provider_code, game_code } = game;
    const outcome = await this.requests.forMember(
      'favourite',
      (member) => removeFavourite(this.requests.api, { ...member, provider_code, game_code }),
      { args: [provider_code, game_code] },
    );
    if (!outcome?.ok) return false;
    this.notify('messages:removedFromFavourites');
    runInAction(() => {
      this.game_fav_list = this.game_fav_list.filter(
        (fav) => fav.provider_code !== provider_code || fav.game_code !== game_code,
      );
    });
    return true;
  }

  loadMember(): Promise<void> {
    return this.fetchFavourites();
  }

  clear(): void {
    this.requests.clear();
    this.game_fav_list = [];
  }

  private notify(key: string): void {
    const title = this.deps.translate(key);
    this.deps.toasts.show({ variant: 'success', title, durationMs: NOTICE_TOAST_MS });
  }
}
