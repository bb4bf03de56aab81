import { makeAutoObservable, runInAction } from 'mobx';
import type { Game } from '@wl/api';
import { defineFeature, type FeatureStore, type RootStore } from '@wl/core';
import { favouritesFeature } from '@wl/member';

type GameKey = Pick<Game, 'provider_code' | 'game_code'>;

/** What the favourite toggle needs of the stores (a fake in tests). */
export interface FavouriteDeps {
  session: { readonly isAuthenticated: boolean };
  favourites: {
    isFavourite(game: GameKey): boolean;
    addFavourite(game: Game): Promise<boolean>;
    removeFavourite(game: GameKey): Promise<boolean>;
  };
  loginEntry: { open(from?: string): void };
}

const keyOf = (game: GameKey) => `${game.provider_code}\u0000${game.game_code}`;

/**
 * The favourite toggle of every game tile: a guest goes to the template's sign-in; a member sees the new
 * state at once (optimistic) and the old one back if the platform refuses (the favourites store reports it to
 * the global error handler).
 */
export class FavouriteToggles implements FeatureStore {
  /** Wanted states of the games whose call is on its way. */
  private pending = new Map<string, boolean>();

  constructor(private readonly deps: FavouriteDeps) {
    makeAutoObservable<this, 'deps'>(this, { deps: false });
  }

  /** The session ended: calls still on their way no longer decide what a tile shows. */
  clear(): void {
    this.pending = new Map();
  }

  isOn(game: GameKey): boolean {
    const wanted = this.pending.get(keyOf(game));
    return wanted ?? this.deps.favourites.isFavourite(game);
  }

  /** `from` is the page to come back to after signing in. */
  async toggle(game: Game, from: string): Promise<void> {
    if (!this.deps.session.isAuthenticated) {
      this.deps.loginEntry.open(from);
      return;
    }
    const key = keyOf(game);
    if (this.pending.has(key)) return;
    const wanted = !this.deps.favourites.isFavourite(game);
    this.pending.set(key, wanted);
    try {
      await (wanted ? this.deps.favourites.addFavourite(game) : this.deps.favourites.removeFavourite(game));
    } finally {
      runInAction(() => this.pending.delete(key));
    }
  }
}

/** The toggles on the root store: one set per page, shared by every tile, cleared with the session. */
export const favouriteTogglesFeature = defineFeature(
  'pages.favourite-toggles',
  (root) =>
    new FavouriteToggles({
      session: root.session,
      favourites: root.feature(favouritesFeature),
      loginEntry: root.loginEntry,
    }),
);

/** One toggle set per root store, shared by every tile of the page. */
export function favouriteTogglesFor(root: RootStore): FavouriteToggles {
  return root.feature(favouriteTogglesFeature);
}
