import './lib/ui.css';

export { CategoryTiles, type CategoryTile } from './lib/category-tiles';
export { ErrorPanel, type ErrorPanelProps } from './lib/error-panel';
export { SectionTabs, type SectionTab } from './lib/section-tabs/section-tabs';
export { Spinner } from './lib/spinner';

// Pagination
export { Paginator, type PaginatorLabels, type PaginatorProps } from './lib/paginator/paginator';
export {
  acceptPageChange,
  DEFAULT_ITEMS_PER_PAGE,
  DEFAULT_MAX_PAGES_SHOWN,
  jumpDistance,
  PAGE_MARKER,
  pageHref,
  pageWindow,
  paginationControls,
  totalPagesFor,
  type PaginationControl,
  type PaginationControlKind,
  type PaginatorDirection,
  type PaginatorLocale,
  type PaginatorType,
} from './lib/paginator/page-arithmetic';
export { localizeDigits } from './lib/paginator/locale-digits';

// What @wl/ui-skin's drawer and icon set build on (exported so the remotes share these, not copy them)
export { trapFocus } from './lib/modal/use-focus-trap';
export { lockPageScroll } from './lib/modal/scroll-lock';
export { Icon, type IconProps } from './lib/icons/icon';
export { ChatIcon, CloseIcon, GiftIcon } from './lib/icons/status-icons';

// Modals, dialog and toasts
export { Modal, type ModalDismissReason, type ModalProps, type ModalState } from './lib/modal/modal';
export {
  Dialog,
  type DialogDismissReason,
  type DialogInput,
  type DialogProps,
  type DialogResult,
  type DialogState,
} from './lib/dialog/dialog';
export type { DialogIconKind } from './lib/dialog/dialog-icon';
export {
  dialogInputError,
  INVALID_EMAIL_MESSAGE,
  INVALID_URL_MESSAGE,
  isValidEmail,
  isValidHttpUrl,
  type DialogInputType,
} from './lib/dialog/dialog-validation';
export {
  ToastStack,
  type ToastData,
  type ToastDismissReason,
  type ToastStackProps,
  type ToastVariant,
} from './lib/toast/toast-stack';

// Inputs, images and motion
export {
  filterText,
  keyFilter,
  lettersOnly,
  nameOnly,
  numbersOnly,
  type KeyFilterHandlers,
  type KeyFilterKind,
} from './lib/input/key-filters';
export { LAZY_IMAGE_PLACEHOLDER_SIZE, LazyImage, type LazyImageProps } from './lib/image/lazy-image';
export { AnimatedList, type AnimatedListProps } from './lib/motion/animated-list';
export type { ListEntryPhase } from './lib/motion/list-entries';
export {
  DEFAULT_TRANSITION_EASING,
  DEFAULT_TRANSITION_MS,
  prefersReducedMotion,
  usePrefersReducedMotion,
} from './lib/motion/motion';

// Floating elements
export type { Partner } from './lib/floating/partner';
export { RewardsIcon, type RewardsIconLabels, type RewardsIconProps } from './lib/floating/rewards-icon';
export { LiveChatButton, type LiveChatButtonProps } from './lib/floating/live-chat-button';
export {
  PartnersButton,
  type PartnersButtonLabels,
  type PartnersButtonProps,
} from './lib/floating/partners-button';
export {
  PartnersModal,
  type PartnersModalCloseReason,
  type PartnersModalLabels,
  type PartnersModalProps,
} from './lib/floating/partners-modal';
