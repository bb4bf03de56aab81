/**
 * A store a feature library hangs on the root store. Every hook is optional: a store of site data needs
 * none, a store of the player's data clears it and loads it with the session.
 */
export interface FeatureStore {
  /** Forgets the player's data; called whenever the session ends (logout, expiry, another tab). */
  clear?(): void;
  /** Loads the player's data; called after sign-in and when the site starts with a restored session. */
  loadMember?(): Promise<void>;
  /** This load also checks the session (the balance): it runs first, the others only if still signed in. */
  readonly checksSession?: boolean;
}

/**
 * How a feature library creates its store on a host (the root store), without the host importing the
 * library. The name keys the instance, so a library bundled twice still gets the page's one store.
 */
export interface FeatureDefinition<S extends object, H> {
  readonly name: string;
  create(host: H): S;
}

/** The feature stores of one store tree: created on first use, cleared together, loaded together. */
export class FeatureRegistry<H> {
  private readonly stores = new Map<string, object>();

  constructor(
    private readonly host: H,
    /** Called with a store created after the player's data was loaded, while someone is signed in. */
    private readonly onCreated: (store: FeatureStore) => void = () => undefined,
  ) {}

  /** The host's store of `feature`, created on first use. */
  get<S extends object>(feature: FeatureDefinition<S, H>): S {
    let store = this.stores.get(feature.name);
    if (!store) {
      store = feature.create(this.host);
      this.stores.set(feature.name, store);
      this.onCreated(store);
    }
    return store as S;
  }

  /** Every store, read for the hooks it has (a store without any is a plain object to the registry). */
  private featureStores(): FeatureStore[] {
    return [...this.stores.values()] as FeatureStore[];
  }

  /** Names of the stores created so far. */
  names(): string[] {
    return [...this.stores.keys()];
  }

  clearAll(): void {
    for (const store of this.featureStores()) store.clear?.();
  }

  /** Every store's player data: all at once, or the session checks first when `checkFirst`. */
  async loadMember(options: { checkFirst: boolean; signedIn: () => boolean }): Promise<void> {
    const loaders = this.featureStores().filter((store) => store.loadMember);
    const load = (stores: FeatureStore[]) => Promise.all(stores.map((store) => store.loadMember?.()));
    if (!options.checkFirst) {
      await load(loaders);
      return;
    }
    await load(loaders.filter((store) => store.checksSession));
    if (options.signedIn()) await load(loaders.filter((store) => !store.checksSession));
  }
}
