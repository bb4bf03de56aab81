import { act, fireEvent, render, screen } from '@testing-library/react';
import { LAZY_IMAGE_PLACEHOLDER_SIZE, LazyImage } from './lazy-image';

type Callback = (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting'>>) => void;

/** A stand-in IntersectionObserver the test drives by hand. */
function installObserver() {
  const observers: Array<{ callback: Callback; options?: IntersectionObserverInit; disconnect: jest.Mock }> =
    [];
  class FakeObserver {
    disconnect = jest.fn();
    observe = jest.fn();
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      observers.push({ callback, options, disconnect: this.disconnect });
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: FakeObserver });
  return {
    observers,
    scrollIntoView: (isIntersecting = true) => act(() => observers.at(-1)?.callback([{ isIntersecting }])),
  };
}

afterEach(() => Reflect.deleteProperty(window, 'IntersectionObserver'));

const image = () => screen.getByRole('img', { name: 'Lucky Fish' });
const placeholder = () => screen.queryByTestId('lazy-image-placeholder');

it('uses a 32 px placeholder', () => {
  expect(LAZY_IMAGE_PLACEHOLDER_SIZE).toBe(32);
  render(<LazyImage src="/games/fish.webp" alt="Lucky Fish" />);
  const icon = placeholder()?.querySelector('svg');
  expect(icon).toHaveAttribute('width', '32');
  expect(icon).toHaveAttribute('height', '32');
});

it('loads only when the image comes near the viewport', () => {
  const io = installObserver();
  render(<LazyImage src="/games/fish.webp" alt="Lucky Fish" width={160} height={120} />);
  expect(image()).not.toHaveAttribute('src');
  expect(io.observers[0]?.options).toEqual({ rootMargin: '200px' });
  io.scrollIntoView(false);
  expect(image()).not.toHaveAttribute('src');
  io.scrollIntoView();
  expect(image()).toHaveAttribute('src', '/games/fish.webp');
  expect(io.observers[0]?.disconnect).toHaveBeenCalled();
});

it('loads at once where the browser has no IntersectionObserver', () => {
  render(<LazyImage src="/games/fish.webp" alt="Lucky Fish" />);
  expect(image()).toHaveAttribute('src', '/games/fish.webp');
});

it('keeps the placeholder until the image has loaded', () => {
  const onLoad = jest.fn();
  render(<LazyImage src="/games/fish.webp" alt="Lucky Fish" onLoad={onLoad} />);
  expect(placeholder()).toBeInTheDocument();
  fireEvent.load(image());
  expect(placeholder()).not.toBeInTheDocument();
  expect(onLoad).toHaveBeenCalledTimes(1);
});

it('keeps its box and its name when the image fails', () => {
  const onError = jest.fn();
  const { container } = render(
    <LazyImage src="/games/missing.webp" alt="Lucky Fish" width={160} height={120} onError={onError} />,
  );
  const box = container.firstElementChild as HTMLElement;
  fireEvent.error(image());
  expect(onError).toHaveBeenCalledTimes(1);
  expect(image().tagName).not.toBe('IMG');
  expect(image().querySelector('svg')).toHaveAttribute('width', '32');
  expect(box.style.aspectRatio).toBe('160 / 120');
  expect(box.style.width).toBe('160px');
});

it('hides the failure of a decorative image from assistive technology', () => {
  render(<LazyImage src="/deco/missing.webp" alt="" />);
  fireEvent.error(screen.getByRole('presentation', { hidden: true }));
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});

it('tries again when it is given another address after a failure', () => {
  const { rerender } = render(<LazyImage src="/games/missing.webp" alt="Lucky Fish" />);
  fireEvent.error(image());
  rerender(<LazyImage src="/games/fish.webp" alt="Lucky Fish" />);
  expect(image()).toHaveAttribute('src', '/games/fish.webp');
  expect(placeholder()).toBeInTheDocument();
});
