// The site model (templates, palettes, routes, breakpoints) lives in @wl/site-model and locale paths in
// @wl/i18n, shared with the site server and the platform; re-exported here for the browser projects.
export {
  CATEGORY_PATHS,
  FALLBACK_DEVICE,
  GAME_CATEGORIES,
  LOBBY_PAGE_NAMES,
  LOGIN_MODAL_DELAY_MS,
  PAGE_NAMES,
  ROUTES,
  TEMPLATES,
  THEME_CODES,
  VIEWPORT_BREAKPOINTS,
  bodyClassesFor,
  themeBodyClasses,
  checkTheme,
  deviceFor,
  findRouteByPath,
  findTemplate,
  findTemplateById,
  palettesByFamily,
  paletteFor,
  seoPageName,
  type ColorCode,
  type Device,
  type GameCategory,
  type LoginEntry,
  type PageName,
  type Palette,
  type RemoteManifest,
  type RewardsGuestAction,
  type RouteDefinition,
  type TemplateDefinition,
  type TemplateFamily,
  type TemplateId,
  type ThemeCheck,
} from '@wl/site-model';

// Route middleware, navigation, the locale store and menus.
export {
  MiddlewareRegistry,
  authMiddleware,
  guestMiddleware,
  type MiddlewareContext,
  type MiddlewareResult,
  type RouteMiddleware,
} from './lib/routes/middleware';
export { NavigationPort, type NavigateFunction, type NavigateOptions } from './lib/routes/navigation';
export {
  HEAD_ATTRIBUTE,
  LocaleRouting,
  initialLanguage,
  localeHead,
  type HeadLink,
  type HeadMeta,
  type InitialLanguageInput,
  type LanguageCatalogue,
  type LocaleHead,
  type LocalePathLocation,
} from '@wl/i18n';
export { applyLocaleHead } from './lib/locale/apply-locale-head';
export { LocaleStore } from './lib/locale/locale-store';
export { filterMenu } from './lib/menu/filter-menu';
export { navItemsOf, type NavItem } from './lib/menu/nav-items';

// Stores: the root store, its feature registry and the resource base every platform-loading store holds.
export { SiteStore, type SiteStoreDeps } from './lib/stores/site-store';
export {
  RootStore,
  defineFeature,
  storeInstances,
  type Feature,
  type RootStoreOptions,
  type ServerPageRequest,
} from './lib/stores/root-store';
export { FirstViewLoads, useFirstViewLoad } from './lib/stores/first-view-loads';
export { StoreProvider, useFeature, useStores } from './lib/stores/store-context';
export { useSiteChrome, type SiteChrome } from './lib/stores/use-site-chrome';
export { ModuleLoaderStore } from './lib/stores/module-loader-store';
export { loadChunk, loadedChunk } from './lib/chunks/chunk-cache';
export { preloadableComponent } from './lib/chunks/preloadable-component';
export {
  FeatureRegistry,
  type FeatureDefinition,
  type FeatureStore,
} from './lib/stores/base/feature-registry';
export {
  PlatformRequests,
  type MemberSource,
  type Outcome,
  type PlatformPort,
  type RequestOptions,
} from './lib/stores/base/platform-requests';
export { Remote, isRetryable, type Fetched, type LoadStatus, type ViewState } from './lib/stores/base/remote';
export {
  SessionStore,
  type SessionStoreDeps,
  type SignInResult,
  type SignupFields,
  type UserProfile,
} from './lib/session/session-store';
export {
  FORCE_LOGOUT_KEY,
  SESSION_STORAGE_KEY,
  SessionPersistence,
  MEMBER_HINT_COOKIE,
  hasMemberHint,
  watchForceLogout,
  type StoredSession,
} from './lib/session/session-persistence';
export { LoginEntryService, REDIRECT_PARAM, safeRedirect } from './lib/session/login-entry';

// Feedback: toasts, dialogs, modals and the global error handler.
export {
  ERROR_TOAST_MS,
  NOTICE_TOAST_MS,
  SESSION_EXPIRED_TOAST_MS,
  ToastStore,
  type Toast,
  type ToastInput,
  type ToastVariant,
} from './lib/feedback/toast-store';
export {
  DialogStore,
  type DialogDismissReason,
  type DialogEntry,
  type DialogOptions,
  type DialogResult,
  type DialogState,
} from './lib/feedback/dialog-store';
export { ModalStore, type ModalId } from './lib/feedback/modal-store';
export {
  ErrorHandler,
  SESSION_EXPIRED_MESSAGES,
  isSilentSuccess,
  type ErrorHandlerDeps,
  type HandledAnswer,
  type HandledAs,
} from './lib/errors/error-handler';
export type { Translate } from './lib/errors/translate';

// Site content loaded after mount.
export { loadSiteData, type SiteDataDeps } from './lib/site/site-data-loader';
export { sanitizeCms, sanitizeHtml } from './lib/site/sanitize-html';
export { applySeoHead } from './lib/site/seo-head';
export { PageSeo } from './lib/site/page-seo';
export { TRACKING_ATTRIBUTE, injectTrackingScripts } from './lib/site/tracking-scripts';
export {
  LIVE_CHAT_SCRIPT_URL,
  LiveChatWidget,
  liveChatEnabled,
  liveChatImageUrl,
} from './lib/site/live-chat';
export {
  AD_COOKIE,
  APPSFLYER_QUERY_PARAM,
  APPSFLYER_STORAGE_KEY,
  readAttribution,
  rememberAppsflyerId,
  type Attribution,
} from './lib/site/attribution';

// Updates, chunk reloads and route preloading.
export {
  BUILD_META_TAG,
  BUILD_META_URL,
  UPDATE_POLL_MS,
  fetchBuildMeta,
  pageBuildVersion,
  type BuildMeta,
} from './lib/updates/build-meta';
export {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_KEY,
  ChunkReloadGuard,
  isChunkLoadError,
} from './lib/updates/chunk-reload';
export {
  MAX_PENDING_PRELOADS,
  PreloadQueue,
  canPrefetch,
  type ConnectionInfo,
} from './lib/updates/preload-queue';
export { UpdateStore } from './lib/updates/update-store';

// Viewport.
export {
  DEVICE_REFRESH_DELAY_MS,
  RESIZE_DEBOUNCE_MS,
  VIEWPORT_COOKIE,
  VIEWPORT_COOKIE_MAX_AGE,
  ViewportStore,
  viewportCookie,
} from './lib/viewport/viewport-store';

// The remote contract.
export {
  MINIGAME_EXPOSE,
  MINIGAME_REMOTE_NAME,
  TEMPLATE_EXPOSE,
  remoteNameOf,
  type MinigamePageName,
  type MinigameRemote,
  type PageValidator,
  type TemplateLayoutProps,
  type TemplateModule,
  type TemplateRemote,
} from './lib/contract/template-contract';
export { createTemplateRemote, type TemplateLoaders } from './lib/contract/create-template-remote';
export { verifyTemplateRemote } from './lib/contract/verify-template-remote';
export { isDarkColour, usePaletteScheme } from './lib/layout/palette-scheme';
export { useNarrowColumn } from './lib/layout/use-narrow-column';
export { usePaginatorLabels, type SitePaginatorLabels } from './lib/layout/use-paginator-labels';
