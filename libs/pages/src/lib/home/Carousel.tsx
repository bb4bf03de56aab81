import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type TouchEvent } from 'react';
import { useTranslation } from '@wl/i18n';
import { Link } from '@wl/router';
import { usePrefersReducedMotion } from '@wl/ui';
import type { SiteLook } from '../site-look';
import type { SlideView } from './home-store';

/** How long a slide shows before the next one, while nothing holds the carousel. */
export const SLIDE_INTERVAL_MS = 6_000;
/** A horizontal swipe longer than this (CSS px) turns the slide. */
const SWIPE_PX = 40;

/** A path of the site (not //host): followed by the router. */
const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');

function useDocumentHidden(): boolean {
  const [hidden, setHidden] = useState(() => typeof document !== 'undefined' && document.hidden);
  useEffect(() => {
    const update = () => setHidden(document.hidden);
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return hidden;
}

function SlideContent({ slide, first }: { slide: SlideView; first: boolean }) {
  return (
    <>
      <img
        className="wl-slides__image"
        src={slide.image}
        // The title beside it names the slide; a slide without one is named by its picture.
        alt={slide.title ? '' : slide.subtitle}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding="async"
      />
      {slide.title || slide.subtitle ? (
        <span className="wl-slides__text">
          {slide.title ? <span className="wl-slides__title">{slide.title}</span> : null}
          {slide.subtitle ? <span className="wl-slides__subtitle">{slide.subtitle}</span> : null}
        </span>
      ) : null}
    </>
  );
}

export interface CarouselProps {
  slides: readonly SlideView[];
  style: SiteLook['slides'];
  /** Paths of the site in the player's language (the router's locale prefix). */
  localePath: (path: string) => string;
}

/**
 * The slides: one at a time, turning every SLIDE_INTERVAL_MS unless the pointer or the focus is on them,
 * the tab is hidden, the player paused them or asked the system for less motion. Previous/next buttons,
 * one dot per slide, arrow keys and a swipe turn them by hand.
 */
export function Carousel({ slides, style, localePath }: CarouselProps) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const hidden = useDocumentHidden();
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const touchX = useRef<number | null>(null);
  const count = slides.length;
  const current = Math.min(index, count - 1);
  const canPlay = count > 1 && !reducedMotion;
  const rotating = canPlay && !stopped && !hovered && !focused && !hidden;

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), SLIDE_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [rotating, current, count]);

  const show = (next: number) => setIndex(((next % count) + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') show(current - 1);
    else if (event.key === 'ArrowRight') show(current + 1);
    else return;
    event.preventDefault();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchX.current;
    touchX.current = null;
    const end = event.changedTouches[0]?.clientX;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    show(end < start ? current + 1 : current - 1);
  };

  return (
    <div
      className={`wl-slides wl-slides--${style}${reducedMotion ? ' wl-slides--static' : ''}`}
      role="group"
      aria-roledescription={t('homeSlidesCarousel')}
      aria-label={t('homeSlidesTitle')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      onTouchStart={(event) => (touchX.current = event.touches[0]?.clientX ?? null)}
      onTouchEnd={onTouchEnd}
    >
      {count > 1 ? (
        <div className="wl-slides__controls">
          {canPlay ? (
            <button
              type="button"
              className="wl-slides__button wl-slides__play"
              aria-label={stopped ? t('homeSlidesPlay') : t('homeSlidesPause')}
              onClick={() => setStopped(!stopped)}
            >
              <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
            </button>
          ) : null}
          <button
            type="button"
            className="wl-slides__button wl-slides__prev"
            aria-label={t('homeSlidesPrevious')}
            onClick={() => show(current - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <ul className="wl-slides__dots">
            {slides.map((slide, i) => (
              <li key={slide.id}>
                <button
                  type="button"
                  className="wl-slides__dot"
                  aria-label={t('homeSlidesShow', { number: i + 1, total: count })}
                  aria-current={i === current ? 'true' : undefined}
                  onClick={() => show(i)}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="wl-slides__button wl-slides__next"
            aria-label={t('homeSlidesNext')}
            onClick={() => show(current + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
      <div className="wl-slides__viewport" aria-live={rotating ? 'off' : 'polite'}>
        <div className="wl-slides__track" style={{ transform: `translateX(${-100 * current}%)` }}>
          {slides.map((slide, i) => {
            const inactive = i !== current;
            const content = <SlideContent slide={slide} first={i === 0} />;
            return (
              <div
                key={slide.id}
                className={`wl-slides__slide${inactive ? '' : ' wl-slides__slide--current'}`}
                role="group"
                aria-roledescription={t('homeSlidesSlide')}
                aria-label={t('homeSlidesPosition', { number: i + 1, total: count })}
                aria-hidden={inactive || undefined}
                inert={inactive}
              >
                {!slide.href ? (
                  <div className="wl-slides__link">{content}</div>
                ) : isInternal(slide.href) ? (
                  <Link className="wl-slides__link" to={localePath(slide.href)}>
                    {content}
                  </Link>
                ) : (
                  <a className="wl-slides__link" href={slide.href} target="_blank" rel="noopener noreferrer">
                    {content}
                    <span className="wl-visually-hidden">{t('opensInNewTab')}</span>
                  </a>
                )}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
