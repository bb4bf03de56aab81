import type { ReactNode } from 'react';

/** Line icons drawn in the current text colour, so they follow every palette. Always decorative. */
function Icon({ children, size = 20 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      className="casino-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const MenuIcon = () => (
  <Icon>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const HomeIcon = () => (
  <Icon>
    <path d="M4 11l8-7 8 7v9h-5v-6H9v6H4z" />
  </Icon>
);

const FlameIcon = () => (
  <Icon>
    <path d="M12 21c-4 0-7-2.7-7-6.5 0-3.6 3-5.4 3.6-9.5 2.5 1.5 3.9 3.8 3.9 6 1-1 1.5-2.2 1.5-3.5 2.3 1.7 4 4.3 4 7 0 3.8-3 6.5-6 6.5z" />
  </Icon>
);

/** A dealer's card pair: live casino. */
const CardsIcon = () => (
  <Icon>
    <rect x="3" y="5" width="11" height="15" rx="2" />
    <path d="M16 6.5l3.6 1a1.6 1.6 0 0 1 1.1 2l-3 10.8" />
    <path d="M8.5 10.5l1.8 2.3-1.8 2.3-1.8-2.3z" />
  </Icon>
);

/** Three reels: slots. */
const ReelsIcon = () => (
  <Icon>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M9 5v14M15 5v14M5.5 12h1.5M11.2 12h1.6M17 12h1.5" />
  </Icon>
);

/** A roulette wheel seen from above: table games. */
const WheelIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="3" />
    <path d="M12 3v6M12 15v6M3 12h6M15 12h6" />
  </Icon>
);

/** A casino chip: poker. */
const ChipIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="4.5" />
    <path d="M12 3v3M12 18v3M3 12h3M18 12h3M5.6 5.6l2.1 2.1M16.3 16.3l2.1 2.1M5.6 18.4l2.1-2.1M16.3 7.7l2.1-2.1" />
  </Icon>
);

const FishIcon = () => (
  <Icon>
    <path d="M3 12c3-4.5 8-6 12-3.5L20 5v14l-5-3.5C11 18 6 16.5 3 12z" />
    <path d="M8 11.5h.01" />
  </Icon>
);

const BallsIcon = () => (
  <Icon>
    <circle cx="8" cy="9" r="4" />
    <circle cx="16" cy="15" r="4" />
    <path d="M8 7.5v3M16 13.5v3" />
  </Icon>
);

const BallIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5l4 3-1.5 4.5h-5L8 10.5zM12 3v4.5M20.5 10l-4.5.5M17.5 19.5l-3-4.5M6.5 19.5l3-4.5M3.5 10l4.5.5" />
  </Icon>
);

const DiceIcon = () => (
  <Icon>
    <rect x="4" y="4" width="16" height="16" rx="3" />
    <path d="M9 9h.01M15 9h.01M9 15h.01M15 15h.01M12 12h.01" />
  </Icon>
);

/** The icon of a game-menu entry, chosen by the lobby it opens. */
export function CategoryIcon({ href, label = '' }: { href: string; label?: string }) {
  const path = href.split('?')[0] ?? '';
  if (path === '/') return <HomeIcon />;
  if (path === '/hot') return <FlameIcon />;
  // Table games share the casino lobby; the menu entry's own name tells them apart.
  if (path === '/casino') return /table/i.test(label) ? <WheelIcon /> : <CardsIcon />;
  if (path === '/slots') return <ReelsIcon />;
  if (path === '/table' || path === '/hash-game') return <WheelIcon />;
  if (path === '/poker') return <ChipIcon />;
  if (path === '/fishing') return <FishIcon />;
  if (path === '/lottery' || path === '/bingo') return <BallsIcon />;
  if (path === '/sports') return <BallIcon />;
  return <DiceIcon />;
}

/** The mark of a social or messenger account, by the platform's social_type. */
export function SocialIcon({ type }: { type: string }) {
  switch (type.toLowerCase()) {
    case 'facebook':
      return (
        <Icon>
          <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8z" />
        </Icon>
      );
    case 'telegram':
      return (
        <Icon>
          <path d="M21 4L3 11l6 2.5M21 4l-3 16-6.5-5M21 4L9 13.5v5.5l2.5-4" />
        </Icon>
      );
    case 'instagram':
      return (
        <Icon>
          <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <path d="M17 7h.01" />
        </Icon>
      );
    case 'email':
    case 'mail':
      return (
        <Icon>
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="M3 7l9 6 9-6" />
        </Icon>
      );
    case 'whatsapp':
    case 'line':
    case 'wechat':
    case 'viber':
      return (
        <Icon>
          <path d="M20 12a8 8 0 0 1-11.6 7.1L4 20l1.1-4.2A8 8 0 1 1 20 12z" />
        </Icon>
      );
    case 'youtube':
      return (
        <Icon>
          <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
          <path d="M10 9.5v5l4.5-2.5z" />
        </Icon>
      );
    case 'twitter':
    case 'x':
      return (
        <Icon>
          <path d="M4 4l16 16M20 4L4 20" />
        </Icon>
      );
    default:
      return (
        <Icon>
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z" />
        </Icon>
      );
  }
}
