// Templates: theme code → template → family, palettes, breakpoints, login entry, body classes.
export {
  TEMPLATES,
  THEME_CODES,
  LOGIN_MODAL_DELAY_MS,
  bodyClassesFor,
  checkTheme,
  findTemplate,
  findTemplateById,
  type LoginEntry,
  type RewardsGuestAction,
  type TemplateDefinition,
  type TemplateFamily,
  type TemplateId,
  type ThemeCheck,
} from './lib/templates/registry';
export { palettesByFamily, paletteFor, type ColorCode, type Palette } from './lib/templates/palettes';

// Routes, route middleware, navigation and locale-prefixed paths.
export {
  CATEGORY_PATHS,
  GAME_CATEGORIES,
  LOBBY_PAGE_NAMES,
  PAGE_NAMES,
  ROUTES,
  findRouteByPath,
  type GameCategory,
  type PageName,
  type RouteDefinition,
} from './lib/routes/routes';
export {
  MiddlewareRegistry,
  authMiddleware,
  guestMiddleware,
  type MiddlewareContext,
  type MiddlewareResult,
  type RouteMiddleware,
} from './lib/routes/middleware';
export { NavigationPort, type NavigateFunction, type NavigateOptions } from './lib/routes/navigation';
export type { LanguageCatalogue } from './lib/locale/language-catalogue';
export {
  LocaleRouting,
  initialLanguage,
  type InitialLanguageInput,
  type LocalePathLocation,
} from './lib/locale/locale-routing';
export {
  HEAD_ATTRIBUTE,
  applyLocaleHead,
  localeHead,
  type HeadLink,
  type HeadMeta,
  type LocaleHead,
} from './lib/locale/locale-head';
export { LocaleStore } from './lib/locale/locale-store';
export { filterMenu } from './lib/menu/filter-menu';
export { navItemsOf, type NavItem } from './lib/menu/nav-items';

// Stores.
export { LayoutStore } from './lib/stores/layout-store';
export { RootStore, storeInstances, type RootStoreOptions } from './lib/stores/root-store';
export { StoreProvider, useStores } from './lib/stores/store-context';
export { useSiteChrome, type SiteChrome } from './lib/stores/use-site-chrome';
export {
  UserStore,
  favouriteToGame,
  type SignInResult,
  type SignupFields,
  type UserProfile,
} from './lib/session/user-store';
export { progressPercent, vipSummary, type VipSummary } from './lib/session/vip-summary';
export {
  FORCE_LOGOUT_KEY,
  SESSION_STORAGE_KEY,
  SessionPersistence,
  watchForceLogout,
  type StoredSession,
} from './lib/session/session-persistence';
export { LoginEntryService, REDIRECT_PARAM, safeRedirect } from './lib/session/login-entry';
export { loadSignInForm } from './lib/session/load-sign-in-form';
export { TAC_LENGTH } from './lib/session/tac';
export type {
  SignInFormStore,
  SignInMode,
  SignInField,
  SignInProblem,
} from './lib/session/sign-in-form-store';
export { ACCOUNT_FIELD_RULES, type FieldProblem } from './lib/session/field-rules';
export {
  AFFILIATE_QUERY_PARAMS,
  CAMPAIGN_QUERY_PARAMS,
  REFERRAL_QUERY_PARAMS,
  SIGNUP_LINK_STORAGE_KEY,
  VISITOR_ID_STORAGE_KEY,
  rememberSignupLink,
  signupLinkOf,
  type SignupLink,
} from './lib/session/signup-link';
export { loadForgotPasswordForm, loadRegisterForm } from './lib/session/load-account-forms';
export type { RegisterField, RegisterFormStore, RegisterStep } from './lib/session/register-form-store';
export type {
  ForgotPasswordField,
  ForgotPasswordStep,
  ForgotPasswordStore,
} from './lib/session/forgot-password-store';
export type { SignupAttribution } from './lib/session/signup-attribution';
export type { ResendTimer } from './lib/session/resend-timer';

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
export { applySeoHead, seoPageName } from './lib/site/seo-head';
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
export { FALLBACK_DEVICE, VIEWPORT_BREAKPOINTS, deviceFor, type Device } from './lib/viewport/breakpoints';
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
  type RemoteManifest,
  type TemplateLayoutProps,
  type TemplateModule,
  type TemplateRemote,
} from './lib/contract/template-contract';
export { createTemplateRemote, type TemplateLoaders } from './lib/contract/create-template-remote';
export { verifyTemplateRemote } from './lib/contract/verify-template-remote';
