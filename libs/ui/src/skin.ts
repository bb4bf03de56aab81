// @wl/ui/skin: what the template families build their skins from, the headless menu drawer and the
// icon set. A second entry of @wl/ui on purpose: Module Federation shares @wl/ui whole from the shell,
// while this entry is bundled into the family remotes that import it, so the shell never carries it.

// The headless drawer: open state shared with its buttons, focus trap, Escape, focus return, scroll lock
export { Disclosure, useDisclosure, useDisclosureOpen, type FocusTarget } from './lib/drawer/disclosure';
export { Drawer, useDrawerToggle, type DrawerProps } from './lib/drawer/drawer';

// Icons: decorative line drawings in the current text colour; each skin sizes and colours them by class
export type { IconProps } from './lib/icons/icon';
export { ChatIcon, CloseIcon, GiftIcon } from './lib/icons/status-icons';
export {
  BallIcon,
  BallsIcon,
  BetSlipIcon,
  CardsIcon,
  ChipIcon,
  DiceIcon,
  FishIcon,
  FlameIcon,
  HomeIcon,
  JoystickIcon,
  MenuIcon,
  ReelsIcon,
  RisingIcon,
  WheelIcon,
} from './lib/icons/site-icons';
export { GameCategoryIcon } from './lib/icons/game-category-icon';
export { GlobeIcon, MailIcon, SocialIcon } from './lib/icons/social-icons';
