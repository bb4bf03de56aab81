// @wl/ui-skin: what the template families build their skins from, the headless menu drawer and the
// icon set. A lib apart from @wl/ui on purpose: Module Federation shares @wl/ui whole from the shell,
// while this lib is bundled into the family remotes that import it, so the shell never carries it; what
// it builds on (the focus trap, the scroll lock, the icon base and the status icons) it takes from the
// shared @wl/ui, so no remote carries a second copy of those.

// The headless drawer: open state shared with its buttons, focus trap, Escape, focus return, scroll lock
export { Disclosure, useDisclosure, useDisclosureOpen, type FocusTarget } from './lib/drawer/disclosure';
export { Drawer, useDrawerToggle, type DrawerProps } from './lib/drawer/drawer';

// Icons: decorative line drawings in the current text colour; each skin sizes and colours them by class
export { ChatIcon, CloseIcon, GiftIcon, type IconProps } from '@wl/ui';
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
