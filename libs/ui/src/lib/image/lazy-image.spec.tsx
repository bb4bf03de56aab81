import { fireEvent, render, screen } from '@testing-library/react';
import { LAZY_IMAGE_PLACEHOLDER_SIZE, LazyImage } from './lazy-image';

const image = () => screen.getByRole('img', { name: 'Lucky Fish' });
const placeholder = () => screen.queryByTestId('lazy-image-placeholder');

it('uses a 32 px placeholder', () => {
  expect(LAZY_IMAGE_PLACEHOLDER_SIZE).toBe(32);
  render(<LazyImage src="/games/fish.webp" alt="Lucky Fish" />);
  const icon = placeholder()?.querySelector('svg');
  expect(icon).toHaveAttribute('width', '32');
  expect(icon).toHaveAttribute('height', '32');
});

it('leaves loading to the browser, which starts it near the viewport', () => {
  render(<LazyImage src="/games/fish.webp" alt="Lucky Fish" width={160} height={120} />);
  expect(image()).toHaveAttribute('src', '/games/fish.webp');
  expect(image()).toHaveAttribute('loading', 'lazy');
});

it('loads at once when it is above the fold', () => {
  render(<LazyImage src="/games/fish.webp" alt="Lucky Fish" eager />);
  expect(image()).toHaveAttribute('loading', 'eager');
});

it('takes an image that loaded before the page’s script ran as loaded', () => {
  const complete = jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
  const width = jest.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(300);
  try {
    render(<LazyImage src="/games/fish.webp" alt="Lucky Fish" />);
    expect(placeholder()).not.toBeInTheDocument();
  } finally {
    complete.mockRestore();
    width.mockRestore();
  }
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
