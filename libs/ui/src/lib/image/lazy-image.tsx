import { useLayoutEffect, useRef, useState } from 'react';
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
  className?: string;
  /** Above the fold (the first tiles of a lobby): loaded at once, as a page's own image is. */
  eager?: boolean;
  onLoad?: () => void;
  onError?: () => void;
}

// useLayoutEffect warns when rendered on the server; there it has nothing to do anyway.
const useBrowserLayoutEffect = typeof window === 'undefined' ? () => undefined : useLayoutEffect;

/**
 * An image that the browser loads only when it comes near the viewport (`loading="lazy"`), with a 32 px
 * placeholder under it until it has loaded and a broken-image sign, in the same box, if it fails. The
 * image is in the server-rendered page and shows as soon as it arrives, before any script runs (it is
 * often the page's largest paint); `loading="lazy"` also keeps React from preloading every tile's image
 * ahead of the page's own resources.
 */
export function LazyImage({
  src,
  alt,
  width,
  height,
  className,
  eager = false,
  onLoad,
  onError,
}: LazyImageProps) {
  const imageRef = useRef<HTMLImageElement>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  // An image of the server-rendered page may have loaded before hydration, its load event unseen. (A
  // failure then is left to show as the browser shows it: `complete` alone cannot tell it apart.)
  useBrowserLayoutEffect(() => {
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth > 0) setLoadedSrc(image.getAttribute('src'));
  }, [src]);

  const status = failedSrc === src ? 'error' : loadedSrc === src ? 'loaded' : 'loading';
  const ratio = width && height ? `${width} / ${height}` : undefined;
  return (
    <span
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
          ref={imageRef}
          className="wl-lazy-image__img"
          src={src}
          loading={eager ? 'eager' : 'lazy'}
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
