import type { ReactNode } from 'react';

/** Every icon's props: its size in px (CSS may override it) and a class for the skin to style it. */
export interface IconProps {
  size?: number;
  className?: string;
}

/**
 * A line icon on a 24-unit grid, drawn in the current text colour so it follows each site's palette.
 * Always decorative: the control or text beside it carries the name. A skin sets its size, colour and
 * stroke width (`stroke-width` in CSS) by class.
 */
export function Icon({ size = 24, className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
