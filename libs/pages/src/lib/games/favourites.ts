import { makeAutoObservable, runInAction } from 'mobx';
import type { Game } from '@wl/api';

type GameKey = Pick<Game, 'provider_code' | 'game_code'>;

/** What the favourite toggle needs of the root store (a fake in tests). */
export interface FavouriteDeps {
  user: {
    readonly isAuthenticated: boolean;
    isFavourite(game: GameKey): boolean;
    addFavourite(game: Game): Promise<boolean>;
    removeFavourite(game: GameKey): Promise<boolean>;
  };
  loginEntry: { open(from?: string): void };
}

const keyOf = (game: GameKey) => `${game.provider_code}\u0000${game.game_code}`;

/**
 * The favourite toggle of every game tile: a guest goes to the template's sign-in; a member sees the new
 * state at once (optimistic) and the old one back if the platform refuses (the user store reports it to
 * the global error handler).
 */
export class FavouriteToggles {
  /** Wanted states of the games whose call is on its way. */
  private pending = new Map<string, boolean>();

  constructor(private readonly deps: FavouriteDeps) {
    makeAutoObservable<this, 'deps'>(this, { deps: false });
  }

  isOn(game: GameKey): boolean {
    const wanted = this.pending.get(keyOf(game));
    return wanted ?? this.deps.user.isFavourite(game);
  }

  /** `from` is the page to come back to after signing in. */
  async toggle(game: Game, from: string): Promise<void> {
    if (!this.deps.user.isAuthenticated) {
      this.deps.loginEntry.open(from);
      return;
    }
    const key = keyOf(game);
    if (this.pending.has(key)) return;
    const wanted = !this.deps.user.isFavourite(game);
    this.pending.set(key, wanted);
    try {
      await (wanted ? this.deps.user.addFavourite(game) : this.deps.user.removeFavourite(game));
    } finally {
      runInAction(() => this.pending.delete(key));
    }
  }
}

const perStore = new WeakMap<object, FavouriteToggles>();

/** One toggle set per root store, shared by every tile of the page. */
export function favouriteTogglesFor(store: FavouriteDeps): FavouriteToggles {
  let toggles = perStore.get(store);
  if (!toggles) {
    toggles = new FavouriteToggles(store);
    perStore.set(store, toggles);
  }
  return toggles;
}
