import { act, fireEvent, render, screen } from '@testing-library/react';
import { setupI18n } from '@wl/i18n';
import { MemoryRouter, Route, Routes } from '@wl/router';
import { Carousel, SLIDE_INTERVAL_MS } from './Carousel';
import type { SlideView } from './home-store';

const SLIDES: SlideView[] = [
  {
    id: 1,
    title: 'Welcome bonus',
    subtitle: '100% on your first deposit',
    image: '/s1.webp',
    href: '/promotions',
  },
  { id: 2, title: 'Weekly cashback', subtitle: '', image: '/s2.webp', href: '/slots' },
  { id: 3, title: 'Partner site', subtitle: '', image: '/s3.webp', href: 'https://example.com/' },
];

function setReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

function renderCarousel(slides = SLIDES) {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route
          path="/"
          element={<Carousel slides={slides} style="contained" localePath={(p) => `/vi${p}`} />}
        />
        <Route path="*" element={<p>Went to another page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The slide a player sees (the others are hidden from assistive technology and inert). */
const shownSlide = () => screen.getByRole('group', { name: /of 3$/ });

beforeAll(async () => {
  await setupI18n('EN');
});

beforeEach(() => setReducedMotion(false));
afterEach(() => jest.useRealTimers());

describe('Carousel', () => {
  it('shows one slide at a time, with previous/next buttons and one labelled dot per slide', () => {
    renderCarousel();
    expect(shownSlide()).toHaveAccessibleName('1 of 3');
    expect(shownSlide()).toHaveTextContent('Welcome bonus');
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show slide 1 of 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show slide 3 of 3' })).not.toHaveAttribute('aria-current');
  });

  it('turns by keyboard: real buttons in reading order, and the arrow keys while the focus is inside', () => {
    renderCarousel();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Pause the slides',
      'Previous slide',
      'Show slide 1 of 3',
      'Show slide 2 of 3',
      'Show slide 3 of 3',
      'Next slide',
    ]);
    for (const button of buttons) expect(button.tagName).toBe('BUTTON');

    const previous = screen.getByRole('button', { name: 'Previous slide' });
    act(() => previous.focus());
    fireEvent.click(previous);
    expect(shownSlide()).toHaveAccessibleName('3 of 3');

    fireEvent.keyDown(previous, { key: 'ArrowRight' });
    expect(shownSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.keyDown(previous, { key: 'ArrowRight' });
    expect(shownSlide()).toHaveAccessibleName('2 of 3');
    fireEvent.keyDown(previous, { key: 'ArrowLeft' });
    expect(shownSlide()).toHaveAccessibleName('1 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Show slide 2 of 3' }));
    expect(shownSlide()).toHaveTextContent('Weekly cashback');
  });

  it('keeps the hidden slides out of reach: only the shown slide has a link to Tab to', () => {
    renderCarousel();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    const hidden = screen
      .getAllByRole('group', { hidden: true })
      .filter((g) => g.getAttribute('aria-hidden'));
    expect(hidden).toHaveLength(2);
    for (const slide of hidden) expect(slide).toHaveAttribute('inert');
  });

  it('follows an internal slide link through the router, in the language of the page', () => {
    renderCarousel();
    expect(screen.getByRole('link', { name: /Welcome bonus/ })).toHaveAttribute('href', '/vi/promotions');
    fireEvent.click(screen.getByRole('link', { name: /Welcome bonus/ }));
    expect(screen.getByText('Went to another page')).toBeInTheDocument();
  });

  it('opens another site in a new tab, without giving it the page', () => {
    renderCarousel([SLIDES[2] as SlideView]);
    const link = screen.getByRole('link', { name: /Partner site/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('turns by itself every few seconds, and holds while the focus is on it or the player paused it', () => {
    jest.useFakeTimers();
    renderCarousel();
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(shownSlide()).toHaveAccessibleName('2 of 3');

    fireEvent.focus(screen.getByRole('button', { name: 'Next slide' }));
    act(() => jest.advanceTimersByTime(3 * SLIDE_INTERVAL_MS));
    expect(shownSlide()).toHaveAccessibleName('2 of 3');

    fireEvent.blur(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slides' }));
    act(() => jest.advanceTimersByTime(3 * SLIDE_INTERVAL_MS));
    expect(shownSlide()).toHaveAccessibleName('2 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Play the slides' }));
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(shownSlide()).toHaveAccessibleName('3 of 3');
  });

  it('holds while the pointer is on it', () => {
    jest.useFakeTimers();
    renderCarousel();
    fireEvent.mouseEnter(screen.getByRole('group', { name: 'Highlights' }));
    act(() => jest.advanceTimersByTime(3 * SLIDE_INTERVAL_MS));
    expect(shownSlide()).toHaveAccessibleName('1 of 3');
  });

  it('turns with a swipe', () => {
    renderCarousel();
    const carousel = screen.getByRole('group', { name: 'Highlights' });
    fireEvent.touchStart(carousel, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 100 }] });
    expect(shownSlide()).toHaveAccessibleName('2 of 3');
    fireEvent.touchStart(carousel, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 110 }] });
    expect(shownSlide()).toHaveAccessibleName('2 of 3');
  });

  it('stays still for a player who asked for less motion, and still turns by hand', () => {
    setReducedMotion(true);
    jest.useFakeTimers();
    renderCarousel();
    expect(screen.queryByRole('button', { name: 'Pause the slides' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5 * SLIDE_INTERVAL_MS));
    expect(shownSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownSlide()).toHaveAccessibleName('2 of 3');
  });

  it('shows a single slide without controls', () => {
    renderCarousel([SLIDES[0] as SlideView]);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Welcome bonus/ })).toBeInTheDocument();
  });
});
