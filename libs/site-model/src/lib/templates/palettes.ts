import type { TemplateFamily } from './template-family';

/** CSS custom properties a palette sets on the document root. */
export interface Palette {
  '--wl-primary': string;
  '--wl-on-primary': string;
  '--wl-accent': string;
  '--wl-bg': string;
  '--wl-surface': string;
  '--wl-text': string;
  '--wl-muted': string;
}

function palette(
  primary: string,
  onPrimary: string,
  accent: string,
  bg: string,
  surface: string,
  text: string,
  muted: string,
): Palette {
  return {
    '--wl-primary': primary,
    '--wl-on-primary': onPrimary,
    '--wl-accent': accent,
    '--wl-bg': bg,
    '--wl-surface': surface,
    '--wl-text': text,
    '--wl-muted': muted,
  };
}

/**
 * The five colour codes each template family allows, and what each looks like. Every palette keeps text
 * on primary and primary on the background at WCAG AA (4.5:1) at least.
 */
export const palettesByFamily = {
  casino: {
    gold: palette('#d4a017', '#1a1204', '#f5d76e', '#120d05', '#231a0b', '#fbf3dc', '#bfae86'),
    crimson: palette('#e83a55', '#1a0205', '#ff9f1c', '#14070a', '#2a0f15', '#fdeef0', '#c9a3aa'),
    emerald: palette('#10a36a', '#04140d', '#ffd166', '#04140d', '#0b2a1d', '#e8fbf2', '#9cc8b4'),
    royal: palette('#8a6cf0', '#0c0820', '#f9c74f', '#0c0820', '#1b1440', '#efeaff', '#aea3d6'),
    noir: palette('#e0e0e0', '#111111', '#c9a227', '#0a0a0a', '#1c1c1c', '#f5f5f5', '#a8a8a8'),
  },
  slot: {
    neon: palette('#ff2d95', '#1a0010', '#00e5ff', '#0d0221', '#1f0a3d', '#fdf0ff', '#c3a6d9'),
    sunset: palette('#ff6b35', '#1b0b02', '#ffd23f', '#1a0b12', '#33152a', '#fff4ec', '#d9b3a4'),
    ocean: palette('#0096c7', '#03141f', '#90e0ef', '#03141f', '#0a2a3d', '#e8f8ff', '#9bc4d6'),
    candy: palette('#e056fd', '#1a0420', '#7bed9f', '#1c0826', '#361447', '#fdefff', '#cfa9de'),
    lime: palette('#7ccf00', '#0d1a00', '#faff00', '#0b1300', '#1b2a05', '#f3ffe0', '#b1c98c'),
  },
  sportsbook: {
    pitch: palette('#1a7a34', '#ffffff', '#ffdd00', '#f3f6f2', '#ffffff', '#112015', '#4d5e51'),
    arena: palette('#d62828', '#ffffff', '#003049', '#f7f4f1', '#ffffff', '#1d1d1d', '#5a5551'),
    night: palette('#3a86ff', '#0b1020', '#ffbe0b', '#0b1020', '#151d35', '#eef3ff', '#a3b0cc'),
    steel: palette('#37474f', '#ffffff', '#ff9800', '#eceff1', '#ffffff', '#1c262b', '#55656d'),
    flame: palette('#f77f00', '#1b0d00', '#fcbf49', '#1a1208', '#2d2012', '#fff5e6', '#cdb89c'),
  },
} as const satisfies Record<TemplateFamily, Record<string, Palette>>;

export type ColorCode = {
  [F in TemplateFamily]: keyof (typeof palettesByFamily)[F];
}[TemplateFamily];

export function paletteFor(family: TemplateFamily, color: ColorCode): Palette | undefined {
  const palettes: Readonly<Record<string, Palette>> = palettesByFamily[family];
  return palettes[color];
}
