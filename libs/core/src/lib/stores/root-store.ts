import i18next from 'i18next';
import type { ApiClient, SiteRequest } from '@wl/api';
import { ErrorHandler, type HandledAnswer, type HandledAs } from '../errors/error-handler';
import type { Translate } from '../errors/translate';
import { DialogStore } from '../feedback/dialog-store';
import { ModalStore } from '../feedback/modal-store';
import { ToastStore } from '../feedback/toast-store';
import type { LanguageCatalogue } from '@wl/i18n';
import { LocaleStore } from '../locale/locale-store';
import { MiddlewareRegistry } from '../routes/middleware';
import { NavigationPort } from '../routes/navigation';
import { LoginEntryService } from '../session/login-entry';
import { SessionPersistence, watchForceLogout } from '../session/session-persistence';
import { SessionStore } from '../session/session-store';
import { LiveChatWidget } from '../site/live-chat';
import { loadSiteContent, loadSiteData, primeSiteContent, type ContentPart } from '../site/site-data-loader';
import { fetchBuildMeta, pageBuildVersion } from '../updates/build-meta';
import { ChunkReloadGuard } from '../updates/chunk-reload';
import { PreloadQueue, type ConnectionInfo } from '../updates/preload-queue';
import { UpdateStore } from '../updates/update-store';
import { ViewportStore } from '../viewport/viewport-store';
import { FeatureRegistry, type FeatureDefinition } from './base/feature-registry';
import type { PlatformPort } from './base/platform-requests';
import type { FirstViewLoads } from './first-view-loads';
import { SiteStore } from './site-store';

const REGISTRY_KEY = '__WL_STORE_INSTANCES__';

type StoreRegistry = { [REGISTRY_KEY]?: string[] };

export interface RootStoreOptions {
  /** @wl/i18n, as the shell imports it (`import * as i18n from '@wl/i18n'`). */
  i18n: LanguageCatalogue;
  /** The browser window the stores work in; null in tests that need none. Default: the page's window. */
  window?: Window | null;
  translate?: Translate;
  /** The page's Content Security Policy nonce (analytics and live-chat scripts). */
  nonce?: string;
  /** A server render's request (there is no window there): one store tree per request. */
  server?: ServerPageRequest;
}

/** What a server render knows of the request in place of a window. */
export interface ServerPageRequest {
  host: string;
  pathname: string;
  search: string;
  /** The request's Cookie header (the remembered device class). */
  cookie: string;
  /** Set in the collecting pass: the loads the render waits for. */
  loads?: FirstViewLoads;
}

/** The location a server render's stores read; navigating there is the router's (a render never does). */
const serverLocation = (request: ServerPageRequest) => ({
  pathname: request.pathname,
  search: request.search,
  hash: '',
  assign: () => undefined,
  replace: () => undefined,
});

/** The viewport of a server render: not measured, so the device class is the remembered one. */
const serverViewport = (request: ServerPageRequest) => ({
  innerWidth: 0,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  document: { cookie: request.cookie },
});

/** A storage of the window; null where the browser refuses it (private mode, disabled cookies). */
function browserStorage(win: Window, kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return win[kind];
  } catch {
    return null;
  }
}

const i18nTranslate: Translate = (key, options) => i18next.t(key, options ?? {});

/** A feature library's store on the root store: `defineFeature('wallet', (root) => new WalletStore(root))`. */
export type Feature<S extends object> = FeatureDefinition<S, RootStore>;

export function defineFeature<S extends object>(name: string, create: (root: RootStore) => S): Feature<S> {
  return { name, create };
}

/**
 * The page's one store tree. Shell and remotes share @wl/core as a Module Federation singleton, so they
 * see the same instance; every instance is recorded on globalThis so a duplicate is detectable.
 */
export class RootStore implements PlatformPort {
  readonly instanceId: string;
  readonly site: SiteStore;
  readonly toasts = new ToastStore();
  readonly dialogs = new DialogStore();
  readonly modals = new ModalStore();
  readonly middleware = new MiddlewareRegistry();
  readonly navigation: NavigationPort;
  readonly locale: LocaleStore;
  readonly errors: ErrorHandler;
  readonly session: SessionStore;
  readonly loginEntry: LoginEntryService;
  readonly updates: UpdateStore;
  readonly viewport: ViewportStore;
  readonly preloads: PreloadQueue;
  readonly liveChat: LiveChatWidget | null;
  /** The loads a server render's collecting pass waits for; null elsewhere. */
  readonly firstViewLoads: FirstViewLoads | null;
  private readonly win: Window | null;
  private readonly serverHost: string;
  private readonly nonce: string | undefined;
  /** The messages' translate function (i18next's, unless the options gave one). */
  readonly translate: Translate;
  private contentRequested = false;
  /** The site content parts the page did not carry, once primeSiteContent has applied the others. */
  private siteContentLeft: readonly ContentPart[] | undefined;
  /** The player's data was loaded once (start or sign-in): a feature store created later loads its own. */
  private memberDataLoaded = false;
  private readonly features: FeatureRegistry<RootStore>;
  /** The feature stores of the player's data whose libs a guest never downloads (see memberFeatures). */
  private memberFeatureLoader: (() => Promise<readonly Feature<object>[]>) | null = null;
  private memberFeaturesLoad: Promise<void> | null = null;

  constructor(
    readonly api: ApiClient,
    options: RootStoreOptions,
  ) {
    // A page records its store trees (one, unless a bundle duplicated @wl/core); a server makes one per
    // request and records none.
    const registry = globalThis as StoreRegistry;
    const instances = options.server ? [] : (registry[REGISTRY_KEY] ??= []);
    this.instanceId = `store-${instances.length + 1}`;
    instances.push(this.instanceId);
    this.features = new FeatureRegistry<RootStore>(this, (store) => {
      // Not during a render: the store is often created by a component's hook.
      if (this.memberDataLoaded && this.session.member && store.loadMember) {
        queueMicrotask(() => void store.loadMember?.());
      }
    });
    this.site = new SiteStore({ platform: this, site: () => this.siteRequest });

    const server = options.server;
    const win = server ? null : options.window === undefined ? (globalThis.window ?? null) : options.window;
    this.win = win;
    this.serverHost = server?.host ?? '';
    this.firstViewLoads = server?.loads ?? null;
    this.nonce = options.nonce;
    const translate = options.translate ?? i18nTranslate;
    this.translate = translate;
    const storage = (kind: 'localStorage' | 'sessionStorage') => (win ? browserStorage(win, kind) : null);

    this.navigation = new NavigationPort(win?.location ?? (server ? serverLocation(server) : null));
    this.updates = new UpdateStore({
      fetchMeta: () => (win ? fetchBuildMeta(win.fetch.bind(win)) : Promise.resolve(null)),
      currentVersion: win ? pageBuildVersion(win.document) : null,
      dialogs: this.dialogs,
      translate,
      reload: () => win?.location.reload(),
      guard: new ChunkReloadGuard(storage('sessionStorage'), () => win?.location.reload()),
      path: () => this.navigation.current().pathname,
    });
    this.locale = new LocaleStore({
      catalogue: options.i18n,
      navigation: this.navigation,
      doc: win?.document,
      onLoadError: (error) => void this.handleLoadError(error),
    });
    this.errors = new ErrorHandler({
      toasts: this.toasts,
      dialogs: this.dialogs,
      translate,
      endSession: () => this.endSession(),
    });
    this.session = new SessionStore({
      platform: this,
      site: () => this.siteRequest,
      persistence: new SessionPersistence(storage('localStorage'), win?.document ?? null),
      toasts: this.toasts,
      translate,
      loadMemberData: () => this.loadMemberData({ checkFirst: false }),
      clearMemberData: () => this.features.clearAll(),
    });
    this.loginEntry = new LoginEntryService({
      site: this.site,
      modals: this.modals,
      navigation: this.navigation,
      locale: this.locale,
    });
    this.viewport = new ViewportStore(win ?? (server ? serverViewport(server) : null));
    const nav = win?.navigator as (Navigator & { connection?: ConnectionInfo }) | undefined;
    this.preloads = new PreloadQueue(() => nav?.connection);
    this.liveChat = win ? new LiveChatWidget(win, { nonce: options.nonce }) : null;
  }

  /** domain_name (this host) and external_id (the site's) of the site calls. */
  get siteRequest(): SiteRequest {
    const request: SiteRequest = { domain_name: this.win?.location.hostname ?? this.serverHost };
    const externalId = this.site.site?.external_id;
    if (externalId) request.external_id = externalId;
    return request;
  }

  /** The global error handler for an answer. */
  report(answer: HandledAnswer, display: 'dialog' | 'toast' = 'dialog'): HandledAs {
    return this.errors.handle(answer, display);
  }

  /**
   * The store a feature library defines (wallet, member, cashier...), created on first use. Every such
   * store is cleared when the session ends and, if it holds player data, loaded with the session.
   */
  feature<S extends object>(feature: Feature<S>): S {
    return this.features.get(feature);
  }

  /**
   * Feature stores that hold the player's data from the start (balance, VIP, favourites), in libs loaded by
   * `load` (a dynamic import): they are created, and their code downloaded, only when someone is signed in
   * or a session may come back (`prepareMemberFeatures`), so a guest's first visit carries none of them.
   */
  memberFeatures(load: () => Promise<readonly Feature<object>[]>): void {
    this.memberFeatureLoader = load;
  }

  /** Loads and creates the member feature stores (once); a failed load is tried again next time. */
  prepareMemberFeatures(): Promise<void> {
    const load = this.memberFeatureLoader;
    if (!load) return Promise.resolve();
    this.memberFeaturesLoad ??= load().then(
      (features) => {
        for (const feature of features) this.features.get(feature);
      },
      (error: unknown) => {
        this.memberFeaturesLoad = null;
        throw error;
      },
    );
    return this.memberFeaturesLoad;
  }

  /**
   * The player's data of every feature store: after sign-in all at once; on start the session check
   * (the balance) first and the rest only if the session is still good.
   */
  async loadMemberData(options: { checkFirst: boolean } = { checkFirst: true }): Promise<void> {
    if (!this.session.member) return;
    // The member stores first, so that they load with the others (the session check before the rest);
    // a store created meanwhile is loaded below with the rest, not on its own as well.
    this.memberDataLoaded = false;
    await this.prepareMemberFeatures().catch((error: unknown) => this.handleLoadError(error));
    if (!this.session.member) return;
    this.memberDataLoaded = true;
    await this.features.loadMember({ ...options, signedIn: () => this.session.member !== null });
  }

  /** The player logs out: asked to confirm, then the session ends in every tab and the player goes home. */
  async signOut(): Promise<boolean> {
    const result = await this.dialogs.show({
      title: this.translate('messages:confirmLogoutTitle'),
      text: this.translate('messages:confirmLogoutBody'),
      icon: 'question',
      confirmLabel: this.translate('messages:confirm'),
      cancelLabel: this.translate('messages:cancel'),
    });
    if (result.outcome !== 'confirmed') return false;
    // Home first: a member page must not take the logout for an expired session and ask for a login.
    this.navigation.navigate(this.locale.path('/'));
    void this.session.signOut();
    return true;
  }

  /** Session expired: logout, then the template's login page or modal. */
  endSession(): void {
    const { pathname, search } = this.navigation.current();
    this.session.logout();
    this.loginEntry.send(`${pathname}${search}`);
  }

  /** A chunk (page code, messages) failed to load: after an update the page reloads once per path. */
  async handleLoadError(error: unknown): Promise<void> {
    const reloading = await this.updates.handleChunkError(error);
    if (!reloading) console.warn('Some code of the page could not be loaded', error);
  }

  /**
   * Fills the site store with the site content the page carries, before the first render: a server
   * render's second pass and the browser's hydration show the same content.
   */
  primeSiteContent(): void {
    if (this.site.isReady && !this.site.isMaintenance)
      this.siteContentLeft = primeSiteContent(this.api, this.site, this.siteRequest);
  }

  /** The site content every page shows, for a server render's collecting pass to wait for. */
  loadSiteContent(): Promise<void> {
    if (!this.site.isReady || this.site.isMaintenance) return Promise.resolve();
    return loadSiteContent(this.api, this.site, this.siteRequest, console, this.siteContentLeft);
  }

  /**
   * What runs once the site is mounted (never under maintenance): the after-mount content, the player's
   * session check, other tabs' logouts, the update poll and the viewport. Returns the cleanup.
   */
  start(): () => void {
    const win = this.win;
    if (!win || !this.site.isReady) return () => undefined;
    this.viewport.setCustomBreakpoints(this.site.template?.breakpoints ?? {});
    const stops = [
      watchForceLogout(win, () => {
        this.session.reset();
        win.location.reload();
      }),
      this.updates.start(),
      this.viewport.start(),
    ];
    const onRejection = (event: PromiseRejectionEvent) => void this.updates.handleChunkError(event.reason);
    win.addEventListener('unhandledrejection', onRejection);
    stops.push(() => win.removeEventListener('unhandledrejection', onRejection));

    // Listeners come and go with the mount (twice in React's development mode); the loads happen once.
    if (!this.contentRequested) {
      this.contentRequested = true;
      void this.loadMemberData();
      loadSiteData({
        api: this.api,
        siteStore: this.site,
        site: this.siteRequest,
        report: (answer) => this.report(answer),
        doc: win.document,
        search: win.location.search,
        storage: browserStorage(win, 'localStorage'),
        liveChat: this.liveChat ?? new LiveChatWidget(win, { nonce: this.nonce }),
        nonce: this.nonce,
        log: console,
        contentLeft: this.siteContentLeft,
      }).catch((error: unknown) => console.warn('The site content could not be loaded', error));
    }
    return () => stops.forEach((stop) => stop());
  }
}

/** Ids of every RootStore created on this page (one, unless a bundle duplicated @wl/core). */
export function storeInstances(): readonly string[] {
  return (globalThis as StoreRegistry)[REGISTRY_KEY] ?? [];
}
