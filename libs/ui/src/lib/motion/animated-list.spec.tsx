import { act, render, screen, within } from '@testing-library/react';
import { AnimatedList } from './animated-list';

type Game = { id: string; name: string };

function renderList(games: Game[], extra: { durationMs?: number } = {}) {
  const list = (items: Game[]) => (
    <AnimatedList
      aria-label="Favourites"
      items={items}
      getKey={(game) => game.id}
      renderItem={(game) => game.name}
      {...extra}
    />
  );
  const view = render(list(games));
  return { rerender: (items: Game[]) => view.rerender(list(items)) };
}

const visibleNames = () =>
  within(screen.getByRole('list', { name: 'Favourites' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

const luckyFish = { id: 'a', name: 'Lucky Fish' };
const goldenDragon = { id: 'b', name: 'Golden Dragon' };
const games = [luckyFish, goldenDragon];

function mockReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(window, 'matchMedia');
});

it('uses the default 250 ms ease-in-out transition', () => {
  renderList(games);
  const list = screen.getByRole('list', { name: 'Favourites' });
  expect(list.style.getPropertyValue('--wl-list-duration')).toBe('250ms');
  expect(list.style.getPropertyValue('--wl-list-easing')).toBe('ease-in-out');
});

it('shows added items at once and lets them fade in', () => {
  const { rerender } = renderList(games);
  rerender([...games, { id: 'c', name: 'Mega Wheel' }]);
  expect(visibleNames()).toEqual(['Lucky Fish', 'Golden Dragon', 'Mega Wheel']);
  const added = screen.getByText('Mega Wheel');
  expect(added).toHaveClass('wl-animated-list__item--entering');
  act(() => jest.advanceTimersByTime(100));
  expect(added).toHaveClass('wl-animated-list__item--present');
});

it('hides a removed item from assistive technology at once and takes it away after 250 ms', () => {
  const { rerender } = renderList(games);
  rerender([goldenDragon]);
  expect(visibleNames()).toEqual(['Golden Dragon']);
  expect(screen.getByText('Lucky Fish')).toHaveClass('wl-animated-list__item--leaving');
  act(() => jest.advanceTimersByTime(249));
  expect(screen.getByText('Lucky Fish')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('Lucky Fish')).not.toBeInTheDocument();
});

it('takes a removed item away after the duration it is given', () => {
  const { rerender } = renderList(games, { durationMs: 400 });
  rerender([]);
  act(() => jest.advanceTimersByTime(399));
  expect(screen.getByText('Golden Dragon')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('Golden Dragon')).not.toBeInTheDocument();
});

it('removes and adds items without motion when the player asks for reduced motion', () => {
  mockReducedMotion(true);
  const { rerender } = renderList(games);
  rerender([goldenDragon, { id: 'c', name: 'Mega Wheel' }]);
  expect(screen.queryByText('Lucky Fish')).not.toBeInTheDocument();
  expect(screen.getByText('Mega Wheel')).toHaveClass('wl-animated-list__item--present');
});
