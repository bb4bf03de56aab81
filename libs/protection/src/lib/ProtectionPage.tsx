import type { ReactNode } from 'react';
import { usePaletteScheme } from '@wl/core';
import './protection.css';

/** A protection page of its own (/security): its title and content, in the site's palette. */
export function ProtectionPage({
  name,
  title,
  children,
}: {
  name: string;
  title: string;
  children: ReactNode;
}) {
  // The browser's own parts of the controls (checkboxes, select lists) in the palette's scheme.
  const colorScheme = usePaletteScheme();
  return (
    <div className={`wl-protection wl-protection--page wl-protection--${name}`} style={{ colorScheme }}>
      <h1 className="wl-protection__title">{title}</h1>
      {children}
    </div>
  );
}
