import { useEffect, useRef, useState } from 'react';
import { BrokenImageIcon, ImageIcon } from '../icons/status-icons';
import './lazy-image.css';

/** The spec's lazy-image placeholder size, in CSS pixels (section 9). */
export const LAZY_IMAGE_PLACEHOLDER_SIZE = 32;

export interface LazyImageProps {
  src: string;
  /** Required: what the image shows, or '' for a purely decorative image. */
  alt: string;
  /** Intrinsic size; with both, the box keeps the image's proportions before and after it loads. */
  width?: number;
  height?: number;
  /** How far outside the viewport loading starts (an IntersectionObserver root margin). */
  rootMargin?: string;
  className?: string;
  onLoad?: () => void;
  onError?: () => void;
}

function canObserve(): boolean {
  return typeof window !== 'undefined' && typeof window.IntersectionObserver === 'function';
}

/**
 * An image that starts loading only when it comes near the viewport (eagerly where the browser cannot
 * tell), with a 32 px placeholder until it has loaded and a broken-image sign, in the same box, if it
 * fails.
 */
export function LazyImage({
  src,
  alt,
  width,
  height,
  rootMargin = '200px',
  className,
  onLoad,
  onError,
}: LazyImageProps) {
  const boxRef = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(() => !canObserve());
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  useEffect(() => {
    const box = boxRef.current;
    // Without IntersectionObserver `near` starts true: the image loads at once.
    if (near || !box) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  const status = failedSrc === src ? 'error' : loadedSrc === src ? 'loaded' : 'loading';
  const ratio = width && height ? `${width} / ${height}` : undefined;
  return (
    <span
      ref={boxRef}
      className={['wl-lazy-image', `wl-lazy-image--${status}`, className].filter(Boolean).join(' ')}
      style={{ aspectRatio: ratio, width }}
    >
      {status === 'loading' ? (
        <span className="wl-lazy-image__placeholder" data-testid="lazy-image-placeholder">
          <ImageIcon size={LAZY_IMAGE_PLACEHOLDER_SIZE} />
        </span>
      ) : null}
      {status === 'error' ? (
        <span
          className="wl-lazy-image__placeholder wl-lazy-image__placeholder--error"
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
          aria-hidden={alt ? undefined : true}
        >
          <BrokenImageIcon size={LAZY_IMAGE_PLACEHOLDER_SIZE} />
        </span>
      ) : (
        <img
          className="wl-lazy-image__img"
          src={near ? src : undefined}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
          onLoad={() => {
            setLoadedSrc(src);
            onLoad?.();
          }}
          onError={() => {
            setFailedSrc(src);
            onError?.();
          }}
        />
      )}
    </span>
  );
}
