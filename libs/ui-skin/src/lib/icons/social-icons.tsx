import type { ComponentType } from 'react';
import { ChatIcon, Icon, type IconProps } from '@wl/ui';

const FacebookIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8z" />
  </Icon>
);

const TelegramIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M21 4L3 11l6 2.5M21 4l-3 16-6.5-5M21 4L9 13.5v5.5l2.5-4" />
  </Icon>
);

const InstagramIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17 7h.01" />
  </Icon>
);

export const MailIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </Icon>
);

const YoutubeIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
    <path d="M10 9.5v5l4.5-2.5z" />
  </Icon>
);

const XIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 4l16 16M20 4L4 20" />
  </Icon>
);

/** A globe: a web link of any other kind. */
export const GlobeIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z" />
  </Icon>
);

const BY_TYPE: Readonly<Record<string, ComponentType<IconProps>>> = {
  facebook: FacebookIcon,
  telegram: TelegramIcon,
  instagram: InstagramIcon,
  email: MailIcon,
  mail: MailIcon,
  whatsapp: ChatIcon,
  line: ChatIcon,
  wechat: ChatIcon,
  viber: ChatIcon,
  messenger: ChatIcon,
  youtube: YoutubeIcon,
  twitter: XIcon,
  x: XIcon,
};

/** The mark of a social or messenger account, by the platform's `social_type` (a globe for others). */
export function SocialIcon({ type, ...props }: IconProps & { type: string }) {
  const Drawing = BY_TYPE[type.toLowerCase()] ?? GlobeIcon;
  return <Drawing {...props} />;
}
