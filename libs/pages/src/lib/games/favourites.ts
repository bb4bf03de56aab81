import { makeAutoObservable, makeObservable, observable, reaction, runInAction } from 'mobx';
import type { Game } from '@wl/api';
import { defineFeature, type FeatureStore, type RootStore } from '@wl/core';
import type { FavouritesStore } from '@wl/member';

type GameKey = Pick<Game, 'provider_code' | 'game_code'>;

/** The player's favourites as the toggles read and change them. */
export interface FavouriteSource {
  isFavourite(game: GameKey): boolean;
  addFavourite(game: Game): Promise<boolean>;
  removeFavourite(game: GameKey): Promise<boolean>;
}

/** What the favourite toggle needs of the stores (a fake in tests). */
export interface FavouriteDeps {
  session: { readonly isAuthenticated: boolean };
  favourites: FavouriteSource;
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

/**
 * The player's favourites (@wl/member's store) as the toggles read them. @wl/member comes by a dynamic
 * import once someone is signed in, so a guest's first visit never downloads that shared lib (it is loaded
 * whole); until it is there, no game is a favourite, as for a guest.
 */
class MemberFavourites implements FavouriteSource {
  private store: FavouritesStore | null = null;
  private loading: Promise<FavouritesStore> | null = null;

  constructor(private readonly root: RootStore) {
    makeObservable<this, 'store'>(this, { store: observable.ref });
    // Signed in, or a session came back: the hearts show the player's picks as soon as they are loaded.
    reaction(
      () => root.session.isAuthenticated,
      (signedIn) => {
        if (signedIn) this.load().catch((error: unknown) => void root.handleLoadError(error));
      },
      { fireImmediately: true },
    );
  }

  private load(): Promise<FavouritesStore> {
    this.loading ??= import('@wl/member').then(
      (member) => {
        const store = this.root.feature(member.favouritesFeature);
        runInAction(() => (this.store = store));
        return store;
      },
      (error: unknown) => {
        this.loading = null;
        throw error;
      },
    );
    return this.loading;
  }

  isFavourite(game: GameKey): boolean {
    return this.store?.isFavourite(game) ?? false;
  }

  async addFavourite(game: Game): Promise<boolean> {
    return (await this.load()).addFavourite(game);
  }

  async removeFavourite(game: GameKey): Promise<boolean> {
    return (await this.load()).removeFavourite(game);
  }
}

/** The toggles on the root store: one set per page, shared by every tile, cleared with the session. */
export const favouriteTogglesFeature = defineFeature(
  'pages.favourite-toggles',
  (root) =>
    new FavouriteToggles({
      session: root.session,
      favourites: new MemberFavourites(root),
      loginEntry: root.loginEntry,
    }),
);

/** One toggle set per root store, shared by every tile of the page. */
export function favouriteTogglesFor(root: RootStore): FavouriteToggles {
  return root.feature(favouriteTogglesFeature);
}
