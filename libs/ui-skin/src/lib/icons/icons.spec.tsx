import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { GameCategoryIcon } from './game-category-icon';
import {
  BallIcon,
  BallsIcon,
  CardsIcon,
  DiceIcon,
  FlameIcon,
  HomeIcon,
  MenuIcon,
  ReelsIcon,
  WheelIcon,
} from './site-icons';
import { GlobeIcon, MailIcon, SocialIcon } from './social-icons';
import { ChatIcon, GiftIcon } from '@wl/ui';

const drawing = (icon: ReactElement) => render(icon).container.innerHTML;

it('is decorative, drawn in the text colour, sized and classed by the skin', () => {
  const { container } = render(<MenuIcon size={22} className="casino-icon" />);
  const svg = container.querySelector('svg');
  expect(svg).toHaveAttribute('aria-hidden', 'true');
  expect(svg).toHaveAttribute('focusable', 'false');
  expect(svg).toHaveAttribute('stroke', 'currentColor');
  expect(svg).toHaveAttribute('width', '22');
  expect(svg).toHaveClass('casino-icon');
});

it.each([
  ['/', '', <HomeIcon key="home" />],
  ['/hot', 'Hot Games', <FlameIcon key="hot" />],
  ['/slots?provider=JILI', 'Slots', <ReelsIcon key="slots" />],
  ['/casino', 'Live Casino', <CardsIcon key="live" />],
  ['/casino', 'Table', <WheelIcon key="table" />],
  ['/lottery', 'Lottery', <BallsIcon key="lottery" />],
  ['/sports', 'Sports', <BallIcon key="sports" />],
  ['/freeplay', 'Free play', <GiftIcon key="freeplay" />],
  ['/somewhere-new', 'New lobby', <DiceIcon key="other" />],
])('pictures the game menu entry %s (%s)', (href, label, expected) => {
  expect(drawing(<GameCategoryIcon href={href} label={label} />)).toBe(drawing(expected));
});

it.each([
  ['email', <MailIcon key="mail" />],
  ['WhatsApp', <ChatIcon key="chat" />],
  ['tiktok', <GlobeIcon key="other" />],
])('pictures a %s account', (type, expected) => {
  expect(drawing(<SocialIcon type={type} />)).toBe(drawing(expected));
});
