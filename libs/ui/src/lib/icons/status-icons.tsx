import { Icon, type IconProps } from './icon';

// Status and control icons of the shared components (dialogs, toasts, paginator, images, floating buttons).

export const CloseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

/** Points to the line's end (right in left-to-right text); mirrored by CSS in right-to-left. */
export const ChevronIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9 5l7 7-7 7" />
  </Icon>
);

export const DoubleChevronIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 5l7 7-7 7M12 5l7 7-7 7" />
  </Icon>
);

export const ChevronBarIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7 5l7 7-7 7M18 5v14" />
  </Icon>
);

export const SuccessIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M7.5 12.5l3 3 6-6.5" />
  </Icon>
);

export const ErrorIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M9 9l6 6M15 9l-6 6" />
  </Icon>
);

export const WarningIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3l10 18H2z" />
    <path d="M12 10v5M12 18h.01" />
  </Icon>
);

export const InfoIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 11v6M12 7h.01" />
  </Icon>
);

export const QuestionIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 17h.01" />
  </Icon>
);

/** The default live-chat picture: a speech bubble with three dots. */
export const ChatIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12z" />
    <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" />
  </Icon>
);

/** The default rewards picture: a gift box. */
export const GiftIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M5 12v8h14v-8M12 8v12M12 8S10.5 3.5 8 4.2C6 4.8 6.8 8 12 8zM12 8s1.5-4.5 4-3.8C18 4.8 17.2 8 12 8z" />
  </Icon>
);

export const ImageIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="M21 16l-5-5-9 9" />
  </Icon>
);

export const BrokenImageIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v5l-3-2-3 3-3-3-3 3-3-2-3 2z" />
    <path d="M3 15l3-2 3 2 3-3 3 3 3-3 3 2v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
  </Icon>
);
