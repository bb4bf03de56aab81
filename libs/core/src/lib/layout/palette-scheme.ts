import { paletteFor } from '@wl/site-model';
import { useStores } from '../stores/store-context';

/** True for a dark colour (#rrggbb): its relative luminance is below the middle grey's. */
export function isDarkColour(hex: string): boolean {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return false;
  const [r = 0, g = 0, b = 0] = match.slice(1).map((part) => {
    const channel = parseInt(part, 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.18;
}

/**
 * The colour scheme of the site's palette, for the browser's own parts of form controls (the date
 * picker's icon): they follow `color-scheme`, which no palette custom property can set.
 */
export function usePaletteScheme(): 'dark' | 'light' {
  const { site } = useStores();
  const { template, color } = site;
  const palette = template && color ? paletteFor(template.family, color) : undefined;
  return palette && !isDarkColour(palette['--wl-bg']) ? 'light' : 'dark';
}
