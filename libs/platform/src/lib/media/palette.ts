import { hashString } from '../sites/seeded-random';

export interface ArtPalette {
  from: string;
  to: string;
  accent: string;
  glow: string;
}

/** A gradient for a name: the same name always gets the same colours, neighbours get different ones. */
export function paletteFor(seed: string): ArtPalette {
  const hash = hashString(seed);
  const hue = hash % 360;
  const shift = 25 + ((hash >>> 9) % 50);
  return {
    from: `hsl(${hue}, 72%, 46%)`,
    to: `hsl(${(hue + shift) % 360}, 78%, 18%)`,
    accent: `hsl(${(hue + 180) % 360}, 90%, 62%)`,
    glow: `hsl(${(hue + 20) % 360}, 100%, 75%)`,
  };
}
