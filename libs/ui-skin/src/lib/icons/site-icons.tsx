import { Icon, type IconProps } from '@wl/ui';

// The pictures of the site's own navigation: menu, home, the game lobbies, the bet slip.

export const MenuIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);

export const HomeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 11l8-7 8 7v9h-5v-6H9v6H4z" />
  </Icon>
);

/** A flame: hot games. */
export const FlameIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 21c-4 0-7-2.7-7-6.5 0-3.6 3-5.4 3.6-9.5 2.5 1.5 3.9 3.8 3.9 6 1-1 1.5-2.2 1.5-3.5 2.3 1.7 4 4.3 4 7 0 3.8-3 6.5-6 6.5z" />
  </Icon>
);

/** A dealer's card pair: live casino. */
export const CardsIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="5" width="11" height="15" rx="2" />
    <path d="M16 6.5l3.6 1a1.6 1.6 0 0 1 1.1 2l-3 10.8" />
    <path d="M8.5 10.5l1.8 2.3-1.8 2.3-1.8-2.3z" />
  </Icon>
);

/** Three reels: slots. */
export const ReelsIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M9 5v14M15 5v14M5.5 12h1.5M11.2 12h1.6M17 12h1.5" />
  </Icon>
);

/** A roulette wheel seen from above: table games. */
export const WheelIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="3" />
    <path d="M12 3v6M12 15v6M3 12h6M15 12h6" />
  </Icon>
);

/** A casino chip: poker. */
export const ChipIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="4.5" />
    <path d="M12 3v3M12 18v3M3 12h3M18 12h3M5.6 5.6l2.1 2.1M16.3 16.3l2.1 2.1M5.6 18.4l2.1-2.1M16.3 7.7l2.1-2.1" />
  </Icon>
);

export const FishIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 12c3-4.5 8-6 12-3.5L20 5v14l-5-3.5C11 18 6 16.5 3 12z" />
    <path d="M8 11.5h.01" />
  </Icon>
);

/** Two numbered balls: lottery and bingo. */
export const BallsIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="8" cy="9" r="4" />
    <circle cx="16" cy="15" r="4" />
    <path d="M8 7.5v3M16 13.5v3" />
  </Icon>
);

/** A football: sports. */
export const BallIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5l4 3-1.5 4.5h-5L8 10.5zM12 3v4.5M20.5 10l-4.5.5M17.5 19.5l-3-4.5M6.5 19.5l3-4.5M3.5 10l4.5.5" />
  </Icon>
);

/** An arcade joystick. */
export const JoystickIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3a3 3 0 1 1 0 6 3 3 0 0 1 0-6zM12 9v6M4 15h16v5H4zM8 17.5h.01" />
  </Icon>
);

/** A rising line: crash games. */
export const RisingIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 20l6-6 4 4 8-10M15 8h6v6" />
  </Icon>
);

/** A die: any other game lobby. */
export const DiceIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="4" y="4" width="16" height="16" rx="3" />
    <path d="M9 9h.01M15 9h.01M9 15h.01M15 15h.01M12 12h.01" />
  </Icon>
);

/** A betting receipt: the bet slip. */
export const BetSlipIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
    <path d="M9 8h6M9 12h6" />
  </Icon>
);
