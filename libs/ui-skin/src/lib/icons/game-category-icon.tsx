import type { ComponentType } from 'react';
import { GiftIcon, type IconProps } from '@wl/ui';
import {
  BallIcon,
  BallsIcon,
  CardsIcon,
  ChipIcon,
  DiceIcon,
  FishIcon,
  FlameIcon,
  HomeIcon,
  JoystickIcon,
  ReelsIcon,
  RisingIcon,
  WheelIcon,
} from './site-icons';

type Drawing = ComponentType<IconProps>;

const BY_PATH: Readonly<Record<string, Drawing>> = {
  '/': HomeIcon,
  '/hot': FlameIcon,
  '/casino': CardsIcon,
  '/slots': ReelsIcon,
  '/table': WheelIcon,
  '/hash-game': WheelIcon,
  '/poker': ChipIcon,
  '/fishing': FishIcon,
  '/lottery': BallsIcon,
  '/bingo': BallsIcon,
  '/sports': BallIcon,
  '/arcade': JoystickIcon,
  '/crash': RisingIcon,
  '/freeplay': GiftIcon,
  '/promotions': GiftIcon,
};

/**
 * The picture of a game-menu entry, chosen by the lobby path it links to (a die for any other). Table
 * games share the casino lobby: the entry's own name (`label`) tells them apart.
 */
export function GameCategoryIcon({
  href,
  label = '',
  ...props
}: IconProps & { href: string; label?: string }) {
  const path = href.split(/[?#]/)[0] ?? href;
  const Drawing = path === '/casino' && /table/i.test(label) ? WheelIcon : (BY_PATH[path] ?? DiceIcon);
  return <Drawing {...props} />;
}
