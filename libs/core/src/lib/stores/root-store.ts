import i18next from 'i18next';
import type { ApiClient, Envelope, SiteRequest } from '@wl/api';
import { ErrorHandler, type HandledAs } from '../errors/error-handler';
import type { Translate } from '../errors/translate';
import { DialogStore } from '../feedback/dialog-store';
import { ModalStore } from '../feedback/modal-store';
import { ToastStore } from '../feedback/toast-store';
import type { LanguageCatalogue } from '../locale/language-catalogue';
import { LocaleStore } from '../locale/locale-store';
import { MiddlewareRegistry } from '../routes/middleware';
import { NavigationPort } from '../routes/navigation';
import { LoginEntryService } from '../session/login-entry';
import { SessionPersistence, watchForceLogout } from '../session/session-persistence';
import { UserStore } from '../session/user-store';
import { LiveChatWidget } from '../site/live-chat';
import { loadSiteData } from '../site/site-data-loader';
import { fetchBuildMeta, pageBuildVersion } from '../updates/build-meta';
import { ChunkReloadGuard } from '../updates/chunk-reload';
import { PreloadQueue, type ConnectionInfo } from '../updates/preload-queue';
import { UpdateStore } from '../updates/update-store';
import { ViewportStore } from '../viewport/viewport-store';
import { LayoutStore } from './layout-store';

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
}

/** A storage of the window; null where the browser refuses it (private mode, disabled cookies). */
function browserStorage(win: Window, kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return win[kind];
  } catch {
    return null;
  }
}

const i18nTranslate: Translate = (key, options) => i18next.t(key, options ?? {});

/**
 * The page's one store tree. Shell and remotes share @wl/core as a Module Federation singleton, so they
 * see the same instance; every instance is recorded on globalThis so a duplicate is detectable.
 */
export class RootStore {
  readonly instanceId: string;
  readonly layout = new LayoutStore();
  readonly toasts = new ToastStore();
  readonly dialogs = new DialogStore();
  readonly modals = new ModalStore();
  readonly middleware = new MiddlewareRegistry();
  readonly navigation: NavigationPort;
  readonly locale: LocaleStore;
  readonly errors: ErrorHandler;
  readonly user: UserStore;
  readonly loginEntry: LoginEntryService;
  readonly updates: UpdateStore;
  readonly viewport: ViewportStore;
  readonly preloads: PreloadQueue;
  readonly liveChat: LiveChatWidget | null;
  private readonly win: Window | null;
  private readonly nonce: string | undefined;
  private readonly t: Translate;
  private contentRequested = false;

  constructor(
    readonly api: ApiClient,
    options: RootStoreOptions,
  ) {
    const registry = globalThis as StoreRegistry;
    const instances = (registry[REGISTRY_KEY] ??= []);
    this.instanceId = `store-${instances.length + 1}`;
    instances.push(this.instanceId);

    const win = options.window === undefined ? (globalThis.window ?? null) : options.window;
    this.win = win;
    this.nonce = options.nonce;
    const translate = options.translate ?? i18nTranslate;
    this.t = translate;
    const storage = (kind: 'localStorage' | 'sessionStorage') => (win ? browserStorage(win, kind) : null);

    this.navigation = new NavigationPort(win?.location ?? null);
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
    this.user = new UserStore({
      api,
      site: () => this.siteRequest,
      persistence: new SessionPersistence(storage('localStorage')),
      report: (answer) => this.report(answer),
      toasts: this.toasts,
      translate,
    });
    this.loginEntry = new LoginEntryService({
      layout: this.layout,
      modals: this.modals,
      navigation: this.navigation,
      locale: this.locale,
    });
    this.viewport = new ViewportStore(win);
    const nav = win?.navigator as (Navigator & { connection?: ConnectionInfo }) | undefined;
    this.preloads = new PreloadQueue(() => nav?.connection);
    this.liveChat = win ? new LiveChatWidget(win, { nonce: options.nonce }) : null;
  }

  /** domain_name (this host) and external_id (the site's) of the site calls. */
  get siteRequest(): SiteRequest {
    const request: SiteRequest = { domain_name: this.win?.location.hostname ?? '' };
    const externalId = this.layout.site?.external_id;
    if (externalId) request.external_id = externalId;
    return request;
  }

  /** The global error handler for an answer. */
  report(answer: Envelope, display: 'dialog' | 'toast' = 'dialog'): HandledAs {
    return this.errors.handle(answer, display);
  }

  /** The player logs out: asked to confirm, then the session ends in every tab and the player goes home. */
  async signOut(): Promise<boolean> {
    const result = await this.dialogs.show({
      title: this.t('messages:confirmLogoutTitle'),
      text: this.t('messages:confirmLogoutBody'),
      icon: 'question',
      confirmLabel: this.t('messages:confirm'),
      cancelLabel: this.t('messages:cancel'),
    });
    if (result.outcome !== 'confirmed') return false;
    // Home first: a member page must not take the logout for an expired session and ask for a login.
    this.navigation.navigate(this.locale.path('/'));
    this.user.logout({ notify: true });
    return true;
  }

  /** Session expired: logout, then the template's login page or modal. */
  endSession(): void {
    const { pathname, search } = this.navigation.current();
    this.user.logout();
    this.loginEntry.send(`${pathname}${search}`);
  }

  /** A chunk (page code, messages) failed to load: after an update the page reloads once per path. */
  async handleLoadError(error: unknown): Promise<void> {
    const reloading = await this.updates.handleChunkError(error);
    if (!reloading) console.warn('Some code of the page could not be loaded', error);
  }

  /**
   * What runs once the site is mounted (never under maintenance): the after-mount content, the player's
   * session check, other tabs' logouts, the update poll and the viewport. Returns the cleanup.
   */
  start(): () => void {
    const win = this.win;
    if (!win || !this.layout.isReady) return () => undefined;
    this.viewport.setCustomBreakpoints(this.layout.template?.breakpoints ?? {});
    const stops = [
      watchForceLogout(win, () => {
        this.user.reset();
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
      void this.user.refreshMember();
      loadSiteData({
        api: this.api,
        layout: this.layout,
        site: this.siteRequest,
        report: (answer) => this.report(answer),
        doc: win.document,
        search: win.location.search,
        storage: browserStorage(win, 'localStorage'),
        liveChat: this.liveChat ?? new LiveChatWidget(win, { nonce: this.nonce }),
        nonce: this.nonce,
        log: console,
      }).catch((error: unknown) => console.warn('The site content could not be loaded', error));
    }
    return () => stops.forEach((stop) => stop());
  }
}

/** Ids of every RootStore created on this page (one, unless a bundle duplicated @wl/core). */
export function storeInstances(): readonly string[] {
  return (globalThis as StoreRegistry)[REGISTRY_KEY] ?? [];
}
