import type { ReactNode, Ref } from 'react';
import { usePaletteScheme } from '@wl/core';
import '../lib/rewards.css';

/**
 * The frame of /referral and /promotions: the rewards screens' look (title, cards, the site's palette)
 * inside the template's layout, but without the token games' navigation and tokens, which these pages
 * do not depend on.
 */
export function OfferPage({
  page,
  title,
  headingRef,
  children,
}: {
  page: string;
  title: string;
  /** The title, for a page that sends the focus there (after what held it went away). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  // The browser's own parts of the controls (the details marker, text fields) in the palette's scheme.
  const colorScheme = usePaletteScheme();
  return (
    <div className={`wl-rw wl-rw--${page}`} style={{ colorScheme }} data-page={page}>
      <h1 className="wl-rw__title" ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </div>
  );
}
