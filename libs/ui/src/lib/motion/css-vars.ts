import type { CSSProperties } from 'react';

/** Inline style with CSS custom properties, which React sets through style.setProperty. */
export type StyleWithVars = CSSProperties & { [name: `--${string}`]: string };
